import { graphql, useFragment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import { PaymentStatusBadge } from '../orders/index.ts';
import { formatResortTime } from '../../shared/time.ts';
import type { RefundTarget } from './RefundDialog.tsx';
import type { DeskBookingRow_booking$key } from './__generated__/DeskBookingRow_booking.graphql';
import styles from './desk-day.module.css';


/**
 * One booking of the day: order number, customer, quantity, origin, payment state with the spec's
 * colours (spec 002 §4: the purchase history's badge, refunded grey), whether and when it was
 * checked in and by whom, and a refund button while the order can be refunded.
 */
export function DeskBookingRow({ booking, onRefund }: { booking: DeskBookingRow_booking$key; onRefund: (target: Omit<RefundTarget, 'bookingIds'>) => void }) {
  const data = useFragment(
    graphql`
      fragment DeskBookingRow_booking on DeskBooking {
        orderId
        orderNumber
        customerName
        quantity
        origin
        paymentStatus
        checkedInAt
        checkedInBy
        refundable
      }
    `,
    booking,
  );
  const { t, language } = useDeskDayTranslation();
  const arrivedAt = data.checkedInAt
    ? formatResortTime(data.checkedInAt, language)
    : null;
  return (
    <tr data-testid="desk-booking" data-order={data.orderNumber}>
      <th scope="row">{data.orderNumber}</th>
      <td>{data.customerName}</td>
      <td className={styles.number}>{data.quantity}</td>
      <td>{t(`day.origins.${data.origin === 'DESK' ? 'DESK' : 'ONLINE'}`)}</td>
      <td>
        <PaymentStatusBadge status={data.paymentStatus} />
      </td>
      <td data-testid="arrival">
        {arrivedAt ? (
          <span className={styles.arrived}>
            <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
              <path d="m2 6.5 2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <time dateTime={data.checkedInAt ?? undefined}>{t('day.arrived', { time: arrivedAt, clerk: data.checkedInBy ?? '' })}</time>
          </span>
        ) : (
          <span className={styles.muted}>{t('day.notArrived')}</span>
        )}
      </td>
      <td className={styles.noPrint}>
        {data.refundable && (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.rowButton}`}
            aria-label={t('day.refundOrder', { number: data.orderNumber })}
            onClick={() => onRefund({ orderId: data.orderId, number: data.orderNumber, customer: data.customerName })}
          >
            {t('day.refund')}
          </button>
        )}
      </td>
    </tr>
  );
}
