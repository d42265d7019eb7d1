import { stockLinesAnswer } from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { toStockLine } from './catalogue.answer.ts';
import { type ReservationDeps, dayOfProductParams, eventIdParams, stockIdParams } from './catalogue.params.ts';
import { findReservationProduct } from './catalogue.repository.ts';
import { findSlot, slotsOfDay, withSeats } from './slots.repository.ts';

/**
 * The stock lines of spec 002 §7 (stocks/id_event/{id}, stocks/{date}/{productId},
 * stocks/id/{id}): a slot's seats, with disponivel (neither sold nor held) counted at the moment
 * of the call. Start and end are instants with the Lisbon offset.
 */
const TAGS = ['reservations'];
const LINE_NOTE =
  'A stock line: id (id_stock), id_event, id_prod, event_date (the Lisbon day), start_at and end_at, capacidade, ' +
  'disponivel (seats neither sold nor held right now), visible and activo.';

export const stockByEventRoute = bearerRoute(TAGS, 'get /stocks/id_event/{id}', {
  summary: 'The stock line of an event',
  description: `The event's stock line, alone in data. ${LINE_NOTE}`,
  params: eventIdParams,
  responses: answers(200, 'The stock line, alone in data', stockLinesAnswer, { 400: 'Malformed event id', 404: 'No such event' }),
});

export const stockByIdRoute = bearerRoute(TAGS, 'get /stocks/id/{id}', {
  summary: 'One stock line',
  description: `The stock line, alone in data. ${LINE_NOTE}`,
  params: stockIdParams,
  responses: answers(200, 'The stock line, alone in data', stockLinesAnswer, { 400: 'Malformed stock id', 404: 'No such stock line' }),
});

export const stocksOfDayRoute = bearerRoute(TAGS, 'get /stocks/{date}/{productId}', {
  summary: 'The stock lines of a product on a day',
  description: `Every stock line of the product on the Lisbon day, by start (empty when it has none). ${LINE_NOTE}`,
  params: dayOfProductParams,
  responses: answers(200, 'The stock lines', stockLinesAnswer, { 400: 'Malformed or impossible day, or malformed product id', 404: 'No such service or entrance ticket' }),
});

export function registerStockRoutes(app: ApiApp, deps: ReservationDeps): void {
  const { db, companyCode } = deps;

  app.openapi(stockByEventRoute, async (c) => {
    const { id } = c.req.valid('param');
    const slot = await findSlot(db, companyCode, { eventId: id });
    if (!slot) throw new ApiError(404, 'not_found', `No event ${id}`);
    return c.json(stockLinesAnswer.parse({ data: (await withSeats(db, [slot], deps.now())).map(toStockLine) }), 200);
  });

  app.openapi(stockByIdRoute, async (c) => {
    const { id } = c.req.valid('param');
    const slot = await findSlot(db, companyCode, { stockId: id });
    if (!slot) throw new ApiError(404, 'not_found', `No stock line ${id}`);
    return c.json(stockLinesAnswer.parse({ data: (await withSeats(db, [slot], deps.now())).map(toStockLine) }), 200);
  });

  // After the two above: {date} would match "id_event" and "id".
  app.openapi(stocksOfDayRoute, async (c) => {
    const { date, productId } = c.req.valid('param');
    if (!(await findReservationProduct(db, companyCode, productId))) {
      throw new ApiError(404, 'not_found', `No service or entrance ticket ${productId}`);
    }
    const slots = await slotsOfDay(db, companyCode, date, [productId]);
    return c.json(stockLinesAnswer.parse({ data: (await withSeats(db, slots, deps.now())).map(toStockLine) }), 200);
  });
}
