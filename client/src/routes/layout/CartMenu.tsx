import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { loadCartPanel, type TimedCartLineData } from '../../features/reservations/index.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import styles from './HeaderAccount.module.css';

// The panel's lines (names and prices asked for on opening) load when it first opens.
const CartPanel = lazy(async () => ({ default: (await loadCartPanel()).CartPanel }));

/**
 * The top navigation's cart (spec 002 §2): a button with the product count (the badge styled one
 * way up to 9, another above 9) that opens the cart panel below it, a disclosure rather than a
 * menu since its lines hold buttons. Escape or a click elsewhere closes it, Escape returns the focus.
 */
export function CartMenu({ count, timed, cartPath }: { count: number; timed: ReadonlyArray<TimedCartLineData>; cartPath: string }) {
  const { t } = useShopTranslation();
  const panelText = useReservationsTranslation().t;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      // A confirmation dialog opened from the panel lives outside it (a portal): leave the panel open.
      if (document.querySelector('[role="alertdialog"]')) return;
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className={styles.cart}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open && !document.querySelector('[role="alertdialog"]')) {
          setOpen(false);
          trigger.current?.focus();
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={styles.entry}
        aria-label={t('cart.menu', { count })}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M2 3h2.5l2 10h9l1.5-7H6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx="8" cy="16.5" r="1.3" fill="currentColor" />
          <circle cx="14.5" cy="16.5" r="1.3" fill="currentColor" />
        </svg>
        {/* spec 002 §2: one style up to 9 products, another above 9. */}
        <span aria-hidden="true" className={count > 9 ? styles.badgeMany : styles.badge} data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      </button>
      <div id={panelId} className={styles.panel} role="region" aria-label={panelText('panel.title')} hidden={!open}>
        {open && (
          <Suspense fallback={<p>{panelText('panel.loading')}</p>}>
            <CartPanel timed={timed} cartPath={cartPath} onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
