import { graphql, useFragment } from 'react-relay/hooks';
import { RichText } from '../../components/ui/RichText.tsx';
import shop from '../../styles/shop.module.css';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { ServiceView_service$key } from './__generated__/ServiceView_service.graphql';
import { formatPrice } from './money.ts';
import styles from './reservations.module.css';
import { ServiceSlider } from './ServiceSlider.tsx';

/**
 * The service's facts (spec 002 §2 "Product screen"): the picture slider, the name, the note, the
 * duration in minutes, the net price (and the price with VAT that is paid) and the description.
 */
export function ServiceView({ service }: { service: ServiceView_service$key }) {
  const data = useFragment(
    graphql`
      fragment ServiceView_service on Service {
        name
        note
        description
        durationMinutes
        netPrice {
          amount
          currency
        }
        price {
          amount
          currency
        }
        ...ServiceSlider_service
      }
    `,
    service,
  );
  const { t, language } = useReservationsTranslation();
  return (
    <article className={styles.slotRows}>
      <ServiceSlider service={data} />
      <header>
        <h1 className={shop.title}>{data.name}</h1>
        {data.note && <p className={shop.subtitle}>{data.note}</p>}
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('service.duration')}</dt>
          <dd>{t('service.minutes', { minutes: data.durationMinutes })}</dd>
        </div>
        <div>
          <dt>{t('service.netPrice')}</dt>
          <dd>{formatPrice(data.netPrice, language)}</dd>
        </div>
        <div>
          <dt>{t('service.price')}</dt>
          <dd>{formatPrice(data.price, language)}</dd>
        </div>
      </dl>
      <RichText html={data.description} />
    </article>
  );
}
