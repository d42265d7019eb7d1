import { useMemo, useState, type ReactNode } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast, Toaster } from 'sonner';
import { MessageDialog, type Message } from '../../components/ui/dialogs/AlertDialogs.tsx';
import { useReservationsTranslation } from '../../i18n/reservations-i18n.ts';
import type { LiveTimedCartEventsSubscription } from './__generated__/LiveTimedCartEventsSubscription.graphql';
import type { LiveTimedCartSubscription } from './__generated__/LiveTimedCartSubscription.graphql';
import type { TimedCartData_cart$key } from './__generated__/TimedCartData_cart.graphql';
import { HoldAlerts } from './HoldAlerts.tsx';
import { isOwnRequestEcho } from './own-requests.ts';
import styles from './live.module.css';
import { useTimedCartData, type TimedCartLineData } from './TimedCartData.ts';

const cartSubscription = graphql`
  subscription LiveTimedCartSubscription {
    timedCart {
      ...TimedCartData_cart
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

/**
 * The signed-in viewer's timed cart, live (spec 002 §2, §4): the `timedCart` subscription answers
 * with the cart now and at every change, written in place into the store's `timedCart` record
 * (a subscription's root fields live on the store's root, as the query's do, so the cart page's
 * query shares it), and the panel follows that record. Hold events become a toast
 * naming the lapsed product, a dialog with the resort's message, or a quiet status line while the
 * channel reconnects. Nothing here reloads the page.
 */
export function LiveTimedCart({ children }: { children: (lines: ReadonlyArray<TimedCartLineData>) => ReactNode }) {
  const { t } = useReservationsTranslation();
  const [notice, setNotice] = useState<Message | null>(null);
  const [channel, setChannel] = useState('');
  // The subscription's record: every later answer, and the hold mutations, change it in place.
  // A language switch changes the environment (and store): a record of the old one is not read.
  const environment = useRelayEnvironment();
  const [answer, setAnswer] = useState<{ environment: typeof environment; cart: TimedCartData_cart$key } | null>(null);
  const cart = useTimedCartData(answer?.environment === environment ? answer.cart : null);

  const cartConfig = useMemo<GraphQLSubscriptionConfig<LiveTimedCartSubscription>>(
    () => ({
      subscription: cartSubscription,
      variables: {},
      onNext: (response) => {
        setChannel('');
        if (response) setAnswer({ environment, cart: response.timedCart });
      },
    }),
    [environment],
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
          if (!isOwnRequestEcho()) setNotice({ title: event.success ? t('live.noticeSuccess') : t('live.noticeTitle'), text: event.message, tone: event.success ? 'success' : 'error' });
        } else if (event.__typename === 'HoldChannelDown') setChannel(event.reconnecting ? t('live.reconnecting') : '');
      },
    }),
    [t],
  );
  useSubscription(eventsConfig);

  const lines = cart?.lines ?? [];
  return (
    <>
      {children(lines)}
      {/* Its one-second clock runs only while something is held. */}
      {lines.length > 0 && <HoldAlerts lines={lines} maxItems={cart?.maxItems ?? null} />}
      <p className={styles.channel} role="status">
        {channel}
      </p>
      <Toaster position="bottom-left" closeButton duration={8000} />
      <MessageDialog message={notice} okLabel={t('live.ok')} onClose={() => setNotice(null)} />
    </>
  );
}
