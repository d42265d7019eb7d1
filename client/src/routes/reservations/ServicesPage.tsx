import { graphql } from 'react-relay/hooks';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { DayField, reservationStyles as styles, ServiceCard } from '../../features/reservations/index.ts';
import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import { ShopPage } from '../shop/ShopPage.tsx';
import type { ServicesPageQuery } from './__generated__/ServicesPageQuery.graphql';
import type { DayRouteData } from './loaders.ts';
import { useRouteQuery } from '../route-query.ts';

/** /reservation/service (spec 002 §2): a date input (today at the earliest) and every timed service. */
export function ServicesPage() {
  return <ServiceList wellness={false} />;
}

/** /reservation/wellness (spec 002 §2 "Service listing for WEL"): picture, name and 'Reservar'. */
export function WellnessPage() {
  return <ServiceList wellness />;
}

function ServiceList({ wellness }: { wellness: boolean }) {
  const { day, today } = useLoaderData<DayRouteData<ServicesPageQuery>>();
  const data = useRouteQuery<ServicesPageQuery>(graphql`
    query ServicesPageQuery($group: ServiceGroupCode) @preloadable {
      ...SeoLayout_query
      services(group: $group) {
        id
        ...ServiceCard_service
      }
    }
  `);
  const { t } = useReservationsTranslation();
  const navigate = useNavigate();
  const title = wellness ? t('wellness.title') : t('services.title');
  return (
    <ShopPage query={data} title={title} description={wellness ? t('wellness.description') : t('services.description')}>
      <p className={shop.subtitle}>{wellness ? t('wellness.description') : t('services.description')}</p>
      {!wellness && (
        // spec 002 §2: the chosen day travels with the service links.
        <DayField label={t('services.date')} day={day} today={today} onChoose={(chosen) => void navigate(`?date=${chosen}`, { replace: true, preventScrollReset: true })} />
      )}
      {data.services.length === 0 ? (
        <p className={shop.empty}>{wellness ? t('wellness.empty') : t('services.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('services.list')}>
          {data.services.map((service, index) => (
            <li key={service.id}>
              <ServiceCard service={service} day={day} wellness={wellness} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </ShopPage>
  );
}
