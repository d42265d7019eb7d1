import { Suspense, useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import buttons from '../../components/ui/buttons.module.css';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import shop from '../../styles/shop.module.css';
import { formatClock, formatDay } from '../../shared/time.ts';
import { CheckInForm, type SlotChoice } from './CheckInForm.tsx';
import { DeskDayChooser } from './DeskDayChooser.tsx';
import { DeskEntranceBookings, DeskSlotBookings } from './DeskSlotBookings.tsx';
import type { RefundTarget } from './RefundDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import type { DeskDayView_day$key } from './__generated__/DeskDayView_day.graphql';
import type { DeskDayViewSubscription } from './__generated__/DeskDayViewSubscription.graphql';
import styles from './desk-day.module.css';

const dayUpdates = graphql`
  subscription DeskDayViewSubscription($date: Date!) {
    deskDay(date: $date) {
      ...DeskDayView_day
    }
  }
`;

/**
 * The desk's day: the check-in form, the day chooser, and per service and slot the bookings with
 * the slot's sold, held and free seats. The list follows the server live (`deskDay` updates the
 * same records the page's query read), so seats, payments and arrivals change without a reload.
 * Printing shows the list alone (desk-day.module.css `@media print`).
 */
export function DeskDayView({ day, date, today, onChooseDay }: { day: DeskDayView_day$key; date: string; today: string; onChooseDay: (day: string) => void }) {
  const data = useFragment(
    graphql`
      fragment DeskDayView_day on DeskDay {
        id
        date
        services {
          id
          name
          service {
            name
          }
          slots {
            id
            startTime
            bookings {
              id
              orderId
            }
            ...DeskSlotBookings_slot
          }
        }
        entrances {
          id
          bookings {
            id
            orderId
          }
          ...DeskEntranceBookings_entrance
        }
      }
    `,
    day,
  );
  const { t, language } = useDeskDayTranslation();
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const [notice, setNotice] = useState('');

  const config = useMemo<GraphQLSubscriptionConfig<DeskDayViewSubscription>>(() => ({ subscription: dayUpdates, variables: { date } }), [date]);
  useSubscription(config);

  const slotChoices: SlotChoice[] = data.services.flatMap((entry) => entry.slots.map((slot) => ({ id: slot.id, label: `${entry.service?.name ?? entry.name} · ${formatClock(slot.startTime, language)}` })));
  // A refund changes every booking of the order on the page (its updater marks them refunded).
  const bookingsOfOrder = (orderId: string) =>
    [...data.services.flatMap((entry) => entry.slots.flatMap((slot) => slot.bookings)), ...data.entrances.flatMap((entrance) => entrance.bookings)]
      .filter((booking) => booking.orderId === orderId)
      .map((booking) => booking.id);
  const requestRefund = (target: Omit<RefundTarget, 'bookingIds'>) => setRefunding({ ...target, bookingIds: bookingsOfOrder(target.orderId) });
  const dayText = formatDay(data.date, language);

  return (
    <div className={styles.day}>
      <div className={`${styles.heading} ${styles.noPrint}`}>
        <h1 className={shop.title}>{t('day.title')}</h1>
        <nav aria-label={t('day.title')} className={styles.actions}>
          <Link to="/desk" className={buttons.secondary}>
            {t('day.back')}
          </Link>
          <button type="button" className={buttons.secondary} onClick={() => window.print()}>
            {t('day.print')}
          </button>
        </nav>
      </div>
      <div className={styles.layout}>
        <div className={`${styles.tools} ${styles.noPrint}`}>
          <CheckInForm date={data.date} slots={slotChoices} />
          <DeskDayChooser day={date} today={today} onChoose={onChooseDay} />
        </div>
        <section className={styles.list} aria-labelledby="desk-day-list">
          <h2 id="desk-day-list" className={styles.listTitle}>
            {t('day.bookingsOf', { date: dayText })}
          </h2>
          <p className={`${styles.muted} ${styles.noPrint}`}>{t('day.live')}</p>
          <p role="status" className={styles.notice}>
            {notice}
          </p>
          {data.services.length === 0 && <p>{t('day.noSlots')}</p>}
          {/* The server-rendered list is taken over after the page around it, in short slices:
              React leaves a Suspense boundary of the server's markup for later, at low priority,
              so a long day's slots never hold the check-in form behind one long task. */}
          <Suspense fallback={null}>
            {data.services.map((entry) => (
              <section key={entry.id} className={styles.service} aria-labelledby={`service-${entry.id}`}>
                <h3 id={`service-${entry.id}`} className={styles.serviceTitle}>
                  {entry.service?.name ?? entry.name}
                </h3>
                {entry.slots.map((slot) => (
                  <DeskSlotBookings key={slot.id} slot={slot} serviceHeadingId={`service-${entry.id}`} onRefund={requestRefund} />
                ))}
              </section>
            ))}
            <section className={styles.service} aria-labelledby="desk-day-entrances">
              <h3 id="desk-day-entrances" className={styles.serviceTitle}>
                {t('day.entrance')}
              </h3>
              {data.entrances.every((entrance) => entrance.bookings.length === 0) && <p>{t('day.noEntrance')}</p>}
              {data.entrances
                .filter((entrance) => entrance.bookings.length > 0)
                .map((entrance) => (
                  <DeskEntranceBookings key={entrance.id} entrance={entrance} onRefund={requestRefund} />
                ))}
            </section>
          </Suspense>
        </section>
      </div>
      {refunding && (
        <RefundDialog
          target={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={(number) => {
            setRefunding(null);
            setNotice(t('refund.done', { number }));
          }}
        />
      )}
    </div>
  );
}
