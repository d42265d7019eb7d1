import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import { toast, Toaster } from 'sonner';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { LiveTimedCartEventsSubscription } from './__generated__/LiveTimedCartEventsSubscription.graphql';
import type { LiveTimedCartSubscription } from './__generated__/LiveTimedCartSubscription.graphql';
import { HoldAlerts } from './HoldAlerts.tsx';
import { isOwnRequestEcho } from './own-requests.ts';
import styles from './live.module.css';
import type { TimedCartLineData } from './TimedCartData.ts';
import type { WaitingEntryData } from './WaitingEntries.ts';
import { WaitingOfferNotice } from './WaitingOfferNotice.tsx';

const cartSubscription = graphql`
  subscription LiveTimedCartSubscription {
    timedCart {
      ...TimedCartData_cart
      ...WaitingEntries_cart
    }
  }
`;

const eventsSubscription = graphql`
  subscription LiveTimedCartEventsSubscription {
    holdEvents {
      __typename
      ... on HoldExpired {
        holdId
        productName
      }
      ... on HoldNotice {
        success
        message
      }
      ... on HoldChannelDown {
        closeCode
        reconnecting
      }
    }
  }
`;

interface ChannelProps {
  onNotice: (notice: Message) => void;
  onChannel: (status: string) => void;
}

/**
 * Relay keeps each subscription answer under a root of its own: the cart it carries is linked to
 * the store's root `timedCart` too, which the header and the cart pages read through their page
 * query. The cart has an id, so this is the record they already show unless their read of it failed.
 */
function linkCartToRoot(store: RecordSourceSelectorProxy): void {
  const cart = store.getRootField('timedCart');
  if (cart) store.getRoot().setLinkedRecord(cart, 'timedCart');
}

/**
 * The two subscriptions of the viewer's hold channel (spec 002 §4). The `timedCart` answers with
 * the cart now and at every change, written in place into the store's one `TimedCart` record.
 * Hold events become a toast naming the lapsed product, a dialog with the resort's message, or a
 * quiet status line while the channel reconnects. Nothing here reloads the page.
 */
function HoldChannel({ onNotice, onChannel }: ChannelProps) {
  const { t } = useReservationsTranslation();
  const cartConfig = useMemo<GraphQLSubscriptionConfig<LiveTimedCartSubscription>>(
    () => ({ subscription: cartSubscription, variables: {}, updater: linkCartToRoot, onNext: () => onChannel('') }),
    [onChannel],
  );
  useSubscription(cartConfig);

  const eventsConfig = useMemo<GraphQLSubscriptionConfig<LiveTimedCartEventsSubscription>>(
    () => ({
      subscription: eventsSubscription,
      variables: {},
      onNext: (response) => {
        const event = response?.holdEvents;
        if (!event) return;
        // spec 002 §4, §8: each event is shown where it is; none reloads the page.
        if (event.__typename === 'HoldExpired') toast.warning(t('live.expired', { name: event.productName }));
        // The answer to this page's own request was shown by the request itself.
        else if (event.__typename === 'HoldNotice') {
          if (!isOwnRequestEcho()) onNotice({ title: event.success ? t('live.noticeSuccess') : t('live.noticeTitle'), text: event.message, tone: event.success ? 'success' : 'error' });
        } else if (event.__typename === 'HoldChannelDown') onChannel(event.reconnecting ? t('live.reconnecting') : '');
      },
    }),
    [onChannel, onNotice, t],
  );
  useSubscription(eventsConfig);
  return null;
}

interface LiveTimedCartProps {
  live: boolean;
  lines: ReadonlyArray<TimedCartLineData>;
  maxItems: number | null;
  /** The viewer's places in waiting lists: an offer among them is announced on any page. */
  waiting?: ReadonlyArray<WaitingEntryData>;
}

const NOT_WAITING: ReadonlyArray<WaitingEntryData> = [];

/**
 * The signed-in viewer's live timed cart (spec 002 §2, §4): the hold channel while `live`, the
 * expiry warning with its one-click extension while something is held, the notice of seats offered
 * from a waiting list, and the place its toasts and dialogs show. The channel stops when nothing is
 * held or waited for off the booking pages; what it showed (a toast about a lapsed hold) stays.
 */
export function LiveTimedCart({ live, lines, maxItems, waiting = NOT_WAITING }: LiveTimedCartProps) {
  const { t } = useReservationsTranslation();
  const [notice, setNotice] = useState<Message | null>(null);
  const [channel, setChannel] = useState('');
  return (
    <>
      {live && <HoldChannel onNotice={setNotice} onChannel={setChannel} />}
      <div className={styles.stack}>
        {/* In the page before an offer comes, so its live region speaks the offer. */}
        <WaitingOfferNotice entries={waiting} lines={lines} />
        {/* Its one-second clock runs only while something is held. */}
        {lines.length > 0 && <HoldAlerts lines={lines} maxItems={maxItems} />}
      </div>
      {/* Hidden by its own attribute while empty, not by this module's styles: those come with this
          part's code, after a server-rendered page has painted it in the header's row. */}
      <p className={styles.channel} role="status" hidden={!live || channel === ''}>
        {live ? channel : ''}
      </p>
      <Toaster position="bottom-left" closeButton duration={8000} />
      <MessageDialog message={notice} okLabel={t('live.ok')} onClose={() => setNotice(null)} />
    </>
  );
}
