import { z } from '@hono/zod-openapi';
import {
  WAITING_ERROR_CODES,
  WAITING_PATHS,
  waitingEntriesAnswer,
  waitingEntryAnswer,
  waitingJoinSchema,
  waitingLineAnswer,
} from '@estancia/resort-contract';
import { idParam } from '../accounts/params.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError, commonErrorResponses, errorResponse } from '../http/errors.ts';
import { isStaffOf } from '../http/principal.ts';
import { bearerRoute, json } from '../http/route.ts';
import type { ReservationDeps } from '../reservations/catalogue.params.ts';
import { maySpeakFor } from '../reservations/hold-access.ts';
import { findSlot } from '../reservations/slots.repository.ts';
import { lineOfSlot, openEntriesOfClient } from './waiting-entries.ts';
import { entryOwner, joinLine, leaveLine } from './waiting-line.ts';

/**
 * The waiting list of a full slot over HTTP (contract waiting-list.ts WAITING_PATHS): join, leave,
 * a client's entries, a slot's line. This implementation's addition to spec 002, whose calls have
 * none. Offers reach the customer's cart over the hold channel and by e-mail (waiting-offers.ts).
 */
const TAGS = ['reservations'];
const ADDITION = "An addition of this implementation (not in spec 002's calls).";
const ENTRY_NOTE =
  'An entry: id, id_client, id_stock, id_event, id_prod, dia, inicio, quantidade, estado (waiting, offered, bought, ' +
  'declined, lapsed, left, closed), lugar (place among the slot\'s entries still waiting, from 1; null otherwise), desde ' +
  '(joined, the line\'s order), idioma (1 pt, 2 en, 3 es, 4 fr) and oferta ({prod_timer, expira_em} while offered).';

const path = (template: string) => `/${template}`;

export const waitingJoinRoute = bearerRoute(TAGS, `post ${path(WAITING_PATHS.join)}`, {
  summary: "Join a full slot's waiting list",
  description:
    `${ADDITION} The client waits for quantidade seats of the slot; when seats of it free up by any path, they are offered ` +
    'in that same transaction to the first customer in line whose request fits (one needing more seats than are free keeps ' +
    'its place), as a hold in the customer\'s timed cart lasting the timer settings\' tempo_oferta, told over the hold ' +
    'channel (update_list and lista_espera) and by e-mail in idioma. The public site token speaks for any client, a session ' +
    `token only for its own entity. Refusals (nothing changes): ${WAITING_ERROR_CODES.filter((code) => code !== 'not_your_entry').join(', ')}. ${ENTRY_NOTE}`,
  body: waitingJoinSchema,
  responses: answers(201, 'The entry, waiting, with its place in line', waitingEntryAnswer, { 400: 'Invalid body, or bad_quantity (more seats than the slot has)', 403: 'A session token of another entity', 404: 'unknown_slot: no such slot on sale', 409: 'slot_not_full, already_waiting, list_closed, limit_reached or collision' }),
});

export const waitingLeaveRoute = bearerRoute(TAGS, 'delete /platform/waiting/{id}', {
  summary: 'Leave a waiting list (or decline its offer)',
  description:
    `${ADDITION} A waiting entry is left; an entry on offer declines it: its hold is given back and its seats pass to the ` +
    'next in line at once. An entry that has ended is answered as it is. The entry\'s client (a session of theirs, or the ' +
    `public site token) or staff. ${ENTRY_NOTE}`,
  params: z.object({ id: idParam('id', 'The waiting entry.') }),
  responses: {
    200: { description: 'The entry as it ended', content: json(waitingEntryAnswer) },
    400: errorResponse('Malformed id'),
    403: errorResponse("not_your_entry: another customer's entry"),
    404: errorResponse('not_your_entry: no such entry'),
    ...commonErrorResponses,
  },
});

export const waitingOfClientRoute = bearerRoute(TAGS, 'get /platform/waiting/client/{id_client}', {
  summary: "A client's waiting-list entries",
  description: `${ADDITION} The client's entries still waiting or on offer, oldest first. The public site token, the client's own session, or staff. ${ENTRY_NOTE}`,
  params: z.object({ id_client: idParam('id_client', 'The client (entity).') }),
  responses: answers(200, 'The open entries', waitingEntriesAnswer, { 400: 'Malformed client id', 403: 'A session token of another entity' }),
});

export const waitingOfSlotRoute = bearerRoute(TAGS, 'get /platform/waiting/stock/{id_stock}', {
  summary: "A slot's waiting list (desk)",
  description: `${ADDITION} The slot's open entries (waiting or on offer) in line order, each with the customer's nome and email. Staff or the public site token. ${ENTRY_NOTE}`,
  params: z.object({ id_stock: idParam('id_stock', 'The slot (stock line).') }),
  responses: answers(200, 'The line', waitingLineAnswer, { 400: 'Malformed id', 403: 'A customer session', 404: 'unknown_slot: no such slot' }),
});

export function registerWaitingRoutes(app: ApiApp, deps: ReservationDeps): void {
  const { db, companyCode } = deps;

  app.openapi(waitingJoinRoute, async (c) => {
    const request = c.req.valid('json');
    // The hold channel's hello rule (spec 002 §4): nobody acts for another customer.
    if (!maySpeakFor(c.get('principal'), companyCode, request.id_client)) {
      throw new ApiError(403, 'forbidden', 'A session token may only join waiting lists for its own entity');
    }
    // The ledger reads the clock once it holds its locks (hold-locks.ts Clock).
    const entry = await joinLine(db, companyCode, request, deps.now);
    return c.json(waitingEntryAnswer.parse({ data: entry }), 201);
  });

  app.openapi(waitingLeaveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const principal = c.get('principal');
    const owner = await entryOwner(db, companyCode, id);
    if (!owner) throw new ApiError(404, 'not_your_entry', `No waiting entry ${id}`);
    if (!maySpeakFor(principal, companyCode, owner.clientId) && !isStaffOf(principal, companyCode)) {
      throw new ApiError(403, 'not_your_entry', "Another customer's waiting entry");
    }
    const entry = await leaveLine(db, companyCode, owner, id, deps.now);
    return c.json(waitingEntryAnswer.parse({ data: entry }), 200);
  });

  app.openapi(waitingOfClientRoute, async (c) => {
    const { id_client: clientId } = c.req.valid('param');
    const principal = c.get('principal');
    if (!maySpeakFor(principal, companyCode, clientId) && !isStaffOf(principal, companyCode)) {
      throw new ApiError(403, 'forbidden', 'A session token may only read its own waiting entries');
    }
    return c.json(waitingEntriesAnswer.parse({ data: await openEntriesOfClient(db, companyCode, clientId) }), 200);
  });

  app.openapi(waitingOfSlotRoute, async (c) => {
    const { id_stock: stockId } = c.req.valid('param');
    const principal = c.get('principal');
    // Who waits (names, e-mail addresses) is the desk's business, and the website's, which speaks for staff screens too.
    if (principal.kind !== 'site' && !isStaffOf(principal, companyCode)) {
      throw new ApiError(403, 'forbidden', "Only staff or the website may read a slot's waiting list");
    }
    if (!(await findSlot(db, companyCode, { stockId }))) throw new ApiError(404, 'unknown_slot', `No time slot ${stockId}`);
    return c.json(waitingLineAnswer.parse({ data: await lineOfSlot(db, companyCode, stockId) }), 200);
  });
}
