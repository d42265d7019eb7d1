import {
  type RESERVATION_GROUPS,
  cacheDataFilterSchema,
  cacheDataRangeAnswer,
  cacheDataRangeFilterSchema,
  serviceProductsAnswer,
} from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError, commonErrorResponses, errorResponse } from '../http/errors.ts';
import { bearerRoute, json } from '../http/route.ts';
import { toServiceProduct } from './catalogue.answer.ts';
import type { ReservationDeps } from './catalogue.params.ts';
import { listReservationProducts } from './catalogue.repository.ts';
import { type StockFlags, daysWithSeats, slotsOfDay, withSeats } from './slots.repository.ts';
import { daysBetween, isCalendarDay } from './slots.time.ts';

/**
 * POST platform/products/cache/get/data and …/data/range (spec 002 §7): the products matching
 * the filters (cod_grupo, id_prod, stocks.visible, stocks.activo) with a day's slots, or the
 * days of a range on which they have a free seat. Seats are counted at the moment of the call.
 */

/** spec 002 §7 data/range: at most this many days in one call (a quarter). */
export const MAX_RANGE_DAYS = 92;

const TAGS = ['reservations'];

export const dayDataRoute = bearerRoute(TAGS, 'post /platform/products/cache/get/data', {
  summary: 'Reservation products with the slots of a day',
  description:
    'The services and entrance tickets matching the filters (cod_grupo SPA or WEL, id_prod), in catalogue order. ' +
    'With ano, mes and dia (all three, a real Lisbon day), each has that day\'s slots as details, by start: ' +
    'HH:mm start and end, the instants, capacidade, disponivel (seats neither sold nor held right now) and ' +
    'preco_liquido; stocks.visible and stocks.activo, when given, keep the slots whose flag has that value. ' +
    'Without a day, details are empty. Past slots are answered too: the reader hides them.',
  body: cacheDataFilterSchema,
  responses: answers(200, 'The products, each with its slots of the day', serviceProductsAnswer, { 400: 'Malformed filters, a partial day (ano, mes and dia go together) or a day that does not exist' }),
});

export const dayRangeRoute = bearerRoute(TAGS, 'post /platform/products/cache/get/data/range', {
  summary: 'The days of a range with free seats',
  description:
    `For each product matching the filters, the days from desde to ate (inclusive, at most ${MAX_RANGE_DAYS}) on ` +
    'which it has a slot that has not started yet and has at least one free seat, in order; stocks.visible and ' +
    'stocks.activo as in cache/get/data. A product without such a day answers an empty list (entrance tickets ' +
    'have no slots).',
  body: cacheDataRangeFilterSchema,
  responses: {
    200: { description: 'The days with seats, by product', content: json(cacheDataRangeAnswer) },
    400: errorResponse(`Malformed filters, a day that does not exist, ate before desde or more than ${MAX_RANGE_DAYS} days`),
    ...commonErrorResponses,
  },
});

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of ano, mes and dia, null when none is given; a 400 when only some are, or no such day. */
function dayOf(filter: { ano?: number | undefined; mes?: number | undefined; dia?: number | undefined }): string | null {
  const given = [filter.ano, filter.mes, filter.dia].filter((part) => part !== undefined).length;
  if (given === 0) return null;
  if (given < 3 || filter.ano === undefined || filter.mes === undefined || filter.dia === undefined) {
    throw new ApiError(400, 'invalid_request', 'Invalid body: ano, mes and dia go together (all three or none)');
  }
  const day = `${filter.ano}-${pad(filter.mes)}-${pad(filter.dia)}`;
  if (!isCalendarDay(day)) throw new ApiError(400, 'invalid_request', `Invalid body: ${day} is not a calendar day`);
  return day;
}

function flagsOf(filter: { 'stocks.visible'?: boolean | undefined; 'stocks.activo'?: boolean | undefined }): StockFlags {
  return { visible: filter['stocks.visible'], activo: filter['stocks.activo'] };
}

type Group = (typeof RESERVATION_GROUPS)[number];

export function registerDayDataRoutes(app: ApiApp, deps: ReservationDeps): void {
  const { db, companyCode } = deps;
  const productsOf = (filter: { cod_grupo?: Group | undefined; id_prod?: number | undefined }) =>
    listReservationProducts(db, companyCode, { codgrupo: filter.cod_grupo, productId: filter.id_prod });

  app.openapi(dayDataRoute, async (c) => {
    const filter = c.req.valid('json');
    const day = dayOf(filter);
    const found = await productsOf(filter);
    const slots = day === null ? [] : await slotsOfDay(db, companyCode, day, found.map(({ product }) => product.id), flagsOf(filter));
    const seats = await withSeats(db, slots, deps.now());
    const data = found.map((product) =>
      toServiceProduct(product, seats.filter(({ slot }) => slot.productId === product.product.id)),
    );
    return c.json(serviceProductsAnswer.parse({ data }), 200);
  });

  app.openapi(dayRangeRoute, async (c) => {
    const filter = c.req.valid('json');
    for (const [name, day] of [['desde', filter.desde], ['ate', filter.ate]] as const) {
      if (!isCalendarDay(day)) throw new ApiError(400, 'invalid_request', `Invalid body: ${name} ${day} is not a calendar day`);
    }
    const span = daysBetween(filter.desde, filter.ate) + 1;
    if (span < 1) throw new ApiError(400, 'invalid_request', `Invalid body: ate ${filter.ate} is before desde ${filter.desde}`);
    if (span > MAX_RANGE_DAYS) {
      throw new ApiError(400, 'invalid_request', `Invalid body: the range has ${span} days, at most ${MAX_RANGE_DAYS} are allowed`);
    }
    const found = await productsOf(filter);
    const ids = found.map(({ product }) => product.id);
    const days = await daysWithSeats(db, companyCode, ids, { from: filter.desde, to: filter.ate }, deps.now(), flagsOf(filter));
    const data = ids.map((id) => ({ id_prod: id, dias: days.get(id) ?? [] }));
    return c.json(cacheDataRangeAnswer.parse({ data }), 200);
  });
}
