import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { type ServiceSlotRow, productCollisions, serviceSlots, timerSettings } from '../../src/db/reservations-schema.ts';
import { orders } from '../../src/db/schema.ts';
import { toResortDate } from '../../src/lib/time.ts';
import { orderLine, paymentKey, seatLine } from './orders.ts';

/** Services of the demo catalogue (kind service): 41 Circuito termal (SPA), 42 Massagem relaxante (WEL). */
export const SPA_PRODUCT = 41;
export const WEL_PRODUCT = 42;

let nextEvent = 9_000_000 + Math.floor(Math.random() * 100_000) * 10;

/**
 * A slot written straight into the test's database. Event ids far above the demo data's, and
 * starts at 37 seconds past the minute, so they never meet a demo slot's unique keys.
 */
export async function insertSlot(
  db: Db,
  spec: { productId?: number; startsAt: Date; minutes?: number; capacity: number; netPrice?: string; visible?: boolean; activo?: boolean },
): Promise<ServiceSlotRow> {
  const startsAt = new Date(Math.floor(spec.startsAt.getTime() / 60_000) * 60_000 + 37_000);
  nextEvent += 1;
  const [row] = await db
    .insert(serviceSlots)
    .values({
      companyCode: 'estancia',
      eventId: nextEvent,
      productId: spec.productId ?? SPA_PRODUCT,
      eventDate: toResortDate(startsAt),
      startsAt,
      endsAt: new Date(startsAt.getTime() + (spec.minutes ?? 60) * 60_000),
      capacity: spec.capacity,
      netPrice: spec.netPrice ?? '14.634',
      visible: spec.visible ?? true,
      activo: spec.activo ?? true,
    })
    .returning();
  if (!row) throw new Error('slot insert returned no row');
  return row;
}

/** The company's timer settings (null columns read as the defaults). */
export async function setTimerSettings(
  db: Db,
  settings: { minutes?: number | null; tolerance?: number | null; maxItems?: number | null },
): Promise<void> {
  const values = {
    timeCountDown: settings.minutes == null ? null : String(settings.minutes),
    intervaloTolerancia: settings.tolerance ?? null,
    numeroMaximoEventosNoCarrinho: settings.maxItems ?? null,
  };
  await db
    .insert(timerSettings)
    .values({ companyCode: 'estancia', ...values })
    .onConflictDoUpdate({ target: timerSettings.companyCode, set: values });
}

/** Two services whose overlapping slots cannot be held together (stored both ways). */
export async function insertCollision(db: Db, productId: number, otherProductId: number): Promise<void> {
  await db
    .insert(productCollisions)
    .values([
      { companyCode: 'estancia', productId, otherProductId },
      { companyCode: 'estancia', productId: otherProductId, otherProductId: productId },
    ])
    .onConflictDoNothing();
}

/** A hold request item for a slot, as the channel's clients send it. */
export function holdItem(slot: Pick<ServiceSlotRow, 'id' | 'productId' | 'eventId'>, clientId: number, quantidade = 1, extra: { pedido?: string; lista?: number[] } = {}) {
  return {
    id_prod: slot.productId,
    id_event: slot.eventId,
    id_stock: slot.id,
    quantidade,
    id_user: clientId,
    prod_timer: null,
    lista_incompativel: extra.lista ?? [],
    info: extra.pedido === undefined ? {} : { pedido: extra.pedido },
  };
}

let nextNumber = 900_000;

/**
 * An order written straight into the test's database, awaiting payment until `deadline`, whose
 * lines price the seats (spec 002 §4: a line per slot names its product, day and start), as the
 * gateway's checkout places it before it sells the holds. A copy of the newest demo order of
 * `entityId` (any, when null) with new keys.
 */
export async function pendingOrderPricing(
  db: Db,
  seats: ReadonlyArray<{ slot: Pick<ServiceSlotRow, 'productId' | 'startsAt'>; quantity: number }>,
  options: { deadline: Date; entityId?: number | null },
): Promise<number> {
  const query = db.select().from(orders).orderBy(desc(orders.id)).limit(1);
  const [model] = options.entityId == null ? await query : await db.select().from(orders).where(eq(orders.entityId, options.entityId)).orderBy(desc(orders.id)).limit(1);
  if (!model) throw new Error('the demo data has no order to copy');
  const { id: _id, ...rest } = model;
  const linhas = seats.map(({ slot, quantity }, index) => ({ ...orderLine(seatLine(slot, quantity)).line, id_produto_na_lista_linhas: index + 1, aula_marcada: false, quantidade_aux_em_caso_de_aula: 0, details: null }));
  nextNumber += 1;
  const [row] = await db
    .insert(orders)
    .values({
      ...rest,
      numero: nextNumber,
      paymentKey: paymentKey(model.entityId),
      pagamentoPendente: 0,
      estadoPagamento: 0,
      prazoPagamento: options.deadline,
      qr: [],
      documento: { ...model.documento, linhas },
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned no row');
  return row.id;
}
