import { TZDate } from '@date-fns/tz';
import { MAX_HOLD_RENEWALS, formatCents, formatMillis, type ServiceProduct } from '@estancia/resort-contract';
import { format } from 'date-fns';
import type { Money, Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import type { LocaleEnum } from '../../locale.ts';
import { RESORT_TIME_ZONE, parseUpstreamTime, toDateTime } from '../../time.ts';
import { safeHtml } from '../../kernel/html.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { money } from '../../kernel/money.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { availableDays, checkDatabaseId, listedServices, listedTickets, serviceById, serviceSlots } from './catalogue.ts';
import { DateScalar } from './date-scalar.ts';
import type { TimeSlotParent } from './parents.ts';
import { type NetUnit, grossCentsOf, groupOf, imagesOf, productUnit, slotUnit, textOf } from './service-view.ts';
import { resortDay } from '../../kernel/resort-days.ts';
import { dayPeriod, holdSecondsOf, slotStart } from './slot-rules.ts';

type LocaleArgs = { locale?: LocaleEnum | null };

const text = (product: ServiceProduct, field: 'nome' | 'observacao' | 'descricao', args: LocaleArgs, ctx: GatewayContext) =>
  textOf(product, field, fieldLanguage(args, ctx));

/** A unit price with VAT as Money. Listed products always have a price (isListed*): 0 never shows. */
const gross = (unit: NetUnit | null): Money => money(formatCents(unit ? grossCentsOf(unit) : 0));

/** The instant a slot starts (listed slots always have one: bookableSlots and slotById check it). */
const startOf = (slot: TimeSlotParent): Date => slotStart(slot.detail) ?? new Date(0);

/** The instant a slot ends: its end, else its start plus its duration. */
function endOf(slot: TimeSlotParent): Date {
  const start = startOf(slot);
  const minutes = slot.detail.validade_duracao || slot.product.duracao_min;
  return parseUpstreamTime(slot.detail.fim) ?? new Date(start.getTime() + minutes * 60_000);
}

/** HH:mm on the resort's clock. */
const clock = (instant: Date): string => format(new TZDate(instant.getTime(), RESORT_TIME_ZONE), 'HH:mm');

/** Services, slots, entrance tickets and timer settings (spec 002 §2, §3). */
export const reservationResolvers: Resolvers = {
  Date: DateScalar,
  Query: {
    services: (_root, { group }, ctx) => listedServices(ctx, group),
    service: (_root, { databaseId }, ctx) => {
      checkDatabaseId(databaseId);
      return serviceById(ctx, databaseId);
    },
    entranceTickets: (_root, _args, ctx) => listedTickets(ctx),
    timerSettings: (_root, _args, ctx) => ctx.loaders.reservations.timerSettings.load(ctx.api.companyCode),
  },
  Service: {
    id: (product) => toGlobalId('Service', product.id),
    databaseId: (product) => product.id,
    // Listed services always have a reservation group (isListedService).
    group: (product) => groupOf(product) ?? 'SPA',
    name: (product, args, ctx) => text(product, 'nome', args, ctx),
    note: (product, args, ctx) => text(product, 'observacao', args, ctx),
    description: (product, args, ctx) => safeHtml(text(product, 'descricao', args, ctx)),
    durationMinutes: (product) => product.duracao_min,
    netPrice: (product) => {
      const unit = productUnit(product);
      return money(formatMillis(unit?.netMillis ?? 0), 3);
    },
    price: (product) => gross(productUnit(product)),
    vatRate: (product) => Math.round(productUnit(product)?.vatRate ?? 0),
    images: (product) => imagesOf(product),
    slots: (product, { date }, ctx) => serviceSlots(ctx, product, date),
    availableDays: (product, { from, to }, ctx) => availableDays(ctx, product, from, to),
  },
  TimeSlot: {
    id: (slot) => toGlobalId('TimeSlot', slot.detail.id_event),
    databaseId: (slot) => slot.detail.id_event,
    service: (slot) => slot.product,
    date: (slot) => slot.detail.dia ?? resortDay(startOf(slot)),
    startsAt: (slot) => toDateTime(startOf(slot)),
    endsAt: (slot) => toDateTime(endOf(slot)),
    startTime: (slot) => clock(startOf(slot)),
    endTime: (slot) => clock(endOf(slot)),
    period: (slot) => dayPeriod(startOf(slot)),
    capacity: (slot) => Math.max(0, slot.detail.capacidade),
    remaining: (slot) => Math.max(0, slot.detail.disponivel),
    price: (slot) => gross(slotUnit(slot.detail, slot.product)),
  },
  EntranceTicket: {
    id: (product) => toGlobalId('EntranceTicket', product.id),
    databaseId: (product) => product.id,
    name: (product, args, ctx) => text(product, 'nome', args, ctx),
    note: (product, args, ctx) => text(product, 'observacao', args, ctx),
    price: (product) => gross(productUnit(product)),
    vatRate: (product) => Math.round(productUnit(product)?.vatRate ?? 0),
    image: (product) => imagesOf(product)[0] ?? null,
  },
  TimerSettings: {
    holdSeconds: (settings) => holdSecondsOf(settings.time_count_down),
    cutoffMinutes: (settings) => settings.intervalo_tolerancia,
    // spec 002 §5: -1 means no limit.
    maxTimedItems: (settings) => (settings.numero_maximo_eventos_no_carrinho < 0 ? null : settings.numero_maximo_eventos_no_carrinho),
    maxRenewals: () => MAX_HOLD_RENEWALS,
  },
};

