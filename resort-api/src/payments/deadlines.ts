/**
 * How long each payment can be made (spec 001 §4: "an order not paid by its payment deadline is
 * cancelled"). The expiry job (expiry-job.ts) cancels what is still unpaid after these.
 */
const MINUTE_MS = 60_000;

/** A new order waits this long for its checkout (choosing how to pay). */
export const UNPAID_ORDER_DEADLINE_MS = 60 * MINUTE_MS;

/** The hosted card page can be paid on for this long. */
export const CARD_PAGE_TIMEOUT_MS = 30 * MINUTE_MS;

/** An MB WAY request waits about four minutes for the customer's approval on the phone (design.md). */
export const MBWAY_TIMEOUT_MS = 4 * MINUTE_MS;

/** A Multibanco reference can be paid at an ATM or home banking for three days. */
export const MULTIBANCO_DEADLINE_MS = 3 * 24 * 60 * MINUTE_MS;

/** How often the server runs the expiry job by default. */
export const DEFAULT_EXPIRY_INTERVAL_MS = 60_000;
