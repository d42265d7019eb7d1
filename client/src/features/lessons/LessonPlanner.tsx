import { lazy, Suspense, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import type { LessonBookingForm_account$key } from './__generated__/LessonBookingForm_account.graphql';
import type { LessonPlanner_query$key } from './__generated__/LessonPlanner_query.graphql';
import type { LessonPlannerRefetchQuery } from './__generated__/LessonPlannerRefetchQuery.graphql';
import type { ChosenSlot } from './LessonBookingForm.tsx';
import { LessonDayCalendar } from './LessonDayCalendar.tsx';
import { LessonSlotButtons } from './LessonSlotButtons.tsx';
import { LessonTypeChoice, type Category } from './LessonTypeChoice.tsx';
import styles from './lessons.module.css';
import { monthOf, monthRange } from './months.ts';

// The booking form (react-hook-form and the lesson's rules) comes below the calendar and the times,
// out of the first screen: it loads beside the page rather than before it (the route JavaScript
// budget, e2e/route-javascript.spec.ts). The server renders it whole (entry-server.tsx waits for
// parts loaded on demand).
const LessonBookingForm = lazy(async () => ({ default: (await import('./LessonBookingForm.tsx')).LessonBookingForm }));

interface Choice {
  category: Category;
  /** The first day of the month the calendar shows. */
  month: string;
  day: string | null;
}

/**
 * The scheduling part of the screen (spec 001 §2.7): the lesson type, the calendar of days with
 * free hours, the chosen day's time slots and the form. A change of month, day or type refetches
 * the days and the slots (one request), keeping what is shown until the answer arrives.
 */
export function LessonPlanner({
  query,
  today,
  orderId,
  canBook,
  account,
  onBooked,
}: {
  query: LessonPlanner_query$key;
  today: string;
  orderId: string;
  canBook: boolean;
  account: LessonBookingForm_account$key | null;
  onBooked: () => void;
}) {
  const [data, refetch] = useRefetchableFragment<LessonPlannerRefetchQuery, LessonPlanner_query$key>(
    graphql`
      fragment LessonPlanner_query on Query
      @refetchable(queryName: "LessonPlannerRefetchQuery")
      @argumentDefinitions(
        category: { type: "LessonCategory!" }
        from: { type: "Date!" }
        to: { type: "Date!" }
        date: { type: "Date!" }
        withDay: { type: "Boolean!" }
      ) {
        lessonDays(category: $category, from: $from, to: $to)
        lessonSlots(date: $date, category: $category) @include(if: $withDay) {
          id
          date
          startTime
          endTime
          available
          location
          instructor {
            name
          }
        }
      }
    `,
    query,
  );
  const { t } = useLessonsTranslation();
  const [choice, setChoice] = useState<Choice>({ category: 'SKI', month: monthOf(today), day: null });
  const [slotId, setSlotId] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const load = (next: Choice, fetchPolicy: 'store-or-network' | 'network-only' = 'store-or-network') => {
    setChoice(next);
    setSlotId(null);
    const { from, to } = monthRange(next.month, today);
    startTransition(() => {
      refetch({ category: next.category, from, to, date: next.day ?? today, withDay: next.day !== null }, { fetchPolicy });
    });
  };

  const slots = (data.lessonSlots ?? []).filter((slot) => slot.available);
  const chosen = slots.find((slot) => slot.id === slotId);
  const chosenSlot: ChosenSlot | null = chosen && choice.day ? { ...chosen, category: choice.category } : null;

  return (
    <section aria-labelledby="lesson-planner" className={styles.planner} aria-busy={pending}>
      <h2 id="lesson-planner" className={styles.heading}>
        {t('calendar.planner')}
      </h2>
      <div className={styles.plannerColumns}>
        <div>
          <LessonTypeChoice value={choice.category} onChange={(category) => load({ ...choice, category, day: null })} />
          <LessonDayCalendar
            today={today}
            month={choice.month}
            day={choice.day}
            availableDays={data.lessonDays}
            onMonth={(month) => load({ ...choice, month })}
            onDay={(day) => load({ ...choice, day, month: monthOf(day) })}
          />
        </div>
        <LessonSlotButtons day={choice.day} slots={choice.day ? slots : []} chosenId={slotId} pending={pending} onChoose={setSlotId} />
      </div>
      {canBook && (
        <Suspense fallback={null}>
          <LessonBookingForm
            orderId={orderId}
            account={account}
            slot={chosenSlot}
            onBooked={() => {
              setSlotId(null);
              onBooked();
            }}
            onSlotGone={() => load(choice, 'network-only')}
          />
        </Suspense>
      )}
    </section>
  );
}
