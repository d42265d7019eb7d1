import { z } from 'zod';
import { id, timestamp } from './primitives.ts';
import { calendarDate } from './values.ts';

/**
 * The waiting list of a full slot (this implementation's addition to spec 002: the resort API of
 * the spec has no such calls). A signed-in customer joins a full slot's list for a number of seats;
 * when seats of that slot free up, by any path, resort-api offers them in the same transaction to
 * the first customer in line whose request fits: the seats become a hold in that customer's timed
 * cart (an offer), lasting the timer settings' tempo_oferta. An offer that lapses or is declined
 * passes down the line; the list closes at the slot's booking cut-off (intervalo_tolerancia).
 */
export const WAITING_PATHS = {
  /** POST platform/waiting: join a slot's list (waitingJoinSchema); 201 with the entry. */
  join: 'platform/waiting',
  /**
   * DELETE platform/waiting/{id}: leave the list; an entry on offer declines its offer (the hold is
   * given back and passes down the line). Answers the entry as it ended.
   */
  entry: (entryId: number) => `platform/waiting/${entryId}`,
  /** GET platform/waiting/client/{id_client}: the client's entries still waiting or on offer. */
  ofClient: (clientId: number) => `platform/waiting/client/${clientId}`,
  /** GET platform/waiting/stock/{id_stock}: a slot's line, for the desk (staff and the public site token). */
  ofSlot: (stockId: number) => `platform/waiting/stock/${stockId}`,
} as const;

/**
 * An entry's state. waiting: in line; offered: seats are held for it (oferta); bought: the offer
 * was paid; declined: the customer gave the offer back; lapsed: the offer's time ran out; left: the
 * customer left the line; closed: the slot's booking cut-off passed while it waited.
 */
export const WAITING_STATES = ['waiting', 'offered', 'bought', 'declined', 'lapsed', 'left', 'closed'] as const;
export type WaitingState = (typeof WAITING_STATES)[number];
/** The states in which an entry is still in the line (counted, shown, may be offered). */
export const OPEN_WAITING_STATES = ['waiting', 'offered'] as const satisfies readonly WaitingState[];

/** The customer's language by the site's ids (1 pt, 2 en, 3 es, 4 fr): the offer's e-mail speaks it. */
const languageId = z.coerce.number().int().min(1).max(4);

/** POST platform/waiting: who joins which slot's line, for how many seats. */
export const waitingJoinSchema = z
  .object({
    id_client: z.number().int().positive(),
    id_stock: z.number().int().positive(),
    id_event: z.number().int().positive(),
    id_prod: z.number().int().positive(),
    quantidade: z.number().int().min(1).max(100),
    /** The events that cannot be held with this one, as in a hold request (spec 002 §7). */
    lista_incompativel: z.array(z.number().int().positive()).max(1000).default([]),
    idioma: languageId.default(1),
  })
  .strict();
export type WaitingJoin = z.input<typeof waitingJoinSchema>;

/** One entry of a waiting list. */
export const waitingEntrySchema = z.object({
  id,
  id_client: id,
  id_stock: id,
  id_event: id,
  id_prod: id,
  /** The slot's day (Lisbon) and start instant, so a reader shows the entry without another read. */
  dia: calendarDate,
  inicio: timestamp,
  quantidade: z.coerce.number().int().positive(),
  estado: z.enum(WAITING_STATES),
  /** Place in line from 1 among the slot's entries still waiting; null once offered or ended. */
  lugar: z.number().int().positive().nullable(),
  /** When the customer joined (the line's order). */
  desde: timestamp,
  idioma: languageId,
  /** While offered: the hold that keeps the seats (a cart line's prod_timer) and when it lapses. */
  oferta: z.object({ prod_timer: id, expira_em: timestamp }).nullable(),
});
export type WaitingEntry = z.output<typeof waitingEntrySchema>;

/** POST platform/waiting and DELETE platform/waiting/{id}. */
export const waitingEntryAnswer = z.object({ data: waitingEntrySchema });
/** GET platform/waiting/client/{id_client}: oldest first. */
export const waitingEntriesAnswer = z.object({ data: z.array(waitingEntrySchema) });

/** GET platform/waiting/stock/{id_stock}: the slot's open entries in line order, with who they are. */
export const waitingLineAnswer = z.object({
  data: z.object({
    id_stock: id,
    entradas: z.array(waitingEntrySchema.extend({ nome: z.string(), email: z.string() })),
  }),
});
export type WaitingLine = z.output<typeof waitingLineAnswer>['data'];

/**
 * Error codes of the waiting-list calls (the `{ error: { code, message } }` body): slot_not_full
 * (409: seats are free, hold them instead), already_waiting (409: the client is in this line),
 * list_closed (409: the slot's booking cut-off has passed), not_your_entry (403/404), and the hold's
 * own refusals applied at joining: unknown_slot, bad_quantity, limit_reached, collision.
 */
export const WAITING_ERROR_CODES = [
  'slot_not_full',
  'already_waiting',
  'list_closed',
  'not_your_entry',
  'unknown_slot',
  'bad_quantity',
  'limit_reached',
  'collision',
] as const;
export type WaitingErrorCode = (typeof WAITING_ERROR_CODES)[number];

/**
 * Server → a client's hold channel (after its hello), beside spec 002 §4's four messages: the
 * client's open entries, sent when any of them changes (joined, moved up the line, offered, ended).
 */
export const channelWaitingMessageSchema = z.object({
  type: z.literal('lista_espera'),
  data: z.array(waitingEntrySchema),
});
export type ChannelWaitingMessage = z.output<typeof channelWaitingMessageSchema>;

/** The offer window's default, in minutes (timer settings tempo_oferta): see docs/architecture.md. */
export const DEFAULT_OFFER_MINUTES = 10;
