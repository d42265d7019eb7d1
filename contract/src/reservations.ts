import { z } from 'zod';
import { catalogItemSchema } from './catalogue.ts';
import { checkInChangeSchema } from './desk-day.ts';
import { flag, id, listAnswer, orNull, text, timestamp } from './primitives.ts';
import { calendarDate, decimalText, integer, optionalDecimal } from './values.ts';
import { DEFAULT_OFFER_MINUTES, channelWaitingMessageSchema } from './waiting-list.ts';

/**
 * Timed reservations (spec 002 §3, §4, §7): spa and wellness services, their time slots (events
 * and their stock lines), entrance tickets, the timer settings and the realtime seat-hold channel.
 *
 * Paths. The spec writes the product calls as `{product}/…`: here `{product}` is the product
 * service's base, `platform/products`, so the countdown is `GET platform/products/time` and the
 * collisions of an event `GET platform/products/collision/{id_event}`. The timer settings have no
 * path in the spec: `GET platform/settings/timer` (and `PUT` for staff).
 */
export const RESERVATION_PATHS = {
  /** GET platform/products/grupo/{codgrupo} (WEL, SPA): the group's services and tickets. */
  productsOfGroup: (codgrupo: string) => `platform/products/grupo/${codgrupo}`,
  /** GET platform/products/{id}: one product (alone in data). */
  product: (productId: number) => `platform/products/${productId}`,
  /** GET platform/products/collision/{id_event}: the events that cannot be held with this one. */
  collisions: (eventId: number) => `platform/products/collision/${eventId}`,
  /** GET platform/products/event/data/event_id/{id_event}: one event (slot) with its product. */
  eventData: (eventId: number) => `platform/products/event/data/event_id/${eventId}`,
  /** GET stocks/id_event/{id_event}: the stock line of an event. */
  stockByEvent: (eventId: number) => `stocks/id_event/${eventId}`,
  /** GET stocks/{YYYY-MM-DD}/{productId}: the stock lines of a product on a day. */
  stocksOfDay: (date: string, productId: number) => `stocks/${date}/${productId}`,
  /** GET stocks/id/{id_stock}: one stock line. */
  stockById: (stockId: number) => `stocks/id/${stockId}`,
  /** GET platform/products/event/tarifa/stock_old/{id_stock}: the net price of a stock line. */
  price: (stockId: number) => `platform/products/event/tarifa/stock_old/${stockId}`,
  /** GET platform/products/time: the hold countdown (minutes) and the server's clock. */
  countdown: 'platform/products/time',
  /** POST platform/products/cache/get/data: products with their slots of one day (filters below). */
  cacheData: 'platform/products/cache/get/data',
  /** POST platform/products/cache/get/data/range: the days of a range that have slots with seats. */
  cacheDataRange: 'platform/products/cache/get/data/range',
  /** GET (and PUT, staff) platform/settings/timer: the timer settings. */
  timerSettings: 'platform/settings/timer',
  /** The realtime seat-hold channel: a WebSocket at this path of the API's server. */
  channel: 'realtime',
  /**
   * GET platform/holds/{id_client}: the client's live holds as cart lines (the channel's
   * update_list carrinho), read over HTTP so a page that only shows the cart opens no socket.
   */
  clientHolds: (clientId: number) => `platform/holds/${clientId}`,
} as const;

/** Product groups of timed reservations (spec 002 §1). */
export const RESERVATION_GROUPS = ['SPA', 'WEL'] as const;

/** spec 002 §9: defaults when the timer settings are empty. */
export const TIMER_DEFAULTS = { time_count_down: 5, intervalo_tolerancia: 15, numero_maximo_eventos_no_carrinho: 3 } as const;

/** How many times one hold may be extended (WCAG 2.2.1: extend at least ten times). */
export const MAX_HOLD_RENEWALS = 10;

/** spec 002 §9: slots starting at this hour or later are "afternoon" in WEL listings. */
export const AFTERNOON_FROM_HOUR = 12;

/**
 * Timer settings (spec 002 §3). time_count_down: minutes a hold lasts (decimals allowed, so tests
 * can use seconds); intervalo_tolerancia: minutes before a slot's start after which it can no longer
 * be held; numero_maximo_eventos_no_carrinho: most timed items in a cart, -1 unlimited;
 * tempo_oferta: minutes a waiting-list offer lasts.
 */
export const timerSettingsSchema = z.object({
  time_count_down: z.coerce.number().positive().max(24 * 60).nullish().transform((v) => v ?? TIMER_DEFAULTS.time_count_down),
  intervalo_tolerancia: z.coerce.number().int().min(0).max(24 * 60).nullish().transform((v) => v ?? TIMER_DEFAULTS.intervalo_tolerancia),
  numero_maximo_eventos_no_carrinho: z.coerce
    .number()
    .int()
    .min(-1)
    .max(1000)
    .nullish()
    .transform((v) => v ?? TIMER_DEFAULTS.numero_maximo_eventos_no_carrinho),
  /**
   * Minutes a waiting-list offer keeps its seats in the customer's cart (waiting-list.ts; this
   * implementation's addition): longer than a hold, since the customer may learn of it by e-mail.
   */
  tempo_oferta: z.coerce.number().positive().max(24 * 60).nullish().transform((v) => v ?? DEFAULT_OFFER_MINUTES),
});
export type TimerSettings = z.output<typeof timerSettingsSchema>;
/** GET platform/settings/timer */
export const timerSettingsAnswer = z.object({ data: timerSettingsSchema });

/** GET platform/products/time: the countdown in minutes and the server's clock (ISO with offset). */
export const countdownAnswer = z.object({ data: z.object({ time_count_down: z.coerce.number().positive(), agora: timestamp }) });

/**
 * A stock line (spec 002 §3 "A stock line holds event_date, start_at, end_at, id_event, id"): one
 * slot's seats. capacidade: seats in all; disponivel: seats neither sold nor held right now.
 * start_at and end_at are ISO instants with the Lisbon offset.
 */
export const stockLineSchema = z.object({
  id,
  id_event: id,
  id_prod: id,
  event_date: calendarDate,
  start_at: timestamp,
  end_at: timestamp,
  capacidade: integer,
  disponivel: integer,
  visible: flag,
  activo: flag,
});
export type StockLine = z.output<typeof stockLineSchema>;
export const stockLinesAnswer = listAnswer(stockLineSchema);

/**
 * A slot as the product's `details` list carries it (spec 002 §3): validade_data_hora_ini/_fim are
 * HH:mm in Lisbon, `dia` the day; the _to_show field is the start as shown (HH:mm).
 */
export const slotDetailSchema = z.object({
  id_event: id,
  id_stock: id,
  dia: calendarDate,
  validade_duracao: integer.nullish().transform((v) => v ?? 0),
  validade_data_hora_ini: z.string().regex(/^\d{2}:\d{2}$/),
  validade_data_hora_fim: z.string().regex(/^\d{2}:\d{2}$/),
  validade_data_hora_ini_to_show: text,
  /** The instants of start and end (ISO with offset), so no reader rebuilds them from HH:mm. */
  inicio: timestamp,
  fim: timestamp,
  capacidade: integer,
  disponivel: integer,
  /** The slot's net unit price (3 decimals). */
  preco_liquido: decimalText,
  /** Customers in the slot's waiting list still waiting (waiting-list.ts); absent from older answers: 0. */
  em_espera: z.coerce.number().int().min(0).default(0),
});
export type SlotDetail = z.output<typeof slotDetailSchema>;

/**
 * A product of the reservations (spec 002 §3 "Product / service"): the catalogue item plus the
 * service fields. tipo_reserva: 'timed' (held by slot) or 'entrance' (a ticket for a day, never held).
 */
export const serviceProductSchema = catalogItemSchema.extend({
  id_prod: id,
  preco: optionalDecimal,
  duracao_min: integer.nullish().transform((v) => v ?? 0),
  id_stock: orNull(id),
  tipo_reserva: z.enum(['timed', 'entrance']).catch('timed'),
  details: z.array(slotDetailSchema).nullish().transform((v) => v ?? []),
});
export type ServiceProduct = z.output<typeof serviceProductSchema>;
export const serviceProductsAnswer = listAnswer(serviceProductSchema);

/** GET platform/products/collision/{id_event}: the event ids that cannot be held with it. */
export const collisionsAnswer = z.object({ data: z.array(id) });

/** GET platform/products/event/data/event_id/{id}: the event's product and its one detail. */
export const eventDataAnswer = z.object({ data: z.object({ produto: serviceProductSchema, evento: slotDetailSchema }) });

/** GET platform/products/event/tarifa/stock_old/{id}: the price of a stock line. */
export const slotPriceAnswer = z.object({ data: z.object({ preco_liquido: decimalText, taxa_iva: z.coerce.number().min(0).max(100) }) });

/**
 * POST platform/products/cache/get/data: the filters (spec 002 §7). Answers the matching products,
 * each with the slots (details) of the day ano-mes-dia; a product without a day gets no details.
 */
export const cacheDataFilterSchema = z.object({
  cod_grupo: z.enum(RESERVATION_GROUPS).optional(),
  'stocks.visible': z.boolean().optional(),
  'stocks.activo': z.boolean().optional(),
  id_prod: z.coerce.number().int().positive().optional(),
  ano: z.coerce.number().int().min(2000).max(2100).optional(),
  mes: z.coerce.number().int().min(1).max(12).optional(),
  dia: z.coerce.number().int().min(1).max(31).optional(),
});
export type CacheDataFilter = z.input<typeof cacheDataFilterSchema>;

/** POST …/data/range: the same filters with a range of days (at most 92). */
export const cacheDataRangeFilterSchema = cacheDataFilterSchema.omit({ ano: true, mes: true, dia: true }).extend({
  desde: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type CacheDataRangeFilter = z.input<typeof cacheDataRangeFilterSchema>;
/** The days (YYYY-MM-DD) of the range on which each product has a slot with a free seat. */
export const cacheDataRangeAnswer = z.object({
  data: z.array(z.object({ id_prod: id, dias: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)) })),
});

// ---------------------------------------------------------------------------------------------
// The realtime seat-hold channel (spec 002 §4 "Seat hold over the realtime channel").
// ---------------------------------------------------------------------------------------------

/** A multilingual message list (spec 002 §4 erro/sucesso): one text per language id (1 pt … 4 fr). */
export const channelMessagesSchema = z.array(z.object({ id_lingua: z.number().int().min(1).max(4), texto: z.string() }));
export type ChannelMessages = z.output<typeof channelMessagesSchema>;

/**
 * Client → server, first message: who this channel is for. temporal_segundo false: no countdown
 * ticks on this socket (the holder counts down from each line's expira_em); the cart is still sent
 * again when a hold lapses. Absent or true: the ticks of spec 002 §4.
 */
export const channelHelloSchema = z
  .object({ id_client: z.coerce.number().int().positive(), temporal_segundo: z.boolean().optional() })
  .strict();

/**
 * Client → server, first message of a feed socket (trusted callers only: the public site token, i.e.
 * the gateway). lugares: every change of a slot's seats (optionally only of product id_prod, and of
 * day dia); encomendas: every change of an order's payment state. One socket can follow both.
 */
export const channelFeedHelloSchema = z
  .object({
    feed: z
      .object({
        lugares: z.boolean().default(false),
        encomendas: z.boolean().default(false),
        /** The desk's check-ins (desk-day.ts checkInChangeSchema), narrowed to dia when given. */
        chegadas: z.boolean().default(false),
        id_prod: id.optional(),
        dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
      })
      .strict(),
  })
  .strict();
export type ChannelFeedHello = z.input<typeof channelFeedHelloSchema>;

/**
 * A hold request item (spec 002 §3 "Seat-hold request item"). prod_timer: null for a new hold, or
 * the id of a hold the client has, with info.renovar true, to extend it (the timer restarts from
 * now, the quantity stays; a hold that would end sooner that way, such as a waiting list's offer
 * early in its window, is left as it is). info.pedido: a request id the server echoes in its
 * sucesso/erro/update_list.
 */
export const holdItemSchema = z.object({
  id_prod: z.number().int().positive(),
  id_event: z.number().int().positive(),
  quantidade: z.number().int().min(1).max(100),
  id_user: z.number().int().positive(),
  prod_timer: z.number().int().positive().nullable().optional(),
  lista_incompativel: z.array(z.number().int().positive()).max(1000).default([]),
  id_stock: z.number().int().positive(),
  info: z
    .object({ renovar: z.boolean().optional(), pedido: z.string().max(100).optional() })
    .default({}),
});
export type HoldItem = z.input<typeof holdItemSchema>;

/**
 * A release item (spec 002 §3): prod_timer names the hold; quantidade how many seats to give back
 * (the whole hold when it is at least its quantity).
 */
export const releaseItemSchema = z.object({
  id_prod: z.number().int().positive(),
  quantidade: z.number().int().min(1).max(100),
  prod_timer: z.number().int().positive(),
  id_user: z.number().int().positive(),
  timestamp: z.string().max(40).nullable().optional(),
  id_stock: z.number().int().positive(),
  info: z.object({ pedido: z.string().max(100).optional() }).default({}),
});
export type ReleaseItem = z.input<typeof releaseItemSchema>;

/**
 * Client → server after the hello: a hold (cativar true), a release (cativar false), or the purchase
 * release (comprar_prod true, cativar false: the held seats become sold, for order id_encomenda).
 */
export const channelRequestSchema = z.union([
  z.object({ cativar: z.literal(true), data: z.array(holdItemSchema).min(1).max(20) }).strict(),
  z
    .object({
      cativar: z.literal(false),
      comprar_prod: z.boolean().optional(),
      id_encomenda: z.number().int().positive().optional(),
      data: z.array(releaseItemSchema).min(1).max(20),
    })
    .strict(),
]);
export type ChannelRequest = z.input<typeof channelRequestSchema>;

/**
 * One line of the timed cart (spec 002 §3 "Cart line"). prod_timer is the hold's id; tempo the
 * time left (mm:ss); expira_em the instant it lapses; renovacoes how often it was extended.
 */
export const channelCartLineSchema = z.object({
  prod_timer: z.number().int().positive(),
  id_user: z.number().int().positive(),
  quantidade: z.number().int().positive(),
  tempo: z.string().regex(/^\d{2}:\d{2}$/),
  timestamp: z.string(),
  expira_em: z.string(),
  renovacoes: z.number().int().min(0),
  produto: z.object({
    id: z.number().int().positive(),
    id_prod: z.number().int().positive(),
    id_stock: z.number().int().positive(),
    id_event: z.number().int().positive(),
    total_liquido: decimalText,
    linha: z.object({
      subname: z.string(),
      subname_trad: z.record(z.string(), z.string()).default({}),
      observation: z.string(),
      observation_trad: z.record(z.string(), z.string()).default({}),
      total_liquido: decimalText,
      taxa_iva: z.number(),
      calendario: z.array(z.object({ dia: z.string(), validade_data_hora_ini: z.string(), validade_data_hora_fim: z.string(), inicio: z.string(), fim: z.string() })),
    }),
  }),
});
export type ChannelCartLine = z.output<typeof channelCartLineSchema>;

/** GET platform/holds/{id_client}: the client's live holds, the channel's cart lines. */
export const clientHoldsAnswer = z.object({ data: z.array(channelCartLineSchema) });

/** Error codes of erro messages: what went wrong, for machines (the texts are for people). */
export const CHANNEL_ERROR_CODES = [
  'bad_message',
  'hello_required',
  'unknown_slot',
  'slot_full',
  'slot_time_passed',
  'limit_reached',
  'collision',
  'not_your_hold',
  'renewals_exhausted',
  'bad_quantity',
  /** A purchase release named an order that is not the channel client's (a customer's session sells only to its own orders). */
  'not_your_order',
  /**
   * A purchase release named an order its holds cannot be sold to (detalhe.motivo): one not awaiting
   * payment (paid, failed, refunded or past its deadline: not_awaiting_payment), or one whose lines do
   * not price those holds' product, start and quantity (not_priced).
   */
  'order_not_payable',
  /** The socket sent requests faster than the channel's pace: this one was not carried out. */
  'too_many_requests',
  'server_error',
] as const;
export type ChannelErrorCode = (typeof CHANNEL_ERROR_CODES)[number];

/** Server → client (spec 002 §4): the four message types. `pedido` echoes the request's id. */
export const channelServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('update_list'),
    pedido: z.string().optional(),
    info: z.object({ id: z.number().int(), carrinho: z.array(channelCartLineSchema) }),
  }),
  z.object({
    type: z.literal('temporal_segundo'),
    data: z.object({
      id_user: z.number().int(),
      id_prod: z.number().int(),
      id_event: z.number().int(),
      tempo: z.string().regex(/^\d{2}:\d{2}$/),
      /** The hold's id: the cart line's prod_timer (resort-api/src/reservations/channel-ticker.ts). */
      timestamp_prod: z.number().int(),
      expira_em: z.string(),
    }),
  }),
  z.object({
    type: z.literal('erro'),
    pedido: z.string().optional(),
    codigo: z.enum(CHANNEL_ERROR_CODES),
    /** limit_reached: the maximum; collision: the event held that collides. */
    detalhe: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    data: z.object({ id_user: z.number().int().nullable(), mensagens: channelMessagesSchema }),
  }),
  z.object({
    type: z.literal('sucesso'),
    pedido: z.string().optional(),
    id_user: z.number().int(),
    data: channelMessagesSchema,
  }),
  // The client's waiting-list entries (waiting-list.ts), this implementation's addition.
  channelWaitingMessageSchema,
]);
export type ChannelServerMessage = z.output<typeof channelServerMessageSchema>;

/**
 * A slot's seats as committed by the transaction that changed them (a hold, release, extension,
 * sale, lapse, an unpaid order's seats coming back, a capacity or visibility change). listado:
 * whether the slot is visible and activo (a listing shows it). disponivel counts as `remaining.ts`
 * does at the change's instant.
 */
export const seatChangeSchema = z.object({
  id_stock: id,
  id_prod: id,
  id_event: id,
  /** The slot's day in the resort's time zone (YYYY-MM-DD). */
  dia: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  disponivel: z.number().int().min(0),
  capacidade: z.number().int().min(0),
  listado: z.boolean(),
  /** Customers in the slot's waiting list still waiting (waiting-list.ts): a join or a leave is announced too. */
  em_espera: z.number().int().min(0).default(0),
});
export type SeatChange = z.output<typeof seatChangeSchema>;

/** An order's payment state as committed (spec 002 §4 "Order payment status"). */
export const paymentChangeSchema = z.object({
  id_encomenda: id,
  estado_pagamento: z.number().int(),
  pagamento_pendente: z.number().int(),
});
export type PaymentChange = z.output<typeof paymentChangeSchema>;

/**
 * Server → feed socket: feed_pronto once the feed listens (every change committed after it is sent;
 * a reader catches up on what came before with one read), then lugares and pagamento as they commit.
 */
export const channelFeedMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('feed_pronto') }),
  z.object({ type: z.literal('lugares'), data: z.array(seatChangeSchema).min(1) }),
  z.object({ type: z.literal('pagamento'), data: paymentChangeSchema }),
  /** Only to a hello with chegadas: a booking checked in at the desk. */
  z.object({ type: z.literal('chegada'), data: checkInChangeSchema }),
]);
export type ChannelFeedMessage = z.output<typeof channelFeedMessageSchema>;

/**
 * Close codes (spec 002 §4): 1000/1001 normal; 1006 abnormal (no close frame: a dropped socket);
 * every other code means "the server went down" to a browser. The API uses these:
 */
export const CHANNEL_CLOSE_CODES = {
  normal: 1000,
  goingAway: 1001,
  /** The first message was not a valid hello, or came too late. */
  badHello: 4000,
  /** No bearer, or one that may not speak for that id_client. */
  unauthorized: 4001,
  /** Too many malformed messages. */
  policy: 1008,
  serverError: 1011,
  /** The server restarts (shutdown while the socket is open). */
  restart: 1012,
} as const;

