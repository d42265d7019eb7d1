import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type PaymentAttemptMethod, type PaymentRow, payments } from '../db/schema.ts';

/** The newest payment attempt of an order by a method. */
export async function latestPaymentOf(db: Db | Tx, orderId: number, method: PaymentAttemptMethod): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, method)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

export async function findPaymentByRef(db: Db | Tx, ref: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.ref, ref)).limit(1);
  return row;
}

export async function findPaymentByToken(db: Db, token: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.sandboxToken, token)).limit(1);
  return row;
}
