import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { ServiceCard_service$key } from './__generated__/ServiceCard_service.graphql';
import { formatPrice } from './money.ts';
import styles from './reservations.module.css';

/**
 * A service in a list (spec 002 §2): its picture, name, duration, price and note, linking to its
 * screen for the chosen day; in the WEL list, the picture, the name and a 'Reservar' link. The
 * list's first picture is the largest thing of its first screen on a phone: `eager` loads it at once, first.
 */
export function ServiceCard({ service, day, wellness = false, eager = false }: { service: ServiceCard_service$key; day: string; wellness?: boolean; eager?: boolean }) {
  const data = useFragment(
    graphql`
      fragment ServiceCard_service on Service {
        databaseId
        name
        note
        durationMinutes
        price {
          amount
          currency
        }
        images {
          src(size: THUMBNAIL)
        }
      }
    `,
    service,
  );
  const { t, language } = useReservationsTranslation();
  const href = `/reservation/service/${data.databaseId}?date=${day}`;
  const image = data.images[0];
  return (
    <article className={styles.card}>
      {/* The name says what the picture shows: the picture itself is decorative here. */}
      {image && <img src={image.src} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} width={450} height={300} />}
      <div className={styles.cardBody}>
        <h2 className={styles.cardName}>
          {wellness ? (
            data.name
          ) : (
            <Link to={href} className={styles.cardLink}>
              {data.name}
            </Link>
          )}
        </h2>
        {!wellness && (
          <>
            <p className={styles.muted}>
              {t('services.duration', { minutes: data.durationMinutes })} · {t('services.from', { price: formatPrice(data.price, language) })}
            </p>
            {data.note && <p className={styles.muted}>{data.note}</p>}
          </>
        )}
        {wellness && (
          <Link to={href} className={styles.cardLink} aria-label={t('wellness.bookLabel', { name: data.name })}>
            {t('wellness.book')}
          </Link>
        )}
      </div>
    </article>
  );
}
