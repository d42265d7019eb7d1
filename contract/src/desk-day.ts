/**
 * The desk's day (this implementation's additions to the resort API, staff only):
 *
 * - GET  /desk/day/{dia}                      the day's bookings per service and slot, and its entrance tickets
 * - POST /desk/checkin                        check a booking in by its receipt's code
 * - POST /desk/refund                         refund a paid order (pagamento_pendente -2, spec 002 §4)
 * - POST /sandbox/payments/{ref}/refunds      the payment sandbox's refund of a card or MB WAY payment
 *
 * - the realtime channel's feed: {"type": "chegada"} per check-in, with {"feed": {"chegadas": true}}
 *
 * The desk calls take the bearer of a staff session (profile Colaborador) of the configured company;
 * any other caller gets 403 forbidden and nothing is stored. They carry no company code, as the
 * reservation calls. Failures are the common `{ error: { code, message } }`; the ones below also
 * carry `details` (deskDayErrorAnswer), so a reader can say when, by whom, which day or slot.
 */
import { z } from 'zod';
import { orderDocumentSchema } from './orders.ts';
import { id, orNull, text, timestamp } from './primitives.ts';
import { decimalText, integer, optionalInteger } from './values.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD');
/** An instant with the Lisbon offset (2026-01-15T10:00:00+00:00), always present. */
const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'expected a date-time');

/**
 * A ticket code as the receipt prints it (the order's `qr[].codigo`, spec 001 §3.4): EST and 8 hex
 * digits. An order without tickets prints SERIE/NUMERO instead (DSK2026/12), read the same way.
 * Both are read case-insensitively, without spaces; anything else is ticket_code_malformed.
 */
export const TICKET_CODE_PATTERN = /^EST[0-9A-F]{8}$/;
export const ORDER_REFERENCE_PATTERN = /^([A-Z0-9]{1,20})\/([1-9]\d{0,8})$/;
/** What a scanner or a clerk typed, as compared: upper case, no white space. */
export function normalizeTicketCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Who did it: the staff member's entity id and name. */
export const deskStaffSchema = z.object({ id, nome: text });
export type DeskStaff = z.output<typeof deskStaffSchema>;

/** A booking's arrival (check-in): when and by which clerk. */
export const deskCheckInSchema = z.object({ em: instant, por: deskStaffSchema });
export type DeskCheckIn = z.output<typeof deskCheckInSchema>;

/** An order's refund: when, by whom, why, how much (the order total, "12.30") and how it was paid back. */
export const deskRefundSchema = z.object({
  em: instant,
  por: deskStaffSchema,
  motivo: text,
  valor: decimalText,
  /** The payment method refunded: cc and mbw through the provider's refund, desk and mb by the resort itself. */
  metodo: text,
  /** The provider's refund id (the sandbox's RFD…) for cc and mbw; null otherwise. */
  id_reembolso_fornecedor: orNull(z.string()),
});
export type DeskRefund = z.output<typeof deskRefundSchema>;

/**
 * One order's seats in a slot, or its entrance tickets for the day. Listed whatever the payment
 * state except failed (-1): pending (0), paid (1, 2) and refunded (-2, whose seats are back on sale).
 */
export const deskBookingSchema = z.object({
  id_encomenda: id,
  numero: integer,
  serie: text,
  /** The billing name of the order (documento.user_info.name). */
  cliente: text,
  /** The customer's entity id; null for a walk-in at the desk. */
  id_cliente: optionalInteger,
  quantidade: integer,
  origem: z.enum(['web', 'desk']),
  /** spec 002 §4: 1 paid (green), 2 paid (blue), 0 pending, -2 refunded (grey), any other failed. */
  pagamento_pendente: integer,
  /** PAYMENT_METHODS: 0 card, -1 MB WAY, 1 Multibanco, 2 desk; null before a checkout. */
  metodo_de_pagamento: optionalInteger,
  /** The order's ticket codes (qr[].codigo); any of them checks the order in. */
  codigos: z.array(z.string()),
  chegada: deskCheckInSchema.nullable(),
  reembolso: deskRefundSchema.nullable(),
});
export type DeskBooking = z.output<typeof deskBookingSchema>;

/** A slot of the day with its seats (counted at gerado_em) and its bookings, oldest order first. */
export const deskDaySlotSchema = z.object({
  id_stock: id,
  id_event: id,
  id_prod: id,
  inicio: instant,
  fim: instant,
  /** HH:mm in Lisbon. */
  validade_data_hora_ini: text,
  validade_data_hora_fim: text,
  capacidade: integer,
  /** Seats sold to orders (paid or awaiting payment). */
  vendidos: integer,
  /** Seats held now in carts (holds not yet lapsed). */
  cativos: integer,
  /** capacidade − vendidos − cativos, never below 0 (the listings' disponivel). */
  disponivel: integer,
  /** Whether listings show the slot (visible and activo). */
  listado: z.boolean(),
  reservas: z.array(deskBookingSchema),
});
export type DeskDaySlot = z.output<typeof deskDaySlotSchema>;

/** The product a day list is about: its id, its catalogue name (pt) and its group. */
const deskProductShape = { id_prod: id, nome: text, codgrupo: text };

/** A service (timed product) with its slots of the day, in start order. nome is the catalogue's (pt). */
export const deskDayServiceSchema = z.object({
  ...deskProductShape,
  slots: z.array(deskDaySlotSchema),
});
export type DeskDayService = z.output<typeof deskDayServiceSchema>;

/** An entrance ticket product with the tickets sold for the day (no slot: tickets for a day). */
export const deskDayEntranceSchema = z.object({
  ...deskProductShape,
  /** Tickets sold for the day (orders paid or awaiting payment). */
  vendidos: integer,
  reservas: z.array(deskBookingSchema),
});
export type DeskDayEntrance = z.output<typeof deskDayEntranceSchema>;

/** GET /desk/day/{dia}: every service with slots that day, and every entrance ticket sold for it. */
export const deskDayAnswer = z.object({
  data: z.object({
    dia: day,
    /** The instant the seats were counted at. */
    gerado_em: instant,
    servicos: z.array(deskDayServiceSchema),
    entradas: z.array(deskDayEntranceSchema),
  }),
});
export type DeskDayAnswer = z.output<typeof deskDayAnswer>;

/** Where a booking is: its slot (id_stock, start and end), or an entrance ticket for a day (slot fields null). */
export const deskBookingPlaceSchema = z.object({
  dia: day,
  id_prod: id,
  nome: text,
  id_stock: optionalInteger,
  inicio: orNull(z.string()),
  fim: orNull(z.string()),
});
export type DeskBookingPlace = z.output<typeof deskBookingPlaceSchema>;

/**
 * POST /desk/checkin. The code names an order (any of its ticket codes, or SERIE/NUMERO); the
 * check-in marks that order's bookings on `dia`: only the one in slot id_stock when the clerk has
 * chosen a slot, else all of them that day (slots and entrance tickets). A booking is checked in
 * once; bookings of the order already checked in are left as they were.
 */
export const deskCheckInRequest = z.object({
  codigo: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  dia: day,
  id_stock: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type DeskCheckInRequest = z.input<typeof deskCheckInRequest>;

export const deskCheckInAnswer = z.object({
  data: z.object({
    dia: day,
    /** The code as read (normalizeTicketCode). */
    codigo: z.string(),
    /** The bookings this call checked in, with where they are. */
    chegadas: z.array(z.object({ lugar: deskBookingPlaceSchema, reserva: deskBookingSchema })).min(1),
  }),
});
export type DeskCheckInAnswer = z.output<typeof deskCheckInAnswer>;

/** POST /desk/refund: the order by id and why. Staff only; the whole order is refunded. */
export const deskRefundRequest = z.object({
  id_encomenda: z.number().int().positive().max(2_147_483_647),
  motivo: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
});
export type DeskRefundRequest = z.input<typeof deskRefundRequest>;

export const deskRefundAnswer = z.object({
  data: z.object({
    /** The order as refunded: info.pagamento_pendente -2, its tickets kept with show_qr false. */
    encomenda: orderDocumentSchema,
    reembolso: deskRefundSchema,
    /** The seats given back, per slot (each announced on the seat feed at commit). */
    lugares: z.array(z.object({ id_stock: id, quantidade: integer })),
  }),
});
export type DeskRefundAnswer = z.output<typeof deskRefundAnswer>;

/**
 * The realtime channel's feed (reservations.ts channelFeedMessageSchema) carries a check-in as
 * {"type": "chegada", "data": …} to feed sockets whose hello asked {"chegadas": true} (narrowed to
 * the hello's dia), at the commit of the check-in: a day list reads its day again, for who and when.
 */
export const checkInChangeSchema = z.object({
  id_encomenda: id,
  /** The slot; null for entrance tickets. */
  id_stock: optionalInteger,
  id_prod: id,
  dia: day,
});
export type CheckInChange = z.output<typeof checkInChangeSchema>;

// ---------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------

/** The failures of the desk calls, besides the common ones (errors.ts); HTTP status in each comment. */
export const DESK_DAY_ERROR_CODES = [
  /** 422: the code is neither a ticket code (EST + 8 hex) nor SERIE/NUMERO. */
  'ticket_code_malformed',
  /** 404: no order of the company has this code. */
  'ticket_code_unknown',
  /** 409: the order is not paid (pending, failed or refunded); details carry its payment state. */
  'checkin_unpaid',
  /** 409: the order has no booking on that day; details carry where its bookings are (maybe none). */
  'checkin_other_day',
  /** 409: the order has bookings that day, but not in the chosen slot; details carry which. */
  'checkin_other_slot',
  /** 409: every booking asked for is checked in already; details carry when and by whom. */
  'checkin_already',
  /** 404: no order of the company with this id. */
  'refund_order_unknown',
  /** 409: the order is not paid (pending or failed); details carry its payment state. */
  'refund_not_paid',
  /** 409: the order was refunded already; details carry that refund. */
  'refund_already',
  /** 409: a slot of the order has started (or an entrance ticket's day is over); details carry which. */
  'refund_slot_started',
  /** 502: the payment provider did not pay back; the order is unchanged and may be refunded again. */
  'refund_provider_failed',
] as const;
export type DeskDayErrorCode = (typeof DESK_DAY_ERROR_CODES)[number];

const orderRef = { id_encomenda: id, numero: integer, serie: text };
const failure = <C extends DeskDayErrorCode, D extends z.ZodType>(code: C, details: D) =>
  z.object({ code: z.literal(code), message: text, details });
const noDetails = z.object({}).nullish();

/** The body of a failed desk call, by code. */
export const deskDayErrorSchema = z.discriminatedUnion('code', [
  failure('ticket_code_malformed', noDetails),
  failure('ticket_code_unknown', noDetails),
  failure('checkin_unpaid', z.object({ ...orderRef, pagamento_pendente: integer })),
  failure('checkin_other_day', z.object({ ...orderRef, reservas: z.array(deskBookingPlaceSchema) })),
  failure('checkin_other_slot', z.object({ ...orderRef, reservas: z.array(deskBookingPlaceSchema) })),
  failure('checkin_already', z.object({ ...orderRef, lugar: deskBookingPlaceSchema, chegada: deskCheckInSchema })),
  failure('refund_order_unknown', noDetails),
  failure('refund_not_paid', z.object({ ...orderRef, pagamento_pendente: integer })),
  /** reembolso null: refunded before refunds were recorded (e.g. the demo data). */
  failure('refund_already', z.object({ ...orderRef, reembolso: deskRefundSchema.nullable() })),
  failure('refund_slot_started', z.object({ ...orderRef, lugar: deskBookingPlaceSchema })),
  failure('refund_provider_failed', noDetails),
]);
export type DeskDayError = z.output<typeof deskDayErrorSchema>;
export const deskDayErrorAnswer = z.object({ error: deskDayErrorSchema });
export type DeskDayErrorAnswer = z.output<typeof deskDayErrorAnswer>;

// ---------------------------------------------------------------------------------------------
// The payment sandbox's refund (the providers' side, design.md), as card providers offer it
// ---------------------------------------------------------------------------------------------

/**
 * POST /sandbox/payments/{ref}/refunds: refunds (part of) a paid card or MB WAY payment. Signed
 * as the notifications are (X-Payment-Signature: sha256=HMAC of the body with the shared secret).
 * `reference` is the merchant's idempotency key: the same reference again answers the same refund.
 */
export const sandboxRefundRequest = z.object({
  /** Euros, 2 decimals ("12.30"); at most what is left of the payment. */
  amount: decimalText.refine((v) => /^\d+(\.\d{1,2})?$/.test(v) && Number(v) > 0, 'must be an amount above 0 with at most 2 decimals'),
  currency: z.literal('EUR', { error: 'must be EUR' }).default('EUR'),
  reason: z.string().trim().max(500, 'must be at most 500 characters').default(''),
  reference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, "-" or "_"'),
});
export type SandboxRefundRequest = z.input<typeof sandboxRefundRequest>;

export const sandboxRefundSchema = z.object({
  /** RFD + 16 hex. */
  id: z.string(),
  /** The payment's ref (PAY…). */
  payment: z.string(),
  amount: decimalText,
  currency: z.literal('EUR'),
  reason: text,
  reference: z.string(),
  status: z.enum(['succeeded']),
  created: timestamp,
});
export type SandboxRefund = z.output<typeof sandboxRefundSchema>;
export const sandboxRefundAnswer = z.object({ data: sandboxRefundSchema });
