import { randomInt } from 'node:crypto';
import type { OrderLine, PurchaseCode } from '@estancia/resort-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type LessonPurchaseCodeRow, lessonPurchaseCodes } from '../db/lessons-schema.ts';
import type { OrderRow } from '../db/schema.ts';

/**
 * Purchase codes (spec 001 §5 "Lesson scheduling needs a purchase code that is valid and unused",
 * §6 "Lesson actions are authorised by a purchase code"): one per lesson bought, tied to its order
 * line. They exist once the order is paid; they are made on first need, so an order paid by any
 * route (card, MB WAY, Multibanco, the desk) gets them without the payment flow knowing lessons.
 */

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A fresh code, e.g. `K7QX-M4TD`. */
export function newPurchaseCode(random: () => number = () => randomInt(ALPHABET.length) / ALPHABET.length): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? 'A';
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Codes are compared without case, spaces or dashes: what a person types back. */
export function normaliseCode(typed: string): string {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  return bare.length === CODE_LENGTH ? `${bare.slice(0, 4)}-${bare.slice(4)}` : typed.trim().toUpperCase();
}

/** pagamento_pendente 1 and 2 are paid (spec 001 §4). */
export function isPaid(order: Pick<OrderRow, 'pagamentoPendente'>): boolean {
  return order.pagamentoPendente === 1 || order.pagamentoPendente === 2;
}

/** Whether an order line holds lessons (spec 001 §3.5 quantidade_aux_em_caso_de_aula, aula_marcada). */
export function isLessonLine(line: OrderLine): boolean {
  return line.details?.is_random === 'AULA' || line.aula_marcada || line.quantidade_aux_em_caso_de_aula > 0;
}

/**
 * Makes the missing codes of a paid order's lesson lines (quantidade per line); lessons of the
 * line already booked before codes existed (quantidade − remaining) get used codes. Idempotent.
 * Runs inside the caller's transaction, after the order row is locked (or while seeding).
 */
export async function ensurePurchaseCodes(tx: Tx, order: OrderRow, now: Date, random?: () => number): Promise<number> {
  if (!isPaid(order)) return 0;
  const existing = await tx.select().from(lessonPurchaseCodes).where(eq(lessonPurchaseCodes.orderId, order.id));
  const have = new Set(existing.map((row) => `${row.linePosition}:${row.seq}`));
  const rows: Array<typeof lessonPurchaseCodes.$inferInsert> = [];
  order.documento.linhas.forEach((line, index) => {
    if (!isLessonLine(line)) return;
    const position = line.id_produto_na_lista_linhas ?? index + 1;
    const booked = Math.max(0, line.quantidade - line.quantidade_aux_em_caso_de_aula);
    for (let seq = 1; seq <= line.quantidade; seq += 1) {
      if (have.has(`${position}:${seq}`)) continue;
      rows.push({
        companyCode: order.companyCode,
        code: newPurchaseCode(random),
        orderId: order.id,
        linePosition: position,
        productId: line.id_produto,
        seq,
        usedAt: seq <= booked ? order.timestamp : null,
        createdAt: now,
      });
    }
  });
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(lessonPurchaseCodes).values(rows).onConflictDoNothing().returning({ id: lessonPurchaseCodes.id });
  return inserted.length;
}

/** The order's codes, by line and number. */
export function codesOfOrder(db: Db | Tx, orderId: number): Promise<LessonPurchaseCodeRow[]> {
  return db
    .select()
    .from(lessonPurchaseCodes)
    .where(eq(lessonPurchaseCodes.orderId, orderId))
    .orderBy(asc(lessonPurchaseCodes.linePosition), asc(lessonPurchaseCodes.seq));
}

/** One of the order's codes, locked for the booking or cancel that reads it. */
export async function lockCodeOfOrder(tx: Tx, orderId: number, typed: string): Promise<LessonPurchaseCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(lessonPurchaseCodes)
    .where(and(eq(lessonPurchaseCodes.orderId, orderId), eq(lessonPurchaseCodes.code, normaliseCode(typed))))
    .for('update');
  return row;
}

export function toPurchaseCode(row: LessonPurchaseCodeRow): PurchaseCode {
  return {
    codigo_compra: row.code,
    id_encomenda: row.orderId,
    id_aula_dentro_encomenda: row.linePosition,
    id_produto: row.productId,
    usado: row.usedAt !== null,
    id_evento: row.eventId,
  };
}
