import { lazy, Suspense } from 'react';
import { productCount, shopProductCount } from '../../features/cart/cart.ts';
import { useCart } from '../../features/cart/useCart.ts';
import type { TimedCartLineData } from '../../features/reservations/TimedCartData.ts';

// The menu (the shop's and reservations' texts) loads only once the cart holds something.
const CartMenu = lazy(async () => ({ default: (await import('./CartMenu.tsx')).CartMenu }));
// The live timed cart (subscriptions, alerts, toasts) loads for signed-in people only.
const LiveTimedCart = lazy(async () => ({ default: (await import('../../features/reservations/LiveTimedCart.tsx')).LiveTimedCart }));

const NO_HOLDS: ReadonlyArray<TimedCartLineData> = [];

/**
 * The top bar's cart entry (spec 002 §2 "Top navigation cart panel"): shown only when the browser
 * cart and the timed cart together hold at least one product, and in step with the lists, other
 * tabs (the cart's storage event) and the server's holds (the live timed cart of a signed-in
 * person). Staff go to the desk's cart; others to the reservation cart when it holds reservations,
 * else to the shop's cart.
 */
export function HeaderCart({ signedIn = false, staff = false }: { signedIn?: boolean; staff?: boolean }) {
  const cart = useCart();
  const menu = (timed: ReadonlyArray<TimedCartLineData>) => {
    const count = productCount(cart) + timed.reduce((sum, line) => sum + line.quantity, 0);
    if (count <= 0) return null;
    const reservations = timed.length > 0 || shopProductCount(cart) === 0;
    const cartPath = staff ? '/desk/cart' : reservations ? '/reservation/cart' : '/store/cart';
    return <CartMenu count={count} timed={timed} cartPath={cartPath} />;
  };
  return <Suspense fallback={null}>{signedIn ? <LiveTimedCart>{menu}</LiveTimedCart> : menu(NO_HOLDS)}</Suspense>;
}
