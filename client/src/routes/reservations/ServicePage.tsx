import { graphql } from 'react-relay/hooks';
import { Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import { reservationStyles as styles, ServiceView, SlotCalendar, SlotList } from '../../features/reservations/index.ts';
import { addDays } from '../../shared/time.ts';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import type { ServicePageQuery } from './__generated__/ServicePageQuery.graphql';
import { CALENDAR_DAYS, type DayRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/**
 * /reservation/service/:serviceId (spec 002 §2 "Product screen"): the service, a calendar from
 * today and the chosen day's slots. A day chosen in the calendar goes into the address (`?date=`),
 * so the page's one query loads that day; an unknown service goes home.
 */
export function ServicePage() {
  const { day, today } = useLoaderData<DayRouteData<ServicePageQuery>>();
  const data = useRouteQuery<ServicePageQuery>(graphql`
    query ServicePageQuery($databaseId: Int!, $date: Date!, $from: Date!, $to: Date!) @preloadable {
      ...SeoLayout_query
      ...SlotList_query
      viewer {
        account {
          id
        }
      }
      timerSettings {
        maxTimedItems
      }
      service(databaseId: $databaseId) {
        name
        note
        availableDays(from: $from, to: $to)
        ...ServiceView_service
        ...SlotList_service @arguments(date: $date)
      }
    }
  `);
  const navigate = useNavigate();
  const service = data.service;
  if (!service) return <Navigate to="/" replace />;
  return (
    <SeoLayout query={data} title={service.name} description={service.note}>
      <div className={styles.servicePage}>
        <ServiceView service={service} />
        <div className={styles.slotRows}>
          <SlotCalendar
            day={day}
            today={today}
            lastDay={addDays(today, CALENDAR_DAYS - 1)}
            availableDays={service.availableDays}
            onChoose={(chosen) => void navigate(`?date=${chosen}`, { replace: true, preventScrollReset: true })}
          />
          <SlotList service={service} day={day} signedIn={data.viewer.account !== null} maxItems={data.timerSettings.maxTimedItems ?? null} query={data} />
        </div>
      </div>
    </SeoLayout>
  );
}
