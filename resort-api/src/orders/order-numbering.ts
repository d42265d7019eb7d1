import { and, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderSeries, orders } from '../db/schema.ts';

/**
 * The series an order is numbered in (spec 001 §3.4 serie): per origin and year in the resort,
 * WEB2026 for the website, BAL2026 for the desk (balcão).
 */
export function seriesFor(origin: 'web' | 'desk', resortDate: string): string {
  return `${origin === 'desk' ? 'BAL' : 'WEB'}${resortDate.slice(0, 4)}`;
}

/**
 * The next number of a series, taken inside the caller's transaction (spec 001 §3.4: numbers
 * without gaps). The series row is created on first use, starting after the highest number
 * already stored (the demo history predates the row). The increment locks the row until the
 * transaction ends: concurrent orders of the series wait their turn, and an order that rolls back
 * returns its number, so no number is skipped or given twice.
 */
export async function nextOrderNumber(tx: Tx, companyCode: string, serie: string): Promise<number> {
  const [highest] = await tx
    .select({ numero: max(orders.numero) })
    .from(orders)
    .where(and(eq(orders.companyCode, companyCode), eq(orders.serie, serie)));
  await tx
    .insert(orderSeries)
    .values({ companyCode, serie, lastNumero: highest?.numero ?? 0 })
    .onConflictDoNothing();
  const [row] = await tx
    .update(orderSeries)
    .set({ lastNumero: sql`${orderSeries.lastNumero} + 1` })
    .where(and(eq(orderSeries.companyCode, companyCode), eq(orderSeries.serie, serie)))
    .returning({ numero: orderSeries.lastNumero });
  if (!row) throw new Error(`order series ${serie} could not be numbered`);
  return row.numero;
}
