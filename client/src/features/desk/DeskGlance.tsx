import { useSyncExternalStore } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import { useDeskTranslation } from '../../i18n/desk-i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import { useNow } from '../reservations/index.ts';
import { formatClock, formatResortTime } from '../../shared/time.ts';
import styles from './desk.module.css';
import type { DeskGlance_desk$key } from './__generated__/DeskGlance_desk.graphql';

/**
 * Today at a glance for the clerk, made for the counter: the resort's clock (Europe/Lisbon,
 * spec 002 §9) and the day's next slots with a free seat, each a link to its service.
 */
export function DeskGlance({ desk }: { desk: DeskGlance_desk$key }) {
  const data = useFragment(
    graphql`
      fragment DeskGlance_desk on Desk {
        nextSlots(first: 6) {
          id
          startTime
          remaining
          service {
            databaseId
            name
          }
        }
      }
    `,
    desk,
  );
  const { t, language } = useDeskTranslation();
  return (
    <aside className={styles.glance} aria-labelledby="desk-glance">
      <h2 id="desk-glance" className={styles.glanceTitle}>
        {t('glance.title')}
      </h2>
      <p className={styles.clock}>
        <span className={styles.muted}>{t('glance.now')}</span> <Clock language={language} />
      </p>
      <h3 className={styles.glanceSubtitle}>{t('glance.nextSlots')}</h3>
      {data.nextSlots.length === 0 ? (
        <p>{t('glance.none')}</p>
      ) : (
        <ul className={styles.nextSlots}>
          {data.nextSlots.map((slot) => (
            <li key={slot.id}>
              <Link to={`/desk/service/${slot.service.databaseId}`} className={styles.nextSlot}>
                <span>{t('glance.slot', { name: slot.service.name, start: formatClock(slot.startTime, language) })}</span>
                <span className={styles.seats}>{t('glance.seats', { count: slot.remaining })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

const noChanges = () => () => {};

/**
 * The resort's time, hours and minutes; it changes once a minute, so it is not announced. Shown once
 * the page is live: the server's render (and the browser's hydration of it) leaves it empty, as
 * the two would not tell the same minute.
 */
function Clock({ language }: { language: Language }) {
  const now = useNow();
  const live = useSyncExternalStore(noChanges, () => true, () => false);
  if (!live) return <time className={styles.time} />;
  const time = formatResortTime(now, language);
  return (
    <time className={styles.time} dateTime={new Date(now).toISOString()}>
      {time}
    </time>
  );
}
