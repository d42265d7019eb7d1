import { useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { useAccountDialogs } from '../account/index.ts';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { SlotList_query$key } from './__generated__/SlotList_query.graphql';
import type { SlotList_service$data, SlotList_service$key } from './__generated__/SlotList_service.graphql';
import type { SlotListAvailabilitySubscription } from './__generated__/SlotListAvailabilitySubscription.graphql';
import { formatPrice } from './money.ts';
import styles from './reservations.module.css';
import { formatDay } from '../../shared/time.ts';
import { useHoldMutations } from './useHoldMutations.ts';
import { useWaitingEntries } from './WaitingEntries.ts';
import { entryOfSlot } from './waiting-state.ts';
import { WaitingListAction } from './WaitingListAction.tsx';

type Slot = SlotList_service$data['slots'][number];

const availability = graphql`
  subscription SlotListAvailabilitySubscription($serviceId: ID!, $date: Date!) {
    slotAvailability(serviceId: $serviceId, date: $date) {
      id
      remaining
      waitingCount
      startTime
      endTime
      period
      price {
        amount
        currency
      }
    }
  }
`;

interface SlotListProps {
  service: SlotList_service$key;
  day: string;
  signedIn: boolean;
  maxItems: number | null;
  /** The customer's page query: its timed cart's waiting entries. Without it (the desk) full slots offer no waiting list. */
  query?: SlotList_query$key | null;
}

/**
 * The slots of the chosen day (spec 002 §2): for WEL a morning and an afternoon row, one row
 * otherwise; each with 'book', start, end, price and seats left. The seats follow the server live
 * (`slotAvailability` updates each slot's record in place). A visitor's click opens the login
 * modal (spec 002 §5); a signed-in person's click holds one seat, and a refusal says why. A full
 * slot offers its waiting list, with how many wait (WaitingListAction).
 */
export function SlotList({ service, day, signedIn, maxItems, query = null }: SlotListProps) {
  const data = useFragment(
    graphql`
      fragment SlotList_service on Service @argumentDefinitions(date: { type: "Date!" }) {
        id
        name
        group
        slots(date: $date) {
          id
          startTime
          endTime
          period
          remaining
          waitingCount
          price {
            amount
            currency
          }
        }
      }
    `,
    service,
  );
  const waiting = useFragment(
    graphql`
      fragment SlotList_query on Query {
        timedCart {
          ...WaitingEntries_cart
        }
      }
    `,
    query,
  );
  const entries = useWaitingEntries(waiting?.timedCart);
  const { t, language } = useReservationsTranslation();
  const dialogs = useAccountDialogs();
  const { hold, busy } = useHoldMutations(maxItems);
  const [message, setMessage] = useState<Message | null>(null);
  const [held, setHeld] = useState('');

  const config = useMemo<GraphQLSubscriptionConfig<SlotListAvailabilitySubscription>>(
    () => ({ subscription: availability, variables: { serviceId: data.id, date: day } }),
    [data.id, day],
  );
  useSubscription(config);

  const choose = async (slot: Slot) => {
    if (!signedIn) {
      dialogs.open('login');
      return;
    }
    if (busy) return;
    setHeld('');
    const outcome = await hold(slot.id);
    if (outcome.ok) setHeld(t('service.held', { name: data.name, start: slot.startTime }));
    else setMessage({ title: t('errors.title'), text: outcome.message, tone: 'error' });
  };

  const rows: Array<{ key: string; title: string | null; slots: ReadonlyArray<Slot> }> =
    data.group === 'WEL'
      ? [
          { key: 'morning', title: t('service.morning'), slots: data.slots.filter((slot) => slot.period === 'MORNING') },
          { key: 'afternoon', title: t('service.afternoon'), slots: data.slots.filter((slot) => slot.period === 'AFTERNOON') },
        ]
      : [{ key: 'all', title: null, slots: data.slots }];

  return (
    <section aria-labelledby="slot-list" className={styles.slotRows}>
      <h2 id="slot-list">{t('service.slotsOf', { date: formatDay(day, language) })}</h2>
      {data.slots.length === 0 ? (
        <p>{t('service.noSlots')}</p>
      ) : (
        rows
          .filter((row) => row.slots.length > 0)
          .map((row) => (
            <div key={row.key} data-period={row.key}>
              {row.title && <h3>{row.title}</h3>}
              <ul className={styles.slotRow}>
                {row.slots.map((slot) => {
                  const price = formatPrice(slot.price, language);
                  return (
                    <li key={slot.id}>
                      <button
                        type="button"
                        className={styles.slot}
                        disabled={slot.remaining <= 0}
                        aria-haspopup={signedIn ? undefined : 'dialog'}
                        data-slot-id={slot.id}
                        onClick={() => void choose(slot)}
                        onPointerEnter={signedIn ? undefined : dialogs.preload}
                      >
                        <span className={styles.slotBook}>{slot.remaining > 0 ? t('service.book') : t('service.full')}</span>
                        <span className={styles.slotTime}>
                          {slot.startTime} – {slot.endTime}
                        </span>
                        <span>{price}</span>
                        <span data-testid="seats">{t('service.seats', { count: slot.remaining })}</span>
                      </button>
                      {query && (
                        <WaitingListAction
                          slot={slot}
                          entry={entryOfSlot(entries, slot.id)}
                          signedIn={signedIn}
                          onStatus={setHeld}
                          onError={(text) => setMessage({ title: t('errors.waitingTitle'), text, tone: 'error' })}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))
      )}
      <p role="status" aria-live="polite">
        {held}
      </p>
      <MessageDialog message={message} okLabel={t('live.ok')} onClose={() => setMessage(null)} />
    </section>
  );
}
