import {
  RESERVATION_PATHS as PATHS,
  cacheDataRangeAnswer,
  collisionsAnswer,
  countdownAnswer,
  eventDataAnswer,
  serviceProductsAnswer,
  slotPriceAnswer,
  stockLinesAnswer,
  timerSettingsAnswer,
  type CacheDataFilter,
  type CacheDataRangeFilter,
  type ServiceProduct,
  type StockLine,
  type TimerSettings,
} from '@estancia/resort-contract';
import type { z } from 'zod';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/**
 * The resort API's reservation reads (spec 002 §7), typed and parsed with the contract. Reads that
 * are the same for everyone and change rarely (products, prices, collisions, timer settings) go
 * through the short-lived public cache; every read that carries seats left (`disponivel`) is made
 * fresh each time, since seats are held and sold live. The realtime channel is not read here.
 */

export type ServiceGroup = 'SPA' | 'WEL';
export type EventData = z.output<typeof eventDataAnswer>['data'];
export type SlotPrice = z.output<typeof slotPriceAnswer>['data'];
export type AvailableDays = z.output<typeof cacheDataRangeAnswer>['data'];
export type Countdown = z.output<typeof countdownAnswer>['data'];

/** A read that answers null when the resort API has no such thing (404). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** GET platform/products/grupo/{codgrupo}: the group's services and tickets, every one (the reader filters). */
export async function fetchGroupServices(api: UpstreamReader, group: ServiceGroup): Promise<ServiceProduct[]> {
  return (await api.publicRead(PATHS.productsOfGroup(api.segment(group)), serviceProductsAnswer)).data;
}

/** GET platform/products/{id}: one product (alone in data), or null. */
export async function fetchServiceProduct(api: UpstreamReader, productId: number): Promise<ServiceProduct | null> {
  const answer = await orNull(api.publicRead(PATHS.product(productId), serviceProductsAnswer));
  return answer?.data[0] ?? null;
}

/** GET platform/products/collision/{id_event}: the events that cannot be held with this one. */
export async function fetchCollisions(api: UpstreamReader, eventId: number): Promise<number[]> {
  return (await orNull(api.publicRead(PATHS.collisions(eventId), collisionsAnswer)))?.data ?? [];
}

/** GET platform/products/event/data/event_id/{id}: an event with its product, or null. Seats: fresh. */
export async function fetchEventData(api: UpstreamReader, eventId: number): Promise<EventData | null> {
  return (await orNull(api.siteRead(PATHS.eventData(eventId), eventDataAnswer)))?.data ?? null;
}

/** GET stocks/id_event/{id}: the stock line of an event, or null. Seats: fresh. */
export async function fetchStockByEvent(api: UpstreamReader, eventId: number): Promise<StockLine | null> {
  return (await orNull(api.siteRead(PATHS.stockByEvent(eventId), stockLinesAnswer)))?.data[0] ?? null;
}

/** GET stocks/{YYYY-MM-DD}/{productId}: a product's stock lines of a day. Seats: fresh. */
export async function fetchStocksOfDay(api: UpstreamReader, date: string, productId: number): Promise<StockLine[]> {
  return (await orNull(api.siteRead(PATHS.stocksOfDay(api.segment(date), productId), stockLinesAnswer)))?.data ?? [];
}

/** GET stocks/id/{id_stock}: one stock line, or null. Seats: fresh. */
export async function fetchStockById(api: UpstreamReader, stockId: number): Promise<StockLine | null> {
  return (await orNull(api.siteRead(PATHS.stockById(stockId), stockLinesAnswer)))?.data[0] ?? null;
}

/** GET platform/products/event/tarifa/stock_old/{id_stock}: a stock line's net price and VAT, or null. */
export async function fetchSlotPrice(api: UpstreamReader, stockId: number): Promise<SlotPrice | null> {
  return (await orNull(api.publicRead(PATHS.price(stockId), slotPriceAnswer)))?.data ?? null;
}

/** GET platform/products/time: the hold countdown and the resort's clock (never cached: it carries the time). */
export async function fetchCountdown(api: UpstreamReader): Promise<Countdown> {
  return (await api.siteRead(PATHS.countdown, countdownAnswer)).data;
}

/** GET platform/settings/timer: the timer settings, defaults filled in (spec 002 §9). */
export async function fetchTimerSettings(api: UpstreamReader): Promise<TimerSettings> {
  return (await api.publicRead(PATHS.timerSettings, timerSettingsAnswer)).data;
}

/**
 * POST platform/products/cache/get/data: the products matching the filters, each with its slots
 * (details) of the day ano-mes-dia. Seats: fresh. Only visible, active stock lines are asked for.
 */
export async function fetchDayData(api: UpstreamReader, filter: CacheDataFilter): Promise<ServiceProduct[]> {
  const body: CacheDataFilter = { 'stocks.visible': true, 'stocks.activo': true, ...filter };
  return (await api.siteQuery(PATHS.cacheData, body, serviceProductsAnswer)).data;
}

/** POST platform/products/cache/get/data/range: per product, the days of the range with a free seat. Fresh. */
export async function fetchAvailableDays(api: UpstreamReader, filter: CacheDataRangeFilter): Promise<AvailableDays> {
  const body: CacheDataRangeFilter = { 'stocks.visible': true, 'stocks.activo': true, ...filter };
  return (await api.siteQuery(PATHS.cacheDataRange, body, cacheDataRangeAnswer)).data;
}
