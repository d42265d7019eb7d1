import { useSyncExternalStore } from 'react';
import { type Cart } from './cart.ts';
import { readCart, subscribeCart } from './cart-store.ts';

/** The browser cart, re-rendering on every change in this tab or another (storage event). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribeCart, readCart, readCart);
}
