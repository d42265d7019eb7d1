import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router-dom';
import { LessonBookingList, LessonOrderSummary, LessonPlanner, lessonStyles as styles } from '../../features/lessons/index.ts';
import { useLessonsTranslation } from '../../i18n/lessons-i18n.ts';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import type { LessonSchedulePageQuery } from './__generated__/LessonSchedulePageQuery.graphql';
import type { LessonScheduleRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/**
 * /agendar/aula/:order (spec 001 §2.7): the order number with its note, the order's lessons and
 * codes, the calendar, the Ski/Snowboard choice, the day's time slots, the student or guardian
 * form (only when the order is paid with a lesson left), the booked lessons with 'add to
 * calendar' and the cancel dialog, and a link back to the tariffs. One query loads it all.
 */
export function LessonSchedulePage() {
  const { today } = useLoaderData<LessonScheduleRouteData>();
  const data = useRouteQuery<LessonSchedulePageQuery>(graphql`
    query LessonSchedulePageQuery($order: ID!, $category: LessonCategory!, $from: Date!, $to: Date!, $date: Date!, $withDay: Boolean!) @preloadable {
      ...SeoLayout_query
      viewer {
        account {
          ...LessonBookingForm_account
        }
      }
      lessonOrder(order: $order) {
        id
        canBook
        ...LessonOrderSummary_lessonOrder
        ...LessonBookingList_lessonOrder
      }
      ...LessonPlanner_query @arguments(category: $category, from: $from, to: $to, date: $date, withDay: $withDay)
    }
  `);
  const { t } = useLessonsTranslation();
  // The outcome of the last booking or cancel: read out by the live region, and focused, since the
  // control that was used (the slot, the cancel button) is gone once it succeeded.
  const [notice, setNotice] = useState({ text: '', count: 0 });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice.count > 0) noticeRef.current?.focus();
  }, [notice]);
  const setMessage = (text: string) => setNotice((previous) => ({ text, count: previous.count + 1 }));
  const order = data.lessonOrder;
  return (
    <SeoLayout query={data} title={t('page.title')}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p role="status" ref={noticeRef} tabIndex={-1} className={styles.message} data-lesson-message>
          {notice.text}
        </p>
        {order ? (
          <>
            <LessonOrderSummary lessonOrder={order} />
            <LessonPlanner
              query={data}
              today={today}
              orderId={order.id}
              canBook={order.canBook}
              account={data.viewer.account ?? null}
              onBooked={() => setMessage(t('messages.booked'))}
            />
            <LessonBookingList lessonOrder={order} onCancelled={() => setMessage(t('messages.cancelled'))} />
          </>
        ) : (
          <p className={styles.note}>{t('page.notFound')}</p>
        )}
        <p>
          <Link to="/store/tarifas" className={styles.back}>
            {t('page.back')}
          </Link>
        </p>
      </div>
    </SeoLayout>
  );
}
