import { useAccountTranslation } from '../../i18n/account-i18n.ts';
import styles from './orders.module.css';

const KNOWN = ['PENDING', 'PAID', 'PAID_CONFIRMED', 'REFUNDED', 'FAILED'] as const;
type Status = (typeof KNOWN)[number];

/** spec 001 §4, spec 002 §4: any other value is a failed payment. */
export function paymentStatus(value: string): Status {
  return (KNOWN as readonly string[]).includes(value) ? (value as Status) : 'FAILED';
}

/**
 * An order's payment status (spec 002 §4 "Order payment status"): paid green, paid and confirmed
 * blue, pending amber, refunded grey, failed red. The words carry the meaning; colour and the
 * icon repeat it. Text and background meet 4.5:1.
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useAccountTranslation();
  const known = paymentStatus(status);
  return (
    <span className={styles.badge} data-status={known}>
      <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
        {known === 'PAID' || known === 'PAID_CONFIRMED' ? (
          <path d="m2 6.5 2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        ) : known === 'PENDING' ? (
          <>
            <circle cx="6" cy="6" r="4.6" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <path d="M6 3.5V6l1.8 1.2" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
          </>
        ) : known === 'REFUNDED' ? (
          <path d="M4.5 2.5 2 5l2.5 2.5M2 5h5.5a2.5 2.5 0 0 1 0 5H5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        ) : (
          <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        )}
      </svg>
      {t(`orders.statuses.${known}`)}
    </span>
  );
}
