import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OrderRow, orders } from '../db/schema.ts';

/** A customer's orders, newest first (spec 001 §2.5 purchase history). */
export function listOrdersOfEntity(db: Db, companyCode: string, entityId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.companyCode, companyCode), eq(orders.entityId, entityId)))
    .orderBy(desc(orders.timestamp), desc(orders.id));
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order a payment key belongs to (id_usado_para_gerar_pagamento is unique). */
export async function findOrderByPaymentKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentKey, key)).limit(1);
  return row;
}
