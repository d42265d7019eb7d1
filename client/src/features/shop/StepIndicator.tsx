import { useShopTranslation } from '../../i18n/shop-i18n.ts';
import styles from '../../styles/shop.module.css';

export const CHECKOUT_STEPS = ['order', 'personal', 'payment'] as const;
export type CheckoutStep = 0 | 1 | 2;

/** spec 001 §2.3: the three steps (order, personal data, payment); the current one is marked. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  const { t } = useShopTranslation();
  return (
    <nav aria-label={t('cart.steps')}>
      <ol className={styles.steps}>
        {CHECKOUT_STEPS.map((name, index) => (
          <li key={name} className={`${styles.step} ${index < step ? styles.stepDone : ''}`} aria-current={index === step ? 'step' : undefined}>
            <span aria-hidden="true">{index + 1}.</span>
            <span className="visually-hidden">{t('cart.stepOf', { number: index + 1, total: CHECKOUT_STEPS.length })}: </span>
            {t(`cart.step.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
