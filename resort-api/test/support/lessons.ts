import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { type LessonEventRow, lessonEvents, lessonInstructors, lessonPurchaseCodes } from '../../src/db/lessons-schema.ts';
import { type OrderRow, orders } from '../../src/db/schema.ts';
import { toResortDate } from '../../src/lib/time.ts';

/**
 * Lesson data written straight into a test's database: an instructor of its own (so no demo
 * hour is touched), its events at given instants, and paid or unpaid orders of a customer with
 * one lesson line. Order numbers in a series of the tests' own.
 */
let nextNumber = 1 + Math.floor(Math.random() * 100_000) * 100;

export async function insertInstructor(db: Db, name = 'Instrutor de teste'): Promise<number> {
  const [row] = await db.insert(lessonInstructors).values({ companyCode: 'estancia', name }).returning({ id: lessonInstructors.id });
  if (!row) throw new Error('instructor insert returned no row');
  return row.id;
}

export async function insertLessonEvent(
  db: Db,
  spec: { instructorId: number; startsAt: Date; category?: 1 | 2; minutes?: number },
): Promise<LessonEventRow> {
  const category = spec.category ?? 1;
  const [row] = await db
    .insert(lessonEvents)
    .values({
      companyCode: 'estancia',
      instructorId: spec.instructorId,
      category,
      name: category === 1 ? 'Aula de ski' : 'Aula de snowboard',
      eventDate: toResortDate(spec.startsAt),
      startsAt: spec.startsAt,
      endsAt: new Date(spec.startsAt.getTime() + (spec.minutes ?? 60) * 60_000),
      location: 'Pista de teste',
      state: 'free',
      calendarId: String(category),
    })
    .returning();
  if (!row) throw new Error('event insert returned no row');
  return row;
}

/** An order of the entity with one line of `quantity` ski lessons (product 31), paid unless told. */
export async function insertLessonOrder(db: Db, entityId: number, spec: { quantity?: number; paid?: boolean } = {}): Promise<OrderRow> {
  const quantity = spec.quantity ?? 1;
  nextNumber += 1;
  const at = new Date('2026-01-10T10:00:00Z');
  const [row] = await db
    .insert(orders)
    .values({
      companyCode: 'estancia',
      entityId,
      serie: 'TESTAULAS',
      numero: nextNumber,
      data: toResortDate(at),
      timestamp: at,
      paymentKey: `test-lessons-${nextNumber}-${entityId}`,
      estadoPagamento: spec.paid === false ? 0 : 1,
      pagamentoPendente: spec.paid === false ? 0 : 1,
      metodoDePagamento: 0,
      documento: {
        rmb: null,
        user_info: { id_user: entityId, username: '', name: 'Teste', email: '', vat: '999999990', obs: '', addresses: [], contacts: [] },
        linhas: [
          {
            id_produto: 31,
            pretence_ao_produto: null,
            designacao: 'Aula de ski (1 hora)',
            subname: '',
            observation: '',
            unidade: 'un',
            id_produto_na_lista_linhas: 1,
            quantidade: quantity,
            preco_unitario: '28.455',
            taxa_iva: 23,
            taxa_desconto_linha: '0.00',
            total_iliquido: '28.46',
            total_desconto: '0.00',
            total_iliquido_com_desconto: '28.46',
            total_iva: '6.54',
            total_com_iva: '35.00',
            aula_marcada: false,
            quantidade_aux_em_caso_de_aula: quantity,
            details: { data_hora_compra: null, id_entidade: entityId, id_usado_para_gerar_pagamento: '', is_random: 'AULA' },
          },
        ],
        total_documento: '35.00',
        total_iva_documento: '6.54',
        total_iliquido_documento: '28.46',
        total_desconto_linha_documento: '0.00',
        taxa_desconto_global: '0.00',
        valor_desconto_global_a_aplicar: '0.00',
        total_iliquido_documento_com_deconto_linha_e_global: '28.46',
      },
    })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function eventRow(db: Db, id: number): Promise<LessonEventRow> {
  const [row] = await db.select().from(lessonEvents).where(eq(lessonEvents.id, id));
  if (!row) throw new Error(`no event ${id}`);
  return row;
}

/** The order's lesson line: remaining lessons and the booked flag. */
export async function lessonLine(db: Db, orderId: number): Promise<{ remaining: number; booked: boolean }> {
  const [row] = await db.select({ documento: orders.documento }).from(orders).where(eq(orders.id, orderId));
  const line = row?.documento.linhas[0];
  return { remaining: line?.quantidade_aux_em_caso_de_aula ?? -1, booked: line?.aula_marcada ?? false };
}

export async function usedCodes(db: Db, orderId: number): Promise<number> {
  const rows = await db.select().from(lessonPurchaseCodes).where(eq(lessonPurchaseCodes.orderId, orderId));
  return rows.filter((row) => row.usedAt !== null).length;
}
