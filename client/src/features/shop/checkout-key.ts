/**
 * The idempotency key of one checkout (schema `PlaceOrderInput.idempotencyKey`): made once, kept in
 * sessionStorage until the order is placed, so a retry (a double click, a lost answer, a reload)
 * places one order only.
 */
const KEY = 'checkout-key';

export function checkoutKey(): string {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    if (stored) return stored;
    const made = crypto.randomUUID();
    window.sessionStorage.setItem(KEY, made);
    return made;
  } catch {
    return (memoryKey ??= crypto.randomUUID());
  }
}

let memoryKey: string | undefined;

/** Forgets the key once its order is placed: the next checkout is a new order. */
export function clearCheckoutKey(): void {
  memoryKey = undefined;
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
