import type { ServiceProduct } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../kernel/context.ts';
import { listedServices, listedTickets, serviceSlots, slotStart, type ServiceGroupCode, type TimeSlotParent } from '../reservations/index.ts';
import { resortDay } from '../../kernel/resort-days.ts';

/**
 * The desk's reads (spec 002 §2 /desk): the same catalogue, slots and seat counts customers see,
 * through the reservations module's functions, so the counter and the website read one ledger.
 */

/** spec 002 §1, §9: the desk's tabs, the default group (SPA) first. */
export const DESK_GROUPS: readonly ServiceGroupCode[] = ['SPA', 'WEL'];

/** spec 002 §3 "Group": codgrupo and its translation. */
const GROUP_NAMES: Record<ServiceGroupCode, Record<'pt' | 'en' | 'es' | 'fr', string>> = {
  SPA: { pt: 'Spa', en: 'Spa', es: 'Spa', fr: 'Spa' },
  WEL: { pt: 'Bem-estar', en: 'Wellness', es: 'Bienestar', fr: 'Bien-être' },
};

export function groupName(code: ServiceGroupCode, ctx: GatewayContext): string {
  return GROUP_NAMES[code][ctx.language];
}

/** A group's cards: its timed services, then (SPA) its entrance tickets. */
export async function groupProducts(ctx: GatewayContext, code: ServiceGroupCode): Promise<ServiceProduct[]> {
  const [services, tickets] = await Promise.all([listedServices(ctx, code), code === 'SPA' ? listedTickets(ctx) : []]);
  return [...services, ...tickets];
}

const MAX_NEXT_SLOTS = 50;

/**
 * The next slots of a day with a free seat, across every service, in start order, so that the
 * desk sees the day's next free slots at a glance. serviceSlots already drops today's slots past their
 * cut-off (spec 002 §4 "Slot availability for today").
 */
export async function nextFreeSlots(ctx: GatewayContext, date: string | null | undefined, first: number): Promise<TimeSlotParent[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_NEXT_SLOTS) {
    throw createGraphQLError(`first must be 1 to ${MAX_NEXT_SLOTS}`, { extensions: { code: 'BAD_USER_INPUT', field: ['first'] } });
  }
  const day = date ?? resortDay(ctx.deps.now());
  const services = await listedServices(ctx, null);
  const perService = await Promise.all(services.map((product) => serviceSlots(ctx, product, day)));
  const startOf = (slot: TimeSlotParent) => slotStart(slot.detail)?.getTime() ?? 0;
  return perService
    .flat()
    .filter((slot) => slot.detail.disponivel > 0)
    .sort((a, b) => startOf(a) - startOf(b))
    .slice(0, first);
}
