import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import buttons from '../../components/ui/buttons.module.css';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import { formatDay } from '../../shared/time.ts';
import type { LessonBookingList_lessonOrder$data, LessonBookingList_lessonOrder$key } from './__generated__/LessonBookingList_lessonOrder.graphql';
import styles from './lessons.module.css';

// Opened on demand: the dialog and its form (react-hook-form) load when a booking is cancelled.
const CancelLessonDialog = lazy(async () => ({ default: (await import('./CancelLessonDialog.tsx')).CancelLessonDialog }));

type Booking = LessonBookingList_lessonOrder$data['bookings'][number];

/**
 * The lessons booked with the order's codes: each with 'add to calendar' (the booking's .ics file,
 * in the resort's time zone) and, until it starts, a cancel button that opens the dialog asking
 * for the purchase code (spec 001 §2.7, §4 "Lessons").
 */
export function LessonBookingList({ lessonOrder, onCancelled }: { lessonOrder: LessonBookingList_lessonOrder$key; onCancelled: () => void }) {
  const order = useFragment(
    graphql`
      fragment LessonBookingList_lessonOrder on LessonOrder {
        bookings {
          id
          name
          level
          students
          purchaseCode
          cancellable
          calendarUrl
          slot {
            date
            startTime
            endTime
            category
            location
            instructor {
              name
            }
          }
        }
      }
    `,
    lessonOrder,
  );
  const { t, language } = useLessonsTranslation();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const whenOf = (booking: Booking) => t('bookings.of', { day: formatDay(booking.slot.date, language), start: booking.slot.startTime });
  const levelOf = (booking: Booking) => (booking.level === '%future added value' ? '' : t(`form.levels.${booking.level}`));
  const categoryOf = (booking: Booking) => (booking.slot.category === '%future added value' ? '' : t(`category.${booking.slot.category}`));

  return (
    <section aria-labelledby="lesson-bookings" className={styles.bookings}>
      <h2 id="lesson-bookings" className={styles.heading}>
        {t('bookings.title')}
      </h2>
      {order.bookings.length === 0 ? (
        <p className={styles.hint}>{t('bookings.none')}</p>
      ) : (
        <ul className={styles.bookingList}>
          {order.bookings.map((booking) => (
            <li key={booking.id} className={styles.booking} data-booking-id={booking.id}>
              <p className={styles.bookingWhen}>
                {t('bookings.when', { day: formatDay(booking.slot.date, language), start: booking.slot.startTime, end: booking.slot.endTime })}
              </p>
              <p>{t('bookings.details', { type: categoryOf(booking), instructor: booking.slot.instructor.name, location: booking.slot.location })}</p>
              <p>
                {booking.name} · {t('bookings.students', { count: booking.students, level: levelOf(booking) })}
              </p>
              <div className={styles.actions}>
                <a className={buttons.secondary} href={booking.calendarUrl} download>
                  {t('bookings.addToCalendar')}
                  <span className="visually-hidden"> {whenOf(booking)}</span>
                </a>
                {booking.cancellable && (
                  <button type="button" className={buttons.secondary} onClick={() => setCancelling(booking)}>
                    {t('bookings.cancel')}
                    <span className="visually-hidden"> {whenOf(booking)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {cancelling && (
        <Suspense fallback={null}>
          <CancelLessonDialog
            bookingId={cancelling.id}
            day={formatDay(cancelling.slot.date, language)}
            start={cancelling.slot.startTime}
            onClose={() => setCancelling(null)}
            onCancelled={() => {
              setCancelling(null);
              onCancelled();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
