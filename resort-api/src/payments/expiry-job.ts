import { PAYMENT_STATES } from '@estancia/resort-contract';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, payments } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Clock } from '../reservations/hold-locks.ts';
import { releaseSeatsOfOrders } from '../reservations/hold-release.ts';
import { DEFAULT_EXPIRY_INTERVAL_MS } from './deadlines.ts';

export interface ExpiryReport {
  /** Pending payment attempts past their time (MB WAY after about four minutes, references after three days…). */
  payments: number;
  /** Orders still unpaid at their payment deadline, now cancelled (pagamento_pendente -1). */
  orders: number;
  /** Holds of timed slots that the cancelled orders had bought, given back (spec 002 §4). */
  releasedHolds: number;
}

/**
 * Cancels what was not paid in time (spec 001 §1, §4: "an order not paid by its payment deadline
 * is cancelled"), as of `now`. Each change is one conditional UPDATE: a payment settled meanwhile
 * (its notification holds the row lock) no longer matches when the lock is released, so a paid
 * order is never cancelled. The seats of the cancelled orders are counted at `clock`'s instant
 * once their locks are held (releaseSeatsOfOrders), not at `now`, which may be long past by then.
 */
export async function expireUnpaid(db: Db, now: Date, clock: Clock = () => now): Promise<ExpiryReport> {
  return db.transaction(async (tx) => {
    // Orders first, then payments: the order in which checkout and notifications lock them.
    const expiredOrders = await tx
      .update(orders)
      .set({ pagamentoPendente: PAYMENT_STATES.failed, modifiedAt: now })
      .where(and(eq(orders.pagamentoPendente, PAYMENT_STATES.pending), lte(orders.prazoPagamento, now)))
      .returning({ id: orders.id });
    const expiredPayments = await tx
      .update(payments)
      .set({ status: -1, settledAt: now })
      .where(and(eq(payments.status, 0), lte(payments.expiresAt, now)))
      .returning({ id: payments.id });
    // A cancelled order's slots are free again for everyone else.
    const releasedHolds = await releaseSeatsOfOrders(
      tx,
      expiredOrders.map((order) => order.id),
      clock,
    );
    return { payments: expiredPayments.length, orders: expiredOrders.length, releasedHolds };
  });
}

export interface ExpiryJob {
  /** Runs once now (also what each tick does). */
  runOnce(): Promise<ExpiryReport>;
  stop(): void;
}

/** Runs expireUnpaid every `intervalMs` with the injected clock; one run at a time. */
export function startExpiryJob(options: {
  db: Db;
  logger: Logger;
  now?: () => Date;
  intervalMs?: number;
}): ExpiryJob {
  const now = options.now ?? (() => new Date());
  let running: Promise<ExpiryReport> | null = null;
  const runOnce = () => {
    running ??= expireUnpaid(options.db, now(), now).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().then(
      (report) => {
        if (report.orders > 0 || report.payments > 0 || report.releasedHolds > 0) options.logger.info(report, 'unpaid orders and payments expired');
      },
      (error: unknown) => options.logger.error({ err: error }, 'the payment expiry job failed'),
    );
  }, options.intervalMs ?? DEFAULT_EXPIRY_INTERVAL_MS);
  // The job must not keep a stopping process alive.
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
