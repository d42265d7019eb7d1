import { useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { ConfirmDialog, MessageDialog, type Message, type Question } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { type Cart, CART_LISTS, cartLines, type CartList, updateCart, useCart, withEntranceChange, withQuantity } from '../cart/index.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { CartPanelQuery } from './__generated__/CartPanelQuery.graphql';
import { Countdown } from './Countdown.tsx';
import { formatPrice } from './money.ts';
import { type ReservationLine, useReservationLines } from './order-lines.ts';
import styles from './panel.module.css';
import type { TimedCartLineData } from './TimedCartData.ts';
import { lisbonToday } from '../../shared/time.ts';
import { useHoldMutations } from './useHoldMutations.ts';

/** A line of the panel: a reservation line, or a shop product of the browser cart, and how to remove it (none: it goes with another line). */
type PanelLine = Pick<ReservationLine, 'key' | 'name' | 'note' | 'date' | 'start' | 'quantity' | 'unitPrice' | 'expiresAt'> & {
  remove: (() => Promise<boolean>) | null;
};

/** The shop list a product is kept in, if any. */
function listHolding(cart: Cart, productId: number): CartList | null {
  return (Object.keys(CART_LISTS) as CartList[]).find((list) => cart[list].some((entry) => entry.id === productId)) ?? null;
}

/**
 * The cart panel of the top navigation (spec 002 §2): each line's name, note, date, start time
 * (am/pm in English, `15h30` otherwise), quantity, unit price (`12,50 €`) and, on held slots, the
 * countdown; a remove button behind a confirmation; the way to the cart. The names and prices of
 * the browser cart's products are asked for when the panel opens (the page's own query has none).
 */
export function CartPanel({ timed, cartPath, onNavigate }: { timed: ReadonlyArray<TimedCartLineData>; cartPath: string; onNavigate: () => void }) {
  const { t, language } = useReservationsTranslation();
  const cart = useCart();
  const shopLines = cartLines(cart);
  const data = useLazyLoadQuery<CartPanelQuery>(
    graphql`
      query CartPanelQuery($lines: [CartLineInput!]!, $withShop: Boolean!, $withEntrance: Boolean!) {
        quote(lines: $lines) @include(if: $withShop) {
          lines {
            productId
            partOfProductId
            name
            quantity
            unitPrice {
              amount
              currency
            }
          }
        }
        entranceTickets @include(if: $withEntrance) {
          ...EntranceList_tickets
        }
      }
    `,
    { lines: shopLines, withShop: shopLines.length > 0, withEntrance: cart.entrance.length > 0 },
    { fetchPolicy: 'store-or-network' },
  );
  const { release } = useHoldMutations();
  const [question, setQuestion] = useState<Question | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  const cartLink = useRef<HTMLAnchorElement>(null);

  const reservations = useReservationLines(timed, data.entranceTickets).map<PanelLine>((line) => ({
    ...line,
    remove:
      line.kind === 'hold'
        ? async () => (await release(line.id)).ok
        : async () => {
            updateCart((current) => withEntranceChange(current, Number(line.id), -line.quantity, current.entranceDate ?? lisbonToday()));
            return true;
          },
  }));
  const shop = (data.quote?.lines ?? []).map<PanelLine>((line, index) => ({
    key: `shop-${line.productId}-${index}`,
    name: line.name,
    note: '',
    date: '',
    start: null,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    expiresAt: null,
    // A pass's slope rental line goes with its pass.
    remove:
      line.partOfProductId === null
        ? async () => {
            updateCart((current) => {
              const list = listHolding(current, line.productId);
              return list ? withQuantity(current, list, line.productId, 0) : current;
            });
            return true;
          }
        : null,
  }));
  const lines = [...reservations, ...shop];

  const ask = (line: PanelLine) => {
    const remove = line.remove;
    if (!remove) return;
    // spec 002 §4 "Cart removal": a confirmation first.
    setQuestion({
      title: t('panel.confirmTitle'),
      text: t('panel.confirmText', { name: line.name }),
      confirmLabel: t('panel.confirm'),
      onConfirm: () => {
        void remove().then((ok) => {
          if (!ok) setFailure({ title: t('panel.title'), text: t('errors.removeFailed'), tone: 'error' });
          // The removed line's button is gone: the focus goes on to the way to the cart.
          else cartLink.current?.focus();
        });
      },
    });
  };

  return (
    <div className={styles.content}>
      {lines.length === 0 ? (
        <p>{t('panel.empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.key} className={styles.line} data-testid="cart-line">
              <div className={styles.lineText}>
                <span className={styles.name}>{line.name}</span>
                {line.note && <span className={styles.note}>{line.note}</span>}
                <span className={styles.facts}>
                  {line.date && (
                    <span>
                      <span className="visually-hidden">{t('panel.date')}: </span>
                      {line.date}
                    </span>
                  )}
                  {line.start && (
                    <span>
                      <span className="visually-hidden">{t('panel.start')}: </span>
                      {line.start}
                    </span>
                  )}
                  <span>
                    <span className="visually-hidden">{t('panel.quantity')}: </span>
                    {line.quantity} ×
                  </span>
                  <span>
                    <span className="visually-hidden">{t('panel.unitPrice')}: </span>
                    {formatPrice(line.unitPrice, language)}
                  </span>
                  {line.expiresAt && <Countdown expiresAt={line.expiresAt} />}
                </span>
              </div>
              {line.remove && (
                <button type="button" className={styles.remove} aria-label={t('panel.remove', { name: line.name })} onClick={() => ask(line)}>
                  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link ref={cartLink} to={cartPath} className={buttons.primary} onClick={onNavigate}>
        {t('panel.goToCart')}
      </Link>
      <ConfirmDialog question={question} cancelLabel={t('panel.cancel')} onClose={() => setQuestion(null)} />
      <MessageDialog message={failure} okLabel={t('live.ok')} onClose={() => setFailure(null)} />
    </div>
  );
}
