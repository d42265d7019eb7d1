import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import { formatPrice } from '../reservations/index.ts';
import styles from './desk.module.css';
import type { DeskProductCard_service$key } from './__generated__/DeskProductCard_service.graphql';

/**
 * A timed service on the desk (spec 002 §2 /desk): its picture, duration in minutes, price
 * prefixed 'from', name and note; the whole card links to /desk/service/{id}. The first card's
 * picture is the largest thing of the desk's first screen on a phone: `eager` loads it at once, first.
 */
export function DeskProductCard({ service, eager = false }: { service: DeskProductCard_service$key; eager?: boolean }) {
  const data = useFragment(
    graphql`
      fragment DeskProductCard_service on Service {
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
  const { t, language } = useDeskTranslation();
  const image = data.images[0];
  return (
    <article className={styles.card}>
      {/* The name says what the picture shows: the picture itself is decorative here. */}
      {image ? <img src={image.src} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} width={450} height={300} /> : <div className={styles.noImage} />}
      <div className={styles.cardBody}>
        <p className={styles.cardFacts}>
          <span>{t('home.duration', { minutes: data.durationMinutes })}</span>
          <strong>{t('home.from', { price: formatPrice(data.price, language) })}</strong>
        </p>
        <h3 className={styles.cardName}>
          <Link to={`/desk/service/${data.databaseId}`} className={styles.cardLink}>
            {data.name}
          </Link>
        </h3>
        {data.note && <p className={styles.muted}>{data.note}</p>}
      </div>
    </article>
  );
}
