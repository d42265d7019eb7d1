import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router-dom';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import styles from './HeaderAccount.module.css';

/** The cart dropdown (spec 000 §2 "Top navigation"): how many products, and the way to the cart. */
export function CartMenu({ count }: { count: number }) {
  const { t } = useShopTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.entry} aria-label={t('cart.menu', { count })}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M2 3h2.5l2 10h9l1.5-7H6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx="8" cy="16.5" r="1.3" fill="currentColor" />
          <circle cx="14.5" cy="16.5" r="1.3" fill="currentColor" />
        </svg>
        <span aria-hidden="true">{count}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.item}>{t('cart.products', { count })}</DropdownMenu.Label>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to="/store/cart">{t('cart.open')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
