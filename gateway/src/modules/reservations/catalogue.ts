import { RESERVATION_GROUPS, type ServiceProduct } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import type { TimeSlotParent } from './parents.ts';
import { isListedService, isListedTicket, type ServiceGroupCode } from './service-view.ts';
import { badInput, localizedBadInput } from '../../kernel/bad-input.ts';
import { dayRange, resortDay } from '../../kernel/resort-days.ts';
import { bookableSlots, slotStart } from './slot-rules.ts';

/**
 * The reads behind the reservation fields (spec 002 §2, §4): which services and tickets are
 * listed, the bookable slots of a day and the days with a free seat. Also used by the slot
 * availability subscription and by the checkout, so every reader applies the same rules.
 */


/** The listed services of a group, or of every reservation group, in catalogue order. */
export async function listedServices(ctx: GatewayContext, group: ServiceGroupCode | null | undefined): Promise<ServiceProduct[]> {
  const groups = group ? [group] : RESERVATION_GROUPS;
  const lists = await Promise.all(groups.map((code) => ctx.loaders.reservations.groupProducts.load(code)));
  const byId = new Map<number, ServiceProduct>();
  for (const product of lists.flat()) if (isListedService(product) && !byId.has(product.id)) byId.set(product.id, product);
  return [...byId.values()];
}

/** The listed entrance tickets (spec 002 §2 /reservation/entrance: group SPA). */
export async function listedTickets(ctx: GatewayContext): Promise<ServiceProduct[]> {
  return (await ctx.loaders.reservations.groupProducts.load('SPA')).filter(isListedTicket);
}

/** The id a global id's key names (a product or event id): a positive integer of at most 10 digits. */
export function idOfKey(key: string): number | null {
  return /^[1-9]\d{0,9}$/.test(key) ? Number(key) : null;
}

/** A listed service by its product id; null when there is none. */
export async function serviceById(ctx: GatewayContext, productId: number): Promise<ServiceProduct | null> {
  const product = await ctx.loaders.reservations.productById.load(productId);
  return isListedService(product) ? product : null;
}

/** A listed entrance ticket by its product id; null when there is none. */
export async function ticketById(ctx: GatewayContext, productId: number): Promise<ServiceProduct | null> {
  const product = await ctx.loaders.reservations.productById.load(productId);
  return isListedTicket(product) ? product : null;
}

/** `Service.databaseId` arguments: positive integers only. */
export function checkDatabaseId(databaseId: number, field = 'databaseId'): void {
  if (!Number.isSafeInteger(databaseId) || databaseId < 1) throw badInput(`${field} must be a positive integer`, [field]);
}

/** Minutes before a slot's start after which it can no longer be held (timer settings, spec 002 §3). */
export async function toleranceMinutes(ctx: GatewayContext): Promise<number> {
  return (await ctx.loaders.reservations.timerSettings.load(ctx.api.companyCode)).intervalo_tolerancia;
}

/**
 * spec 002 §4: the bookable slots of a service on a day, in start order, seats left as the resort
 * API counts them now. A past day is answered at once, without asking upstream.
 */
export async function serviceSlots(ctx: GatewayContext, product: ServiceProduct, date: string): Promise<TimeSlotParent[]> {
  const now = ctx.deps.now();
  if (date < resortDay(now)) return [];
  const [day, tolerance] = await Promise.all([
    ctx.loaders.reservations.productDay.load({ productId: product.id, date }),
    toleranceMinutes(ctx),
  ]);
  return bookableSlots(day?.details ?? [], date, now, tolerance).map((detail) => ({ detail, product }));
}

/**
 * The days from `from` to `to` with a slot that has a free seat, never a past day. Today counts
 * only while one of its slots with a free seat is still before its cut-off.
 */
export async function availableDays(ctx: GatewayContext, product: ServiceProduct, from: string, to: string): Promise<string[]> {
  const today = resortDay(ctx.deps.now());
  const range = dayRange(from, to, today);
  if (range === null) return [];
  if (!range.ok) throw localizedBadInput(ctx, range.code, ['from'], range.params);
  const days = await ctx.loaders.reservations.availableDays.load({ productId: product.id, from: range.from, to: range.to });
  const inRange = [...new Set(days)].filter((day) => day >= range.from && day <= range.to).sort();
  if (inRange[0] !== today) return inRange;
  const todaySlots = await serviceSlots(ctx, product, today);
  return todaySlots.some((slot) => slot.detail.disponivel > 0) ? inRange : inRange.slice(1);
}

/** A slot by its event id, when its service is listed and the resort API knows its start. */
export async function slotById(ctx: GatewayContext, eventId: number): Promise<TimeSlotParent | null> {
  const event = await ctx.loaders.reservations.eventById.load(eventId);
  if (!event || !isListedService(event.produto) || slotStart(event.evento) === null) return null;
  return { detail: event.evento, product: event.produto };
}
