import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import { PageLayout } from '../layout/PageLayout.tsx';
import { DeskDayView } from '../../features/desk/index.ts';
import shop from '../../styles/shop.module.css';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import { ShopSeo } from '../shop/ShopSeo.tsx';
import type { DeskDayPageQuery } from './__generated__/DeskDayPageQuery.graphql';
import type { DeskDayRouteData } from './loaders.ts';

/**
 * /desk/day: the chosen day's bookings per service and slot with their seats, live; check-in by
 * the receipt's code; refunds at the counter. Only staff: `desk` is null for anyone else, who goes
 * home (spec 002 §6).
 */
export function DeskDayPage() {
  const { query, day, today } = useLoaderData<DeskDayRouteData>();
  const data = usePreloadedQuery<DeskDayPageQuery>(
    graphql`
      query DeskDayPageQuery($date: Date!) @preloadable {
        ...PageLayout_query
        ...ShopSeo_query
        viewer {
          role
        }
        desk {
          day(date: $date) {
            ...DeskDayView_day
          }
        }
      }
    `,
    query,
  );
  const { t } = useDeskDayTranslation();
  const navigate = useNavigate();
  if (!data.desk || data.viewer.role !== 'STAFF') return <Navigate to="/" replace />;
  return (
    <PageLayout query={data}>
      <ShopSeo query={data} title={t('day.title')} description={t('day.description')} />
      <div className={shop.page}>
        <DeskDayView
          day={data.desk.day}
          date={day}
          today={today}
          onChooseDay={(chosen) => void navigate(chosen === today ? '/desk/day' : `/desk/day?date=${chosen}`, { replace: true, preventScrollReset: true })}
        />
      </div>
    </PageLayout>
  );
}
