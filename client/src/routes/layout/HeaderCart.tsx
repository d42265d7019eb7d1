import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useLocation } from 'react-router-dom';
import { productCount, shopProductCount, useCart } from '../../features/cart/index.ts';
import { isBookingPage, loadLiveTimedCart, type TimedCartLineData, useHoldChannel, useTimedCartData, useWaitingEntries } from '../../features/reservations/index.ts';
import type { HeaderCart_query$key } from './__generated__/HeaderCart_query.graphql';
import styles from './HeaderAccount.module.css';

// The menu (the shop's and reservations' texts) loads only once the cart holds something.
const CartMenu = lazy(async () => ({ default: (await import('./CartMenu.tsx')).CartMenu }));
// The live timed cart (subscriptions, alerts, toasts) loads only when it first has to run.
const LiveTimedCart = lazy(async () => ({ default: (await loadLiveTimedCart()).LiveTimedCart }));

const NO_HOLDS: ReadonlyArray<TimedCartLineData> = [];

/**
 * The top bar's cart entry (spec 002 §2 "Top navigation cart panel"): shown only when the browser
 * cart and the timed cart together hold at least one product, and in step with the lists, other
 * tabs (the cart's storage event) and the server's holds. Staff go to the desk's cart; others to
 * the reservation cart when it holds reservations, else to the shop's cart.
 *
 * The timed cart comes with the page's own query (null for a visitor). The live timed cart, whose
 * subscriptions cost the gateway an upstream socket per viewer, runs only while that cart holds
 * something, while the viewer waits in a slot's waiting list, or on a booking page; it writes into
 * the same store record this reads.
 */
export function HeaderCart({ query, signedIn = false, staff = false }: { query: HeaderCart_query$key; signedIn?: boolean; staff?: boolean }) {
  const data = useFragment(
    graphql`
      fragment HeaderCart_query on Query {
        timedCart {
          ...TimedCartData_cart
          ...WaitingEntries_cart
        }
      }
    `,
    query,
  );
  const timedCart = useTimedCartData(data.timedCart);
  const timed = timedCart?.lines ?? NO_HOLDS;
  const cart = useCart();
  const { pathname } = useLocation();
  // A customer in a waiting list keeps it on every page: an offer must reach the page open now.
  const waiting = useWaitingEntries(data.timedCart);
  const live = useHoldChannel(signedIn, timed.length > 0 || waiting.length > 0 || isBookingPage(pathname));
  // Once loaded, the live part stays for the page: a toast about a lapsed hold outlives the channel.
  const [liveShown, setLiveShown] = useState(live);
  if (live && !liveShown) setLiveShown(true);

  const count = productCount(cart) + timed.reduce((sum, line) => sum + line.quantity, 0);
  const reservations = timed.length > 0 || shopProductCount(cart) === 0;
  const cartPath = staff ? '/desk/cart' : reservations ? '/reservation/cart' : '/store/cart';
  return (
    <>
      {/* Each loads on its own: the one loading does not hide the other. */}
      <Suspense fallback={null}>{count > 0 && <CartMenu count={count} timed={timed} cartPath={cartPath} />}</Suspense>
      {/* Out of the row (its parts show fixed on the screen), so the row keeps its width whether
          React has them in place yet or not while their code loads. */}
      <div className={styles.live}>
        <Suspense fallback={null}>{liveShown && <LiveTimedCart live={live} lines={timed} maxItems={timedCart?.maxItems ?? null} waiting={waiting} />}</Suspense>
      </div>
    </>
  );
}
