import { z } from '@hono/zod-openapi';
import { collisionsAnswer, eventDataAnswer, serviceProductSchema, serviceProductsAnswer, slotPriceAnswer } from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { toServiceProduct, toSlotDetail } from './catalogue.answer.ts';
import { registerDayDataRoutes } from './catalogue.day-data.ts';
import { type ReservationDeps, codgrupoParam, eventIdParams, productIdParams, reservationGroup, stockIdParams } from './catalogue.params.ts';
import { findReservationProduct, listReservationProducts } from './catalogue.repository.ts';
import { registerClientHoldsRoutes } from './client-holds.routes.ts';
import { registerSlotCapacityRoutes } from './slot-capacity.routes.ts';
import { collidingEvents, findSlot, withSeats } from './slots.repository.ts';
import { registerStockRoutes } from './slots.routes.ts';
import { registerTimerSettingsRoutes } from './timer-settings.routes.ts';

/**
 * The catalogue of the timed reservations (spec 002 §7): spa and wellness services, entrance
 * tickets and their events (slots). Paths as contract/src/reservations.ts RESERVATION_PATHS.
 */
const PRODUCT_NOTE =
  'Every product is answered, inactive and invisible ones included: the reader decides what is listed. ' +
  'A product is the catalogue item (spec 002 §3) plus id_prod, preco (the net unit price, 3 decimals), ' +
  'duracao_min, tipo_reserva (timed: held by slot; entrance: a ticket for a day, never held) and details ' +
  '(slots; empty here: POST platform/products/cache/get/data answers a day\'s slots).';

const TAGS = ['reservations'];

// The OpenAPI generator cannot read `.catch()`; the shape is described here on the contract's instance.
const tipoReserva = serviceProductSchema.shape.tipo_reserva;
if (!z.globalRegistry.has(tipoReserva)) {
  z.globalRegistry.add(tipoReserva, { type: 'string', enum: ['timed', 'entrance'], description: 'timed or entrance; anything else reads as timed.' });
}

export const productsOfGroupRoute = bearerRoute(TAGS, 'get /platform/products/grupo/{codgrupo}', {
  summary: 'The reservation products of a group',
  description: `SPA: the spa services and the entrance tickets; WEL: the wellness services (spec 002 §1), in catalogue order. ${PRODUCT_NOTE}`,
  params: z.object({ codgrupo: codgrupoParam }),
  responses: answers(200, 'The products of the group', serviceProductsAnswer, { 400: 'Malformed group code', 404: 'Not a reservation group (SPA or WEL)' }),
});

export const productRoute = bearerRoute(TAGS, 'get /platform/products/{id}', {
  summary: 'One reservation product',
  description: `A service or entrance ticket, alone in data. ${PRODUCT_NOTE}`,
  params: productIdParams,
  responses: answers(200, 'The product, alone in data', serviceProductsAnswer, { 400: 'Malformed id', 404: 'No such service or entrance ticket' }),
});

export const collisionsRoute = bearerRoute(TAGS, 'get /platform/products/collision/{id}', {
  summary: 'The events that cannot be held with an event',
  description:
    'spec 002 §7 collision: the event ids of the slots of colliding services (one body cannot be in both) whose ' +
    'time overlaps this event\'s, sorted. The hold request passes them as lista_incompativel; the ledger checks ' +
    'collisions on its own data as well.',
  params: eventIdParams,
  responses: answers(200, 'The colliding event ids', collisionsAnswer, { 400: 'Malformed event id', 404: 'No such event' }),
});

export const eventDataRoute = bearerRoute(TAGS, 'get /platform/products/event/data/event_id/{id}', {
  summary: 'An event with its product',
  description:
    'The event (slot) as a detail (Lisbon day, HH:mm start and end, the instants, capacity, seats left now and the ' +
    'net price) and its product with id_stock set and the event as its only detail.',
  params: eventIdParams,
  responses: answers(200, 'The event and its product', eventDataAnswer, { 400: 'Malformed event id', 404: 'No such event' }),
});

export const slotPriceRoute = bearerRoute(TAGS, 'get /platform/products/event/tarifa/stock_old/{id}', {
  summary: 'The price of a stock line',
  description: 'The net unit price of the slot (preco_liquido, 3 decimals) and its product\'s VAT rate in percent.',
  params: stockIdParams,
  responses: answers(200, 'The price', slotPriceAnswer, { 400: 'Malformed stock id', 404: 'No such stock line' }),
});

/**
 * Every call of the reservations but the realtime channel. Order matters where paths overlap:
 * GET platform/products/time before platform/products/{id}, the stocks/id… paths before
 * stocks/{date}/{productId}.
 */
export function registerReservationRoutes(app: ApiApp, deps: ReservationDeps): void {
  registerTimerSettingsRoutes(app, deps);
  registerStockRoutes(app, deps);
  registerDayDataRoutes(app, deps);
  registerClientHoldsRoutes(app, deps);
  registerSlotCapacityRoutes(app, deps);
  const { db, companyCode } = deps;

  app.openapi(productsOfGroupRoute, async (c) => {
    const { codgrupo } = c.req.valid('param');
    const group = reservationGroup(codgrupo);
    if (!group) throw new ApiError(404, 'not_found', `No reservation group "${codgrupo}" (SPA or WEL)`);
    const found = await listReservationProducts(db, companyCode, { codgrupo: group });
    return c.json(serviceProductsAnswer.parse({ data: found.map((product) => toServiceProduct(product)) }), 200);
  });

  app.openapi(collisionsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const slot = await findSlot(db, companyCode, { eventId: id });
    if (!slot) throw new ApiError(404, 'not_found', `No event ${id}`);
    return c.json(collisionsAnswer.parse({ data: await collidingEvents(db, companyCode, slot) }), 200);
  });

  app.openapi(eventDataRoute, async (c) => {
    const { id } = c.req.valid('param');
    const slot = await findSlot(db, companyCode, { eventId: id });
    const product = slot && (await findReservationProduct(db, companyCode, slot.productId));
    if (!slot || !product) throw new ApiError(404, 'not_found', `No event ${id}`);
    const [seats] = await withSeats(db, [slot], deps.now());
    if (!seats) throw new ApiError(404, 'not_found', `No event ${id}`);
    const answer = { produto: toServiceProduct(product, [seats], slot.id), evento: toSlotDetail(seats) };
    return c.json(eventDataAnswer.parse({ data: answer }), 200);
  });

  app.openapi(slotPriceRoute, async (c) => {
    const { id } = c.req.valid('param');
    const slot = await findSlot(db, companyCode, { stockId: id });
    const product = slot && (await findReservationProduct(db, companyCode, slot.productId));
    if (!slot || !product) throw new ApiError(404, 'not_found', `No stock line ${id}`);
    const rate = product.components.find((component) => component.principal)?.taxaIva ?? 0;
    return c.json(slotPriceAnswer.parse({ data: { preco_liquido: slot.netPrice, taxa_iva: rate } }), 200);
  });

  // Last: its {id} would otherwise take the static paths of the same depth (platform/products/time).
  app.openapi(productRoute, async (c) => {
    const { id } = c.req.valid('param');
    const found = await findReservationProduct(db, companyCode, id);
    if (!found) throw new ApiError(404, 'not_found', `No service or entrance ticket ${id}`);
    return c.json(serviceProductsAnswer.parse({ data: [toServiceProduct(found)] }), 200);
  });
}
