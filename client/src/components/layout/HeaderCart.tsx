import { lazy, Suspense } from 'react';
import { productCount } from '../../features/cart/cart.ts';
import { useCart } from '../../features/cart/useCart.ts';

// The menu (Radix, the shop's texts) loads only once the cart holds something.
const CartMenu = lazy(async () => ({ default: (await import('./CartMenu.tsx')).CartMenu }));

/**
 * The top bar's cart entry (spec 000 §2 "Top navigation"): shown only when the cart holds at least
 * one product, and in step with the lists and other tabs (the cart's storage event).
 */
export function HeaderCart() {
  const count = productCount(useCart());
  if (count <= 0) return null;
  return (
    <Suspense fallback={null}>
      <CartMenu count={count} />
    </Suspense>
  );
}
