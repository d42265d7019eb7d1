import { billingInput, type BillingInput, type BillingStepValues } from '../shop/index.ts';
import { centsOf, reservationCart, type ReservationLine, totalOf } from '../reservations/index.ts';

/** The `placeDeskOrder` input as the desk builds it (schema `PlaceDeskOrderInput`). */
export interface DeskOrderInput {
  idempotencyKey: string;
  holdIds: string[];
  entrance: Array<{ productId: number; quantity: number; date: string }>;
  billing: BillingInput;
  termsAccepted: boolean;
  customerId: number | null;
}

/**
 * The desk order (spec 002 §4 "Confirming a desk order"): the clerk's held slots by hold id and
 * the entrance tickets by product id, quantity and day; the walk-in customer's billing data; the
 * key made once for this checkout, so a retry places one order. The server prices it, never the
 * browser.
 */
export function deskOrderInput(
  lines: ReadonlyArray<ReservationLine>,
  entranceDate: string | null,
  billing: BillingStepValues,
  idempotencyKey: string,
  customerId: number | null,
): DeskOrderInput {
  const { holdIds, entrance } = reservationCart(lines, entranceDate);
  return {
    idempotencyKey,
    holdIds,
    entrance,
    billing: billingInput(billing),
    termsAccepted: billing.termsAccepted,
    customerId,
  };
}

/** spec 002 §4: only a total above 0 is confirmed and placed; anything else is the 'order finalized' error. */
export function isPayable(lines: ReadonlyArray<Pick<ReservationLine, 'unitPrice' | 'quantity'>>): boolean {
  return centsOf(totalOf(lines).amount) > 0;
}
