import { CART_STORAGE_KEY, emptyCart, loadCart, type Cart } from './cart.ts';

/**
 * The cart as the page sees it: read from localStorage, written back on every change, and kept
 * in step with other tabs through the `storage` event. Components read it with `useCart`
 * (useSyncExternalStore), so the header's cart menu and the lists never disagree.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: { text: string | null; cart: Cart } | null = null;

function storedText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): the cart lives for the page only.
    return memoryText;
  }
}

let memoryText: string | null = null;

/** The current cart; the same object until the stored text changes. */
export function readCart(): Cart {
  const text = storedText();
  if (snapshot === null || snapshot.text !== text) {
    const { cart, discarded } = loadCart(text);
    // An expired or unreadable cart is discarded from storage as well (spec 001 §4 "Cart expiry").
    if (discarded) removeStored();
    snapshot = { text: storedText(), cart };
  }
  return snapshot.cart;
}

function removeStored(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY);
  } catch {
    memoryText = null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Saves the cart and tells every reader on this page (other tabs hear the storage event). */
export function writeCart(cart: Cart): void {
  const text = JSON.stringify(cart);
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, text);
  } catch {
    memoryText = text;
  }
  notify();
}

/** Applies a change to the current cart and saves it; an ignored change saves nothing. */
export function updateCart(change: (cart: Cart) => Cart): Cart {
  const before = readCart();
  const after = change(before);
  if (after !== before) writeCart(after);
  return after;
}

/** Empties the cart (after an order is placed, spec 001 §4 "Placing the order"). */
export function clearCart(): void {
  removeStored();
  memoryText = null;
  snapshot = { text: null, cart: emptyCart() };
  notify();
}

export function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
