import { cacheDataFilterSchema, type ServiceProduct, type TimerSettings, type WaitingEntry } from '@estancia/resort-contract';
import DataLoader from 'dataloader';
import { perKeyLoader as each } from '../../upstream/per-key-loader.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import {
  type AvailableDays,
  type EventData,
  type ServiceGroup,
  fetchAvailableDays,
  fetchCollisions,
  fetchDayData,
  fetchEventData,
  fetchGroupServices,
  fetchServiceProduct,
  fetchTimerSettings,
} from './upstream.ts';
import { fetchWaitingEntries } from './waiting-upstream.ts';

/** A product and a day: the key of the day's slots. */
export interface ProductDay {
  productId: number;
  date: string;
}

/** A product and a range of days. */
export interface ProductRange {
  productId: number;
  from: string;
  to: string;
}

/** POST cache/get/data for one product and day: the product with that day's slots, or null. */
async function productDay(api: UpstreamReader, { productId, date }: ProductDay): Promise<ServiceProduct | null> {
  const [ano, mes, dia] = date.split('-').map(Number) as [number, number, number];
  // A day the API's filters cannot name (the contract's bounds, e.g. after 2100) has no slots.
  if (!cacheDataFilterSchema.safeParse({ id_prod: productId, ano, mes, dia }).success) return null;
  const products = await fetchDayData(api, { id_prod: productId, ano, mes, dia });
  return products.find((product) => product.id === productId) ?? null;
}

async function daysOf(api: UpstreamReader, { productId, from, to }: ProductRange): Promise<AvailableDays[number]['dias']> {
  const answer = await fetchAvailableDays(api, { id_prod: productId, desde: from, ate: to });
  return answer.find((entry) => entry.id_prod === productId)?.dias ?? [];
}

/** A per-request loader whose keys are values (a product and a day): one call per distinct value. */
function byValue<K, V>(load: (key: K) => Promise<V>, cacheKey: (key: K) => string): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>((keys) => Promise.all(keys.map(load)), { cacheKeyFn: cacheKey });
}

/**
 * Per-request loaders of reservations: one upstream call per group, product, event, product-day
 * and range per request. Built again for every request (and every subscription event), so seats
 * left are never older than the request that reads them.
 */
export function createReservationLoaders(api: UpstreamReader) {
  return {
    /** Every product of a group, unfiltered (the resolvers apply the listing rules). */
    groupProducts: each<ServiceGroup, ServiceProduct[]>((group) => fetchGroupServices(api, group)),
    productById: each<number, ServiceProduct | null>((id) => fetchServiceProduct(api, id)),
    /** A product with the slots of one day, seats left included. */
    productDay: byValue<ProductDay, ServiceProduct | null>((key) => productDay(api, key), ({ productId, date }) => `${productId}:${date}`),
    /** The days of a range with a free seat. */
    availableDays: byValue<ProductRange, string[]>((key) => daysOf(api, key), ({ productId, from, to }) => `${productId}:${from}:${to}`),
    /** An event (slot) with its product, seats left included; null when there is none. */
    eventById: each<number, EventData | null>((id) => fetchEventData(api, id)),
    collisions: each<number, number[]>((eventId) => fetchCollisions(api, eventId)),
    /** The timer settings (one key: the company). */
    timerSettings: each<string, TimerSettings>(() => fetchTimerSettings(api)),
    /** A signed-in customer's open waiting-list entries (key: their account id), read as them. */
    waitingEntries: each<number, WaitingEntry[]>((clientId) => fetchWaitingEntries(api, clientId)),
  };
}

export type ReservationLoaders = ReturnType<typeof createReservationLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly reservations: ReservationLoaders;
  }
}
