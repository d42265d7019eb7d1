import { graphql, useFragment } from 'react-relay/hooks';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import { formatClock } from '../../shared/time.ts';
import { DeskBookingRow } from './DeskBookingRow.tsx';
import { DeskWaitingList } from './DeskWaitingList.tsx';
import type { RefundTarget } from './RefundDialog.tsx';
import type { DeskBookingRow_booking$key } from './__generated__/DeskBookingRow_booking.graphql';
import type { DeskEntranceBookings_entrance$key } from './__generated__/DeskEntranceBookings_entrance.graphql';
import type { DeskSlotBookings_slot$key } from './__generated__/DeskSlotBookings_slot.graphql';
import styles from './desk-day.module.css';
import { TableHead } from '../../components/ui/TableHead.tsx';

type OnRefund = (target: Omit<RefundTarget, 'bookingIds'>) => void;

/**
 * One slot of the day: its start and end, its seats now (sold, held, free, and how many wait) and
 * its bookings, then its waiting list. Its region is named by its service and its time
 * (`serviceHeadingId`), so each is told apart.
 */
export function DeskSlotBookings({ slot, serviceHeadingId, onRefund }: { slot: DeskSlotBookings_slot$key; serviceHeadingId: string; onRefund: OnRefund }) {
  const data = useFragment(
    graphql`
      fragment DeskSlotBookings_slot on DeskSlot {
        id
        startTime
        endTime
        capacity
        sold
        held
        free
        bookings {
          id
          ...DeskBookingRow_booking
        }
        waitingList {
          id
        }
        ...DeskWaitingList_slot
      }
    `,
    slot,
  );
  const { t, language } = useDeskDayTranslation();
  const start = formatClock(data.startTime, language);
  const waiting = data.waitingList?.length ?? 0;
  const headingId = `slot-${data.id}`;
  return (
    <section className={styles.slot} aria-labelledby={`${serviceHeadingId} ${headingId}`} data-testid="desk-slot">
      <div className={styles.slotHeading}>
        <h4 id={headingId} className={styles.slotTitle}>
          {t('day.slot', { start, end: formatClock(data.endTime, language) })}
        </h4>
        <dl className={styles.seats} aria-label={t('day.seats', { start })}>
          <div>
            <dt>{t('day.capacity')}</dt>
            <dd>{data.capacity}</dd>
          </div>
          <div>
            <dt>{t('day.sold')}</dt>
            <dd data-testid="sold">{data.sold}</dd>
          </div>
          <div>
            <dt>{t('day.held')}</dt>
            <dd data-testid="held">{data.held}</dd>
          </div>
          <div>
            <dt>{t('day.free')}</dt>
            <dd data-testid="free">{data.free}</dd>
          </div>
          {waiting > 0 && (
            <div>
              <dt>{t('day.waiting.count')}</dt>
              <dd data-testid="waiting">{waiting}</dd>
            </div>
          )}
        </dl>
      </div>
      {data.bookings.length === 0 ? (
        <p className={styles.muted}>{t('day.noBookings')}</p>
      ) : (
        <BookingsTable caption={t('day.bookingsCaption', { start })} bookings={data.bookings} onRefund={onRefund} />
      )}
      <DeskWaitingList slot={data} start={start} />
    </section>
  );
}

/** An entrance ticket's bookings of the day (tickets for a day, no slot). */
export function DeskEntranceBookings({ entrance, onRefund }: { entrance: DeskEntranceBookings_entrance$key; onRefund: OnRefund }) {
  const data = useFragment(
    graphql`
      fragment DeskEntranceBookings_entrance on DeskEntrance {
        id
        name
        sold
        ticket {
          name
        }
        bookings {
          id
          ...DeskBookingRow_booking
        }
      }
    `,
    entrance,
  );
  const { t } = useDeskDayTranslation();
  const name = data.ticket?.name ?? data.name;
  return (
    <section className={styles.slot} aria-labelledby={`entrance-${data.id}`} data-testid="desk-entrance">
      <div className={styles.slotHeading}>
        <h4 id={`entrance-${data.id}`} className={styles.slotTitle}>
          {name}
        </h4>
        <dl className={styles.seats}>
          <div>
            <dt>{t('day.sold')}</dt>
            <dd data-testid="sold">{data.sold}</dd>
          </div>
        </dl>
      </div>
      <BookingsTable caption={`${t('day.entranceCaption')}: ${name}`} bookings={data.bookings} onRefund={onRefund} />
    </section>
  );
}

/** The bookings as a table: order, customer, quantity, origin, payment, check-in and the refund. */
function BookingsTable({ caption, bookings, onRefund }: { caption: string; bookings: ReadonlyArray<{ readonly id: string } & DeskBookingRow_booking$key>; onRefund: OnRefund }) {
  const { t } = useDeskDayTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <TableHead columns={[[t('day.order')], [t('day.customer')], [t('day.quantity'), styles.number], [t('day.origin')], [t('day.payment')], [t('day.arrival')], [t('day.actions'), styles.noPrint]]} />
        <tbody>
          {bookings.map((booking) => (
            <DeskBookingRow key={booking.id} booking={booking} onRefund={onRefund} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
