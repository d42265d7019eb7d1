import { graphql } from 'react-relay/hooks';
import { Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import { DeskDayView } from '../../features/desk/index.ts';
import shop from '../../styles/shop.module.css';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import type { DeskDayPageQuery } from './__generated__/DeskDayPageQuery.graphql';
import type { DeskDayRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/**
 * /desk/day: the chosen day's bookings per service and slot with their seats, live; check-in by
 * the receipt's code; refunds at the counter. Only staff: `desk` is null for anyone else, who goes
 * home (spec 002 §6).
 */
export function DeskDayPage() {
  const { day, today } = useLoaderData<DeskDayRouteData>();
  const data = useRouteQuery<DeskDayPageQuery>(graphql`
    query DeskDayPageQuery($date: Date!) @preloadable {
      ...SeoLayout_query
      viewer {
        role
      }
      desk {
        day(date: $date) {
          ...DeskDayView_day
        }
      }
    }
  `);
  const { t } = useDeskDayTranslation();
  const navigate = useNavigate();
  if (!data.desk || data.viewer.role !== 'STAFF') return <Navigate to="/" replace />;
  return (
    <SeoLayout query={data} title={t('day.title')} description={t('day.description')}>
      <div className={shop.page}>
        <DeskDayView
          day={data.desk.day}
          date={day}
          today={today}
          onChooseDay={(chosen) => void navigate(chosen === today ? '/desk/day' : `/desk/day?date=${chosen}`, { replace: true, preventScrollReset: true })}
        />
      </div>
    </SeoLayout>
  );
}
