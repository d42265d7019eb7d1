import { graphql, useFragment } from 'react-relay/hooks';
import { useDeskDayTranslation } from '../../i18n/desk-day-i18n.ts';
import { formatResortTime, LOCALES, RESORT_TIME_ZONE } from '../../shared/time.ts';
import type { DeskWaitingList_slot$key } from './__generated__/DeskWaitingList_slot.graphql';
import styles from './desk-day.module.css';
import { TableHead } from '../../components/ui/TableHead.tsx';


/**
 * A slot's waiting list at the desk (this implementation's waiting list): who waits, for how many
 * seats, since when, and whether seats are offered to them, until when. It follows the line live
 * with the rest of the day (`deskDay`). Offered seats are held for their customer: the desk never
 * sells them (its sale takes free seats only). Nothing shows while nobody waits.
 */
export function DeskWaitingList({ slot, start }: { slot: DeskWaitingList_slot$key; start: string }) {
  const data = useFragment(
    graphql`
      fragment DeskWaitingList_slot on DeskSlot {
        waitingList {
          id
          customerName
          email
          seats
          since
          state
          place
          offerEndsAt
        }
      }
    `,
    slot,
  );
  const { t, language } = useDeskDayTranslation();
  if (!data.waitingList) return <p className={styles.muted}>{t('day.waiting.unavailable')}</p>;
  if (data.waitingList.length === 0) return null;
  const locale = LOCALES[language];
  // On the resort's clock, as every time of the desk; joining may be days before the slot, so with its day.
  const clock = (instant: string) => formatResortTime(instant, language);
  const joined = (instant: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: RESORT_TIME_ZONE }).format(new Date(instant));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="desk-waiting-list">
        <caption className={styles.caption}>{t('day.waiting.caption', { start })}</caption>
        <TableHead columns={[[t('day.waiting.place'), styles.number], [t('day.waiting.customer')], [t('day.waiting.seats'), styles.number], [t('day.waiting.since')], [t('day.waiting.state')]]} />
        <tbody>
          {data.waitingList.map((entry) => (
            <tr key={entry.id} data-state={entry.state}>
              <td className={styles.number}>{entry.place ?? '–'}</td>
              <th scope="row">
                <span className={styles.waitingName}>{entry.customerName}</span>
                <span className={styles.muted}>{entry.email}</span>
              </th>
              <td className={styles.number}>{entry.seats}</td>
              <td>{entry.since ? <time dateTime={entry.since}>{joined(entry.since)}</time> : '–'}</td>
              <td>
                {entry.state === 'OFFERED' ? (
                  <span className={styles.offered}>{t('day.waiting.OFFERED', { time: entry.offerEndsAt ? clock(entry.offerEndsAt) : '–' })}</span>
                ) : (
                  t('day.waiting.WAITING')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
