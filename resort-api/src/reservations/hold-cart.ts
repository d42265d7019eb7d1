import type { ChannelCartLine } from '@estancia/resort-contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { ComponentTextTranslations } from '../db/json-types.ts';
import { holds, serviceSlots } from '../db/reservations-schema.ts';
import { productComponents, products } from '../db/schema.ts';
import { RESORT_TIME_ZONE, toResortIso } from '../lib/time.ts';

const hourMinute = new Intl.DateTimeFormat('en-GB', {
  timeZone: RESORT_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** HH:mm of an instant in Europe/Lisbon (spec 002 §3 validade_data_hora_ini/_fim). */
export function lisbonHourMinute(instant: Date): string {
  return hourMinute.format(instant);
}

/**
 * The time left as mm:ss (spec 002 §4 temporal_segundo). Whole seconds rounded up, so a hold shows
 * 00:00 only once it has lapsed; longer than 99:59 shows 99:59 (the instant is in expira_em).
 */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.min(Math.max(Math.ceil(remainingMs / 1000), 0), 99 * 60 + 59);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A live hold with what its cart line and its countdown need. */
export interface LiveHold {
  id: number;
  clientId: number;
  quantity: number;
  renewals: number;
  expiresAt: Date;
  createdAt: Date;
  slotId: number;
  eventId: number;
  productId: number;
  eventDate: string;
  startsAt: Date;
  endsAt: Date;
  netPrice: string;
}

/** The client's holds that count right now (status held, now < expires_at), oldest first. */
export async function liveHoldsOf(db: Db | Tx, companyCode: string, clientId: number, now: Date): Promise<LiveHold[]> {
  return db
    .select({
      id: holds.id,
      clientId: holds.clientId,
      quantity: holds.quantity,
      renewals: holds.renewals,
      expiresAt: holds.expiresAt,
      createdAt: holds.createdAt,
      slotId: serviceSlots.id,
      eventId: serviceSlots.eventId,
      productId: serviceSlots.productId,
      eventDate: serviceSlots.eventDate,
      startsAt: serviceSlots.startsAt,
      endsAt: serviceSlots.endsAt,
      netPrice: serviceSlots.netPrice,
    })
    .from(holds)
    .innerJoin(serviceSlots, eq(serviceSlots.id, holds.slotId))
    .where(
      and(
        eq(holds.companyCode, companyCode),
        eq(holds.clientId, clientId),
        eq(holds.status, 'held'),
        gt(holds.expiresAt, now),
      ),
    )
    .orderBy(asc(holds.createdAt), asc(holds.id));
}

export interface ProductTexts {
  name: string;
  observation: string;
  translations: ComponentTextTranslations;
  vatRate: number;
}

/** Each product's name and observation in pt with their translations, from its principal component. */
export async function productTexts(db: Db | Tx, productIds: readonly number[]): Promise<Map<number, ProductTexts>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ product: products, component: productComponents })
    .from(products)
    .leftJoin(productComponents, and(eq(productComponents.productId, products.id), eq(productComponents.principal, true)))
    .where(inArray(products.id, ids));
  return new Map(
    rows.map(({ product, component }) => [
      product.id,
      {
        name: component?.nome || product.info.name,
        observation: component?.observacao || product.info.observation,
        translations: component?.language ?? {},
        vatRate: component?.taxaIva ?? 0,
      },
    ]),
  );
}

/** pt under "1", then each translation by language id, falling back to pt when empty. */
function inFourLanguages(pt: string, translations: ComponentTextTranslations, field: 'nome' | 'observacao'): Record<string, string> {
  return {
    '1': pt,
    '2': translations['2']?.[field] || pt,
    '3': translations['3']?.[field] || pt,
    '4': translations['4']?.[field] || pt,
  };
}

/**
 * The client's timed cart (spec 002 §3 "Cart line"): one line per live hold. total_liquido is the
 * slot's net unit price; readers add VAT with taxa_iva.
 */
export async function cartOf(db: Db | Tx, companyCode: string, clientId: number, now: Date): Promise<ChannelCartLine[]> {
  const live = await liveHoldsOf(db, companyCode, clientId, now);
  const texts = await productTexts(
    db,
    live.map((hold) => hold.productId),
  );
  return live.map((hold) => {
    const text = texts.get(hold.productId) ?? { name: '', observation: '', translations: {}, vatRate: 0 };
    return {
      prod_timer: hold.id,
      id_user: hold.clientId,
      quantidade: hold.quantity,
      tempo: formatCountdown(hold.expiresAt.getTime() - now.getTime()),
      timestamp: toResortIso(hold.createdAt),
      expira_em: toResortIso(hold.expiresAt),
      renovacoes: hold.renewals,
      produto: {
        id: hold.productId,
        id_prod: hold.productId,
        id_stock: hold.slotId,
        id_event: hold.eventId,
        total_liquido: hold.netPrice,
        linha: {
          subname: text.name,
          subname_trad: inFourLanguages(text.name, text.translations, 'nome'),
          observation: text.observation,
          observation_trad: inFourLanguages(text.observation, text.translations, 'observacao'),
          total_liquido: hold.netPrice,
          taxa_iva: text.vatRate,
          calendario: [
            {
              dia: hold.eventDate,
              validade_data_hora_ini: lisbonHourMinute(hold.startsAt),
              validade_data_hora_fim: lisbonHourMinute(hold.endsAt),
              inicio: toResortIso(hold.startsAt),
              fim: toResortIso(hold.endsAt),
            },
          ],
        },
      },
    };
  });
}
