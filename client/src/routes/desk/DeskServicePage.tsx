import { graphql } from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate } from 'react-router-dom';
import buttons from '../../components/ui/buttons.module.css';
import { deskStyles as styles } from '../../features/desk/index.ts';
import { reservationStyles as reservations, ServiceView, SlotCalendar, SlotList } from '../../features/reservations/index.ts';
import { addDays } from '../../shared/time.ts';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { CALENDAR_DAYS } from '../reservations/loaders.ts';
import { SeoLayout } from '../layout/SeoLayout.tsx';
import type { DeskServicePageQuery } from './__generated__/DeskServicePageQuery.graphql';
import type { DeskServiceRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/**
 * /desk/service/:serviceId (spec 002 §2): the service's slider, duration, price and description,
 * a calendar from today and the day's slots with their seats left, live. Choosing a slot holds a
 * seat in the clerk's timed cart, on the same ledger as the website's customers.
 */
export function DeskServicePage() {
  const { day, today } = useLoaderData<DeskServiceRouteData>();
  const data = useRouteQuery<DeskServicePageQuery>(graphql`
    query DeskServicePageQuery($databaseId: Int!, $date: Date!, $from: Date!, $to: Date!) @preloadable {
      ...SeoLayout_query
      viewer {
        role
      }
      timerSettings {
        maxTimedItems
      }
      desk {
        service(databaseId: $databaseId) {
          name
          note
          availableDays(from: $from, to: $to)
          ...ServiceView_service
          ...SlotList_service @arguments(date: $date)
        }
      }
    }
  `);
  const { t } = useDeskTranslation();
  const navigate = useNavigate();
  // spec 002 §2, §6: only staff; an unknown service goes back to the desk's listing.
  if (!data.desk || data.viewer.role !== 'STAFF') return <Navigate to="/" replace />;
  const service = data.desk.service;
  if (!service) return <Navigate to="/desk" replace />;
  return (
    <SeoLayout query={data} title={service.name} description={service.note}>
      <div className={reservations.servicePage}>
        <nav aria-label={t('home.title')} className={styles.back}>
          <Link to="/desk" className={buttons.secondary}>
            {t('service.back')}
          </Link>
          <Link to="/desk/cart" className={buttons.primary}>
            {t('home.goToCart')}
          </Link>
        </nav>
        <ServiceView service={service} />
        <div className={reservations.slotRows}>
          <SlotCalendar
            day={day}
            today={today}
            lastDay={addDays(today, CALENDAR_DAYS - 1)}
            availableDays={service.availableDays}
            onChoose={(chosen) => void navigate(`?date=${chosen}`, { replace: true, preventScrollReset: true })}
          />
          <SlotList service={service} day={day} signedIn maxItems={data.timerSettings.maxTimedItems ?? null} />
        </div>
      </div>
    </SeoLayout>
  );
}
