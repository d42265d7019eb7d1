import { MAX_QUANTITY } from '../cart/index.ts';
import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import styles from '../../styles/shop.module.css';

/**
 * The minus and plus buttons of a product (spec 001 §2.1) and the quantity between them. Each
 * button names its product ("Add one Adulto pass"); minus is disabled at 0 and plus at the cart's
 * maximum, so the quantity never leaves 0 to 99 (spec 001 §4, §5).
 */
export function QuantityStepper({ name, quantity, onChange }: { name: string; quantity: number; onChange: (delta: 1 | -1) => void }) {
  const { t } = useShopTranslation();
  return (
    <div className={styles.stepper} role="group" aria-label={t('stepper.quantity', { name })}>
      <button type="button" className={styles.stepButton} disabled={quantity <= 0} onClick={() => onChange(-1)} aria-label={t('stepper.remove', { name })}>
        <span aria-hidden="true">−</span>
      </button>
      <span className={styles.quantity} data-testid="quantity">
        {quantity}
      </span>
      <button type="button" className={styles.stepButton} disabled={quantity >= MAX_QUANTITY} onClick={() => onChange(1)} aria-label={t('stepper.add', { name })}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
