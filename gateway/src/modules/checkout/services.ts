import type { PaymentStatus } from '../../__generated__/resolvers-types.ts';
import type { PlaceDeskOrderResult } from './desk-sale.ts';
import { SharedReads } from './shared-reads.ts';

/** A desk sale running in this process: what it was asked with, and its answer to come. */
export interface RunningDeskSale {
  readonly fingerprint: string;
  readonly sale: Promise<PlaceDeskOrderResult>;
}

/** The checkout module's process-wide parts, as its resolvers read them (`ctx.services.checkout`). */
export interface CheckoutServices {
  /**
   * Sales in progress in this process, by payment key: the same key sent again with the same input
   * while its sale runs (a double click, a retry after a timeout) waits for that sale's answer
   * instead of racing it; with another input it is refused. Across gateway replicas the resort
   * API's own idempotency (one order per payment key and request, replayed notifications, the same
   * checkout answered again) keeps it to one order.
   */
  readonly deskSalesInFlight: Map<string, RunningDeskSale>;
  /** The payment pages' reads of their orders, one per viewer and order however many pages follow it. */
  readonly orderReads: SharedReads<PaymentStatus | null>;
}

export function createCheckoutServices(): CheckoutServices {
  return { deskSalesInFlight: new Map(), orderReads: new SharedReads() };
}

declare module '../../kernel/context.ts' {
  interface ModuleServices {
    readonly checkout: CheckoutServices;
  }
}
