// The VAT rules are the forms' own (validation), so a form never passes what the API refuses.
import { DEFAULT_VAT_NUMBER, isValidVatNumber, normalizeVat } from '@estancia/validation';
import { z } from 'zod';
import { flag, id, listAnswer, orNull, text, timestamp } from './primitives.ts';
import { calendarDate, codeText, decimalText, integer, optionalDecimal, optionalInteger } from './values.ts';

/**
 * Order documents (nota_de_encomenda, spec 001 §3.4–3.6) as the purchase history reads them:
 * GET store/order/client/{company}/{userId} and GET get/order/id/encomenda//{id} (spec 001 §7).
 * Amounts are exact decimal strings ("12.30"); a unit price has 3 decimals, totals have 2.
 */

/** pagamento_pendente (spec 001 §4, spec 002 §4 "Order payment status"). */
export const PAYMENT_STATES = {
  /** 0: waiting for payment (until the payment deadline). */
  pending: 0,
  /** 1: paid (green). */
  paid: 1,
  /** 2: paid, confirmed (blue). */
  paidConfirmed: 2,
  /** -1: failed or cancelled (any value not listed here reads as failed). */
  failed: -1,
  /** -2: returned or refunded (grey). */
  refunded: -2,
} as const;
export type PaymentState = (typeof PAYMENT_STATES)[keyof typeof PAYMENT_STATES];

/** metodo_de_pagamento (spec 001 §3.4). */
export const PAYMENT_METHODS = {
  /** 0: card (cc), through the provider's hosted page. */
  card: 0,
  /** -1: MB WAY (mbw), approved on the customer's phone. */
  mbway: -1,
  /** 1: Multibanco bank reference (mb): entity, reference, amount. */
  multibanco: 1,
  /**
   * 2: paid at the resort's desk (desk), taken by staff at the counter (spec 002 §4 "Confirming a
   * desk order"). The specs name no code for it; 2 is the counter's own.
   */
  desk: 2,
} as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

/** The Multibanco block: entity, reference and amount (spec 001 §3.4). */
export const multibancoSchema = z.object({
  /** Entity, 5 digits. */
  rmb_ent: codeText,
  /** Reference, 9 digits (the last two are check digits). */
  rmb_ref: codeText,
  /** Amount in euros ("12.30"; a comma decimal is read too). */
  rmb_pag: decimalText,
});
export type Multibanco = z.output<typeof multibancoSchema>;

/** Purchase details of a line (spec 001 §3.5). */
export const orderLineDetailsSchema = z.object({
  data_hora_compra: timestamp,
  id_entidade: optionalInteger,
  id_usado_para_gerar_pagamento: codeText,
  /** The product's group code (SPA, WEL, FORFAIT, AULA…). */
  is_random: text,
});

/** One order line (spec 001 §3.5). Line arithmetic: total = quantidade × preco_unitario; VAT per line. */
export const orderLineSchema = z.object({
  id_produto: id,
  /** The product this line belongs to (the pass of a slope rental line), when any. */
  pretence_ao_produto: optionalInteger,
  designacao: text,
  subname: text,
  observation: text,
  unidade: text,
  /** Position in the order (1, 2, …). */
  id_produto_na_lista_linhas: optionalInteger,
  quantidade: integer,
  /** Net unit price, 3 decimals. */
  preco_unitario: decimalText,
  /** VAT rate in percent (23, 13, 6). */
  taxa_iva: z.coerce.number(),
  taxa_desconto_linha: optionalDecimal,
  total_iliquido: decimalText,
  total_desconto: optionalDecimal,
  total_iliquido_com_desconto: optionalDecimal,
  total_iva: decimalText,
  total_com_iva: decimalText,
  /** Lessons: every lesson of the line is booked. */
  aula_marcada: flag,
  /** Lessons: how many lessons of the line are left to book. */
  quantidade_aux_em_caso_de_aula: integer.nullish().transform((v) => v ?? 0),
  details: orNull(orderLineDetailsSchema),
});
export type OrderLine = z.output<typeof orderLineSchema>;

/** The billing address snapshot of an order (spec 001 §3.4 user_info.addresses). */
export const orderAddressSchema = z.object({
  address_detail: text,
  street_name: text,
  postal_code: codeText,
  city: text,
  village: text,
  region: text,
  country: text,
  localidade: text,
  apartado: text,
  principal: flag,
});

export const orderContactSchema = z.object({
  email: text,
  phone: codeText,
  mobile_phone: codeText,
  principal: flag,
});

/** Who the order is billed to, as it was when ordered (spec 001 §3.4, §3.6). */
export const orderUserInfoSchema = z.object({
  id_user: optionalInteger,
  username: text,
  name: text,
  email: text,
  vat: codeText,
  obs: text,
  addresses: z.array(orderAddressSchema).nullish().transform((v) => v ?? []),
  contacts: z.array(orderContactSchema).nullish().transform((v) => v ?? []),
});
export type OrderUserInfo = z.output<typeof orderUserInfoSchema>;

/** The documento of an order: payment reference, billing data, lines and totals. */
export const orderDocumentBodySchema = z.object({
  rmb: orNull(multibancoSchema),
  user_info: orderUserInfoSchema,
  linhas: z.array(orderLineSchema),
  /** Gross total (sum of the lines' total_com_iva). */
  total_documento: decimalText,
  total_iva_documento: decimalText,
  total_iliquido_documento: decimalText,
  total_desconto_linha_documento: optionalDecimal,
  taxa_desconto_global: optionalDecimal,
  valor_desconto_global_a_aplicar: optionalDecimal,
  /** Spelled so upstream. */
  total_iliquido_documento_com_deconto_linha_e_global: optionalDecimal,
});
export type OrderDocumentBody = z.output<typeof orderDocumentBodySchema>;

/** A ticket code of a paid order (spec 001 §3.4 qr). */
export const orderTicketSchema = z.object({
  codigo: codeText,
  id_produto: optionalInteger,
  show_qr: flag,
});
export type OrderTicket = z.output<typeof orderTicketSchema>;

export const orderInfoSchema = z.object({
  companycode: z.string(),
  tipo_documento: z.literal('nota_de_encomenda').or(z.string()),
  /** web for the website, desk for the counter. */
  origin: text,
  numero: integer,
  serie: text,
  /** The order's day in the resort (Europe/Lisbon). */
  data: calendarDate,
  timestamp,
  /** Whether a line holds lessons. */
  tem_aulas: flag,
  /** The payment key: the order's time and the customer's id. */
  id_usado_para_gerar_pagamento: codeText,
  estado_pagamento: integer.nullish().transform((v) => v ?? 0),
  /** See PAYMENT_STATES. */
  pagamento_pendente: integer,
  /** See PAYMENT_METHODS. */
  metodo_de_pagamento: optionalInteger,
  /** Payment deadline; an order still unpaid then is cancelled. */
  prazo_pagamento: timestamp,
  qr: z.array(orderTicketSchema).nullish().transform((v) => v ?? []),
});
export type OrderInfo = z.output<typeof orderInfoSchema>;

export const orderDocumentSchema = z.object({
  id,
  info: orderInfoSchema,
  documento: orderDocumentBodySchema,
});
export type OrderDocument = z.output<typeof orderDocumentSchema>;

/** GET store/order/client/{company}/{userId} (newest first) and GET get/order/id/encomenda//{id}. */
export const orderListAnswer = listAnswer(orderDocumentSchema);
export type OrderListAnswer = z.output<typeof orderListAnswer>;

// ---------------------------------------------------------------------------------------------
// Placing and paying an order (spec 001 §4 "Placing the order", §7; spec 002 §4, §7)
// ---------------------------------------------------------------------------------------------

/** Limits of an order request: lines per order, units per line, text lengths. */
export const ORDER_LIMITS = { lines: 100, quantity: 999, text: 500, name: 120 } as const;

/** The methods of the checkout call (spec 001 §9): cc card, mbw MB WAY, mb Multibanco. */
export const CHECKOUT_METHODS = { cc: PAYMENT_METHODS.card, mbw: PAYMENT_METHODS.mbway, mb: PAYMENT_METHODS.multibanco, desk: PAYMENT_METHODS.desk } as const;
export type CheckoutMethod = keyof typeof CHECKOUT_METHODS;
/** desk: staff only, for orders placed at the desk (spec 002 §4). */
export const checkoutMethodSchema = z.enum(['cc', 'mbw', 'mb', 'desk'], { error: 'must be cc, mbw, mb or desk' });

/** The payment key (id_usado_para_gerar_pagamento): the order's time and the customer's id, e.g. 1768471200000-1. */
export const paymentKeySchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(6, 'must be at least 6 characters')
      .max(64, 'must be at most 64 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, "-" or "_" (e.g. 1768471200000-1)'),
  );

/**
 * A VAT number of an order: empty becomes 999999990 (spec 001 §5); a Portuguese NIF has 9 digits
 * with its check digit; a foreign one starts with its 2-letter country code (ES12345678Z).
 */
export const orderVatSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => normalizeVat(v === null || v === undefined ? '' : String(v)))
  .transform((v) => (v === '' ? DEFAULT_VAT_NUMBER : v))
  .refine(
    isValidVatNumber,
    'must be a Portuguese NIF (9 digits with a valid check digit) or a foreign VAT number starting with its country code',
  );

/** A phone number of an order: empty, or 9 to 15 digits with an optional + and spaces. */
export const orderPhoneSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .refine(
    (v) => v === '' || /^\+?\d{9,15}$/.test(v.replace(/[\s()-]/g, '')),
    'must be a phone number of 9 to 15 digits (an optional + and spaces allowed)',
  );

const requestText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

const requestEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'must be an e-mail address')
  .or(z.literal(''))
  .nullish()
  .transform((v) => v ?? '');

/** A non-negative exact amount with at most `decimals` decimals ("12.30"; a comma is read too). */
function amountText(decimals: 2 | 3) {
  return decimalText.refine(
    (v) => new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`).test(v),
    `must be a non-negative amount with at most ${decimals} decimals`,
  );
}
const optionalZeroAmount = amountText(2)
  .nullish()
  .refine((v) => v === null || v === undefined || Number(v) === 0, 'must be 0.00: no discounts are applied (spec 001 §3.5)');

/**
 * An order line as sent (spec 001 §3.5). The position, the lesson counters and the purchase
 * details are filled by the server; the amounts must agree with quantity × unit price and the
 * line's VAT rate, or the order is refused.
 */
export const orderLineRequest = z.object({
  id_produto: id,
  pretence_ao_produto: optionalInteger,
  designacao: z.string().trim().min(1, 'is required').max(ORDER_LIMITS.text, `must be at most ${ORDER_LIMITS.text} characters`),
  subname: requestText(ORDER_LIMITS.text),
  observation: requestText(ORDER_LIMITS.text),
  unidade: requestText(8).transform((v) => v || 'un'),
  quantidade: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1 (lines of 0 are left out, spec 001 §4)')
    .max(ORDER_LIMITS.quantity, `must be at most ${ORDER_LIMITS.quantity}`),
  /** Net unit price, 3 decimals. */
  preco_unitario: amountText(3),
  /** VAT rate, a whole percentage (spec 001 §9). */
  taxa_iva: z.coerce.number({ error: 'must be a VAT rate' }).int('must be a whole percentage').min(0).max(100),
  taxa_desconto_linha: optionalZeroAmount,
  total_iliquido: amountText(2),
  total_desconto: optionalZeroAmount,
  total_iliquido_com_desconto: amountText(2).nullish(),
  total_iva: amountText(2),
  total_com_iva: amountText(2),
});
export type OrderLineRequest = z.output<typeof orderLineRequest>;

export const orderUserInfoRequest = z
  .object({
    id_user: optionalInteger,
    username: requestText(254),
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(ORDER_LIMITS.name, `must be at most ${ORDER_LIMITS.name} characters`),
    email: requestEmail,
    vat: orderVatSchema,
    obs: requestText(ORDER_LIMITS.text),
    addresses: z
      .array(
        z.object({
          address_detail: requestText(200),
          street_name: requestText(200),
          postal_code: codeText.pipe(z.string().max(16, 'must be at most 16 characters')),
          city: requestText(100),
          village: requestText(100),
          region: requestText(100),
          country: requestText(100),
          localidade: requestText(100),
          apartado: requestText(32),
          principal: flag,
        }),
      )
      .max(5, 'must have at most 5 addresses')
      .nullish()
      .transform((v) => v ?? []),
    contacts: z
      .array(z.object({ email: requestEmail, phone: orderPhoneSchema, mobile_phone: orderPhoneSchema, principal: flag }))
      .max(5, 'must have at most 5 contacts')
      .nullish()
      .transform((v) => v ?? []),
  })
  // spec 001 §5: the e-mail may come from the contact or from info.
  .refine((u) => u.email !== '' || (u.contacts[0]?.email ?? '') !== '', {
    message: 'needs an e-mail (in email or contacts[0].email)',
    path: ['email'],
  });
export type OrderUserInfoRequest = z.output<typeof orderUserInfoRequest>;

/** A digest of an order's request: SHA-256 in lowercase hex. */
export const requestFingerprintSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters (SHA-256)');

/** A return URL for the card page: where the browser goes after paying (the payment result page). */
const returnUrl = z
  .string()
  .max(2000, 'must be at most 2000 characters')
  .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
  .nullish()
  .transform((v) => v ?? null);

/**
 * POST store/order (spec 001 §7): the order document with its payment key and payment method.
 * numero, serie, data and timestamp are the server's (numbering without gaps per series); qr is
 * filled when the order is paid; rmb by the Multibanco checkout.
 */
export const orderCreateRequest = z.object({
  info: z.object({
    companycode: z.string().min(1, 'is required').max(64),
    tipo_documento: z.literal('nota_de_encomenda', { error: 'must be nota_de_encomenda' }).default('nota_de_encomenda'),
    origin: z.enum(['web', 'desk'], { error: 'must be web or desk' }).default('web'),
    id_usado_para_gerar_pagamento: paymentKeySchema,
    metodo_de_pagamento: z.coerce
      .number()
      .refine((v) => [0, -1, 1, 2].includes(v), 'must be 0 (card), -1 (MB WAY), 1 (Multibanco) or 2 (desk)')
      .nullish()
      .transform((v) => v ?? null),
    /** Where the hosted card page sends the browser back (the payment result page). */
    return_url: returnUrl,
    qr: z.array(z.unknown()).nullish(),
    /**
     * The caller's digest of the request it places the order for (64 hex characters), stored with
     * the payment key: sent again under that key, the same digest answers the stored order and
     * another one is refused (409 idempotency_key_reused). Without it, the server digests the
     * order's own content. For callers whose retry cannot rebuild the same document (seats already
     * sold to the first one).
     */
    request_fingerprint: requestFingerprintSchema.optional(),
  }),
  documento: z.object({
    user_info: orderUserInfoRequest,
    linhas: z
      .array(orderLineRequest)
      .min(1, 'must have at least one line')
      .max(ORDER_LIMITS.lines, `must have at most ${ORDER_LIMITS.lines} lines`),
    total_documento: amountText(2),
    total_iva_documento: amountText(2),
    total_iliquido_documento: amountText(2),
    total_desconto_linha_documento: optionalZeroAmount,
    taxa_desconto_global: optionalZeroAmount,
    valor_desconto_global_a_aplicar: optionalZeroAmount,
    total_iliquido_documento_com_deconto_linha_e_global: amountText(2).nullish(),
  }),
});
export type OrderCreateRequest = z.input<typeof orderCreateRequest>;
export type OrderCreate = z.output<typeof orderCreateRequest>;

/** The Multibanco block as a client sends it back: entity 5 digits, reference 9, amount (comma decimal too). */
export const multibancoRequest = z.object({
  rmb_ent: codeText.pipe(z.string().regex(/^\d{5}$/, 'must be a 5-digit entity')),
  rmb_ref: codeText.transform((v) => v.replace(/\s/g, '')).pipe(z.string().regex(/^\d{9}$/, 'must be a 9-digit reference')),
  rmb_pag: amountText(2),
});

/**
 * The order update (spec 001 §7 "update store/order", PUT; PATCH is read the same): the order by
 * id, with what may still change while it waits for payment: the payment method, the billing
 * data and the Multibanco block (which must be the one issued for the order). Lines and totals,
 * when sent, must be those stored.
 */
export const orderUpdateRequest = z.object({
  id,
  info: z
    .object({
      companycode: z.string().max(64).optional(),
      metodo_de_pagamento: z.coerce
        .number()
        .refine((v) => [0, -1, 1, 2].includes(v), 'must be 0 (card), -1 (MB WAY), 1 (Multibanco) or 2 (desk)')
        .nullish(),
    })
    .nullish(),
  documento: z
    .object({
      rmb: multibancoRequest.nullish(),
      user_info: orderUserInfoRequest.optional(),
      linhas: z.array(orderLineRequest.pick({ id_produto: true, quantidade: true, preco_unitario: true, taxa_iva: true })).optional(),
      total_documento: amountText(2).optional(),
    })
    .nullish(),
});
export type OrderUpdateRequest = z.input<typeof orderUpdateRequest>;

/** A payment amount as the checkout and the notifications send it: 12.30, "12.30" or "12,30". */
export const paymentValueSchema = amountText(2).refine((v) => Number(v) > 0, 'must be more than 0');

/** POST store/payment/checkout/ (spec 001 §7, 002 §7): start paying an order. */
export const checkoutRequest = z.object({
  key: paymentKeySchema,
  value: paymentValueSchema,
  method: checkoutMethodSchema,
  /** MB WAY: the phone number of the app (required, spec 001 §5). */
  phone: orderPhoneSchema,
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

/**
 * data.response.method of the checkout answer: url for card (the provider's hosted page), reference,
 * entity and value for Multibanco, status pending (and the phone) for MB WAY; expires is when an
 * unpaid order is cancelled.
 */
export const checkoutMethodAnswerSchema = z.object({
  type: text,
  url: text,
  reference: codeText,
  entity: codeText,
  value: optionalDecimal,
  phone: codeText,
  status: text,
  expires: timestamp,
});

export const checkoutDataSchema = z.object({
  /** The payment key. */
  key: codeText,
  /** The payment's own reference (ref of the notifications). */
  ref: codeText,
  /** The payment state (PAYMENT_STATES). */
  status: integer,
  response: z.object({ method: checkoutMethodAnswerSchema }),
});
export type CheckoutData = z.output<typeof checkoutDataSchema>;
export const checkoutAnswer = z.object({ data: checkoutDataSchema });
export type CheckoutAnswer = z.output<typeof checkoutAnswer>;

/** POST store/purchase/payment (spec 001 §7): registers a checkout's answer against its order. */
export const purchasePaymentRequest = z.object({
  /** The payment key. */
  id: paymentKeySchema,
  info: z.object({
    /** The order id. */
    id,
    companycode: z.string().min(1).max(64),
    /** The checkout answer's data. */
    obj: checkoutDataSchema,
  }),
});
export type PurchasePaymentRequest = z.input<typeof purchasePaymentRequest>;

/** A payment record (spec 001 §3.7: key, value, method, phone; and its state). */
export const paymentRecordSchema = z.object({
  /** The order id. */
  id,
  key: codeText,
  ref: codeText,
  value: decimalText,
  method: text,
  phone: codeText,
  status: integer,
  reference: codeText,
  entity: codeText,
  expires: timestamp,
  registered: flag,
});
export type PaymentRecord = z.output<typeof paymentRecordSchema>;
export const paymentRecordAnswer = listAnswer(paymentRecordSchema);

/**
 * POST store/payment/notification/status/ (spec 002 §7: key, status, ref, data, response): the
 * provider says how a payment ended. status 1 paid, -1 failed; data.value the amount paid.
 */
export const paymentNotificationRequest = z.object({
  key: paymentKeySchema,
  status: z.coerce.number().refine((v) => v === 1 || v === -1, 'must be 1 (paid) or -1 (failed)'),
  ref: codeText.pipe(z.string().min(1, 'is required').max(64, 'must be at most 64 characters')),
  data: z.object({ value: paymentValueSchema, method: text }),
  response: z.unknown().optional(),
});
export type PaymentNotificationRequest = z.input<typeof paymentNotificationRequest>;

export const paymentNotificationAnswer = z.object({
  data: z.object({
    key: codeText,
    ref: codeText,
    status: integer,
    /** False when this notification had already been applied: nothing changed. */
    applied: flag,
    duplicate: flag,
    /** The order's payment state after the notification. */
    pagamento_pendente: integer,
  }),
});
export type PaymentNotificationAnswer = z.output<typeof paymentNotificationAnswer>;

/** POST qr/history and qr/history/get (spec 001 §7): a ticket code, or an order id. */
export const qrHistoryRequest = z
  .object({ code: codeText.optional(), id: integer.optional() })
  .refine((v) => (v.code ?? '') !== '' || v.id !== undefined, 'send a ticket code (code) or an order id (id)');
export type QrHistoryRequest = z.input<typeof qrHistoryRequest>;

/** The lessons (aulas) of the order a ticket belongs to. */
export const qrClassSchema = z.object({
  id_encomenda: id,
  id_produto: id,
  designacao: text,
  quantidade: integer,
  quantidade_aux_em_caso_de_aula: integer,
  aula_marcada: flag,
});
/** A ticket and the times it was read at the gates. */
export const qrEntrySchema = z.object({
  id_encomenda: id,
  codigo: codeText,
  id_produto: optionalInteger,
  show_qr: flag,
  history: z.array(z.object({ at: timestamp })).nullish().transform((v) => v ?? []),
});
/** On failure (an unknown code or id) classes and entries are empty (spec 001 §7). */
export const qrHistoryAnswer = z.object({
  data: z.object({ classes: z.array(qrClassSchema), entries: z.array(qrEntrySchema) }),
});
export type QrHistoryAnswer = z.output<typeof qrHistoryAnswer>;

/**
 * POST store/order/cancel (the desk's compensation, spec 002 §4 "Confirming a desk order"): staff
 * cancel a desk order whose payment was not completed, by its payment key; its seats come back.
 */
export const orderCancelRequest = z.object({
  companycode: z.string().min(1, 'is required').max(64),
  id_usado_para_gerar_pagamento: paymentKeySchema,
});
export type OrderCancelRequest = z.input<typeof orderCancelRequest>;
