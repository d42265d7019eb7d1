import { MAX_SLOT_CAPACITY, slotCapacityAnswer, slotCapacitySchema } from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError, DetailedApiError } from '../http/errors.ts';
import { isStaffOf } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { toStockLine } from './catalogue.answer.ts';
import { type ReservationDeps, stockIdParams } from './catalogue.params.ts';
import { changeSlotCapacity } from './slot-capacity.ts';

/**
 * A slot's capacity set by staff (contract slot-capacity.ts): this implementation's addition to
 * spec 002, whose calls have none. One of the paths by which seats free up, so a raise offers them
 * to the slot's waiting list like a release does (slot-capacity.ts).
 */
const TAGS = ['reservations'];

export const slotCapacityRoute = bearerRoute(TAGS, 'put /reservations/slots/{id}/capacity', {
  summary: "Set a slot's capacity (staff)",
  description:
    "An addition of this implementation (not in spec 002's calls). Staff (Colaborador) only. capacity: the slot's seats " +
    `in all, 0 to ${MAX_SLOT_CAPACITY}. In one transaction under the slot's row lock the capacity changes and the slot's ` +
    'seats are announced on the feed like any change of seats; seats it frees are first offered to the slot\'s waiting ' +
    'list, as a hold lasting the timer settings\' tempo_oferta, exactly as seats given back are. A capacity under the ' +
    'seats sold, held or on offer is refused with 409 capacity_below_taken (details: ocupados, capacidade) and nothing ' +
    'changes. Answers the stock line after the change and its offers, with em_espera (customers still waiting).',
  params: stockIdParams,
  body: slotCapacitySchema,
  responses: answers(200, 'The stock line as it now is, with em_espera', slotCapacityAnswer, {
    400: 'Malformed id, or a capacity that is not a whole number from 0',
    403: 'Not a staff (Colaborador) session',
    404: 'unknown_slot: no such slot',
    409: 'capacity_below_taken: more seats are sold, held or on offer than the capacity asked',
  }),
});

export function registerSlotCapacityRoutes(app: ApiApp, deps: ReservationDeps): void {
  const { db, companyCode } = deps;

  app.openapi(slotCapacityRoute, async (c) => {
    if (!isStaffOf(c.get('principal'), companyCode)) {
      throw new ApiError(403, 'forbidden', "Only staff (Colaborador) may change a slot's capacity");
    }
    const { id } = c.req.valid('param');
    const { capacity } = c.req.valid('json');
    // The change reads the clock once it holds the slot's lock (hold-locks.ts Clock).
    const change = await changeSlotCapacity(db, companyCode, id, capacity, deps.now);
    if (change.kind === 'unknown') throw new ApiError(404, 'unknown_slot', `No time slot ${id}`);
    if (change.kind === 'below_taken') {
      throw new DetailedApiError(
        409,
        'capacity_below_taken',
        `${change.taken} seats of slot ${id} are sold, held or on offer: its capacity cannot go below ${change.taken} (it stays ${change.capacity})`,
        { ocupados: change.taken, capacidade: change.capacity },
      );
    }
    const line = { ...toStockLine({ slot: change.slot, remaining: change.seats.disponivel }), em_espera: change.seats.em_espera };
    return c.json(slotCapacityAnswer.parse({ data: line }), 200);
  });
}
