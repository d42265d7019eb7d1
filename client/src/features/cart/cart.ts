/**
 * The browser cart (spec 001 §3.1, §4): kept in localStorage under `cart` as
 * `{ date, forfaits, equipments, atividades, aulas, packs, vouchers }`, each list of `{ id, quantity }`,
 * plus the entrance tickets of timed reservations (spec 002 §3 "Local cart": `entrance`, and the
 * day they are for, `entranceDate`).
 * It holds ids and quantities only: prices and totals always come from the server's quote.
 */

export const CART_STORAGE_KEY = 'cart';

/** spec 001 §4, §9: a cart whose date is more than about 2 hours old is discarded on load. */
export const CART_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** The most of one product a cart line may hold (the gateway's CartLineInput accepts 0 to 99). */
export const MAX_QUANTITY = 99;

/** The cart's lists, as stored, and the product kind of the schema each holds. */
export const CART_LISTS = {
  forfaits: 'PASS',
  equipments: 'EQUIPMENT',
  atividades: 'ACTIVITY',
  aulas: 'LESSON',
  packs: 'PACK',
  vouchers: 'VOUCHER',
} as const;

export type CartList = keyof typeof CART_LISTS;
export type CartKind = (typeof CART_LISTS)[CartList];

const LIST_NAMES = Object.keys(CART_LISTS) as CartList[];

export interface CartEntry {
  readonly id: number;
  readonly quantity: number;
}

export type Cart = { readonly date: string } & { readonly [L in CartList]: readonly CartEntry[] } & {
  /** spec 002 §3: entrance tickets (`EntranceTicket.databaseId` and quantity); ordered with the timed holds. */
  readonly entrance: readonly CartEntry[];
  /** The day the entrance tickets are for, `YYYY-MM-DD`; null before one is chosen. */
  readonly entranceDate: string | null;
};

/** A line of the schema's `CartLineInput`. */
export interface CartLine {
  kind: CartKind;
  productId: number;
  quantity: number;
}

/** A stored entry, when it is a valid `{ id, quantity }` (a whole id above 0, a whole quantity 0 to 99). */
function entryOf(value: unknown): CartEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, quantity } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) return null;
  return { id, quantity };
}

/**
 * A stored list: entries that are not a valid `{ id, quantity }` are dropped, not the whole cart.
 * (Checked by hand rather than with zod: this module is in the start-up bundle, for the header.)
 */
function listOfStored(value: unknown): CartEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const entry = entryOf(item);
    return entry ? [entry] : [];
  });
}

export function emptyCart(now: Date = new Date()): Cart {
  return { date: now.toISOString(), forfaits: [], equipments: [], atividades: [], aulas: [], packs: [], vouchers: [], entrance: [], entranceDate: null };
}

/**
 * The cart a stored text stands for, at `now`: an empty one when there is none, when it cannot be
 * read, or when its date is more than the lifetime ago (spec 001 §4 "Cart expiry"). `discarded`
 * says that a stored text was thrown away, so the caller removes it from storage too.
 */
export function loadCart(text: string | null, now: Date = new Date()): { cart: Cart; discarded: boolean } {
  if (!text) return { cart: emptyCart(now), discarded: false };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { cart: emptyCart(now), discarded: true };
  }
  if (typeof json !== 'object' || json === null) return { cart: emptyCart(now), discarded: true };
  const stored = json as Record<string, unknown>;
  const date = typeof stored['date'] === 'string' ? Date.parse(stored['date']) : Number.NaN;
  if (Number.isNaN(date) || now.getTime() - date > CART_LIFETIME_MS) return { cart: emptyCart(now), discarded: true };
  const cart = emptyCart(new Date(date));
  const entranceDate = typeof stored['entranceDate'] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(stored['entranceDate']) ? stored['entranceDate'] : null;
  return {
    cart: { ...cart, ...Object.fromEntries(LIST_NAMES.map((name) => [name, listOfStored(stored[name])])), entrance: listOfStored(stored['entrance']), entranceDate },
    discarded: false,
  };
}

export function parseCart(text: string | null, now: Date = new Date()): Cart {
  return loadCart(text, now).cart;
}

/** How many of a product the cart holds. */
export function quantityOf(cart: Cart, list: CartList, id: number): number {
  return cart[list].find((entry) => entry.id === id)?.quantity ?? 0;
}

/**
 * The cart with a product's quantity set, dated `now` (spec 001 §4: every change stamps the date).
 * A quantity that is not a whole number from 0 to 99 is ignored (the cart is returned unchanged):
 * quantities never go below 0.
 */
export function withQuantity(cart: Cart, list: CartList, id: number, quantity: number, now: Date = new Date()): Cart {
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY || !Number.isInteger(id) || id <= 0) return cart;
  const exists = cart[list].some((entry) => entry.id === id);
  // A product keeps its place in the list; a line of 0 stays (it produces no order line).
  const entries = exists ? cart[list].map((entry) => (entry.id === id ? { id, quantity } : entry)) : [...cart[list], { id, quantity }];
  return { ...cart, date: now.toISOString(), [list]: entries };
}

/** The cart with a product's quantity changed by `delta`; a change below 0 is ignored. */
export function withChange(cart: Cart, list: CartList, id: number, delta: number, now: Date = new Date()): Cart {
  return withQuantity(cart, list, id, quantityOf(cart, list, id) + delta, now);
}

/** How many products the cart holds, entrance tickets included (the header's cart menu shows when above 0). */
export function productCount(cart: Cart): number {
  const count = (entries: readonly CartEntry[]) => entries.reduce((n, entry) => n + entry.quantity, 0);
  return LIST_NAMES.reduce((sum, name) => sum + count(cart[name]), count(cart.entrance));
}

/** How many products the shop's lists hold (the shop's cart page orders these; entrance tickets are ordered with the holds). */
export function shopProductCount(cart: Cart): number {
  return LIST_NAMES.reduce((sum, name) => sum + cart[name].reduce((n, entry) => n + entry.quantity, 0), 0);
}

/**
 * The cart with an entrance ticket's quantity changed by `delta` for a day (spec 002 §3: never
 * below 0, at most 99). Choosing another day keeps the tickets and moves them to that day.
 */
export function withEntranceChange(cart: Cart, id: number, delta: number, day: string, now: Date = new Date()): Cart {
  const current = cart.entrance.find((entry) => entry.id === id)?.quantity ?? 0;
  const quantity = current + delta;
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY || !Number.isInteger(id) || id <= 0) return cart;
  const entrance = cart.entrance.some((entry) => entry.id === id) ? cart.entrance.map((entry) => (entry.id === id ? { id, quantity } : entry)) : [...cart.entrance, { id, quantity }];
  return { ...cart, date: now.toISOString(), entrance: entrance.filter((entry) => entry.quantity > 0), entranceDate: day };
}

/** The cart with the entrance tickets' day changed. */
export function withEntranceDate(cart: Cart, day: string, now: Date = new Date()): Cart {
  return cart.entranceDate === day ? cart : { ...cart, date: now.toISOString(), entranceDate: day };
}

/** spec 001 §4: only entries with a quantity above 0 produce order lines. */
export function cartLines(cart: Cart): CartLine[] {
  return LIST_NAMES.flatMap((name) =>
    cart[name].filter((entry) => entry.quantity > 0).map((entry) => ({ kind: CART_LISTS[name], productId: entry.id, quantity: entry.quantity })),
  );
}

/** The cart list a product kind is kept in. */
export function listOf(kind: CartKind): CartList {
  return LIST_NAMES.find((name) => CART_LISTS[name] === kind) ?? 'atividades';
}
