import { z } from 'zod';
import { flag, id, listAnswer, text, timestamp } from './primitives.ts';
import { calendarDate, codeText, decimalText, integer } from './values.ts';

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
} as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

/** A decimal that may be missing: null when so. */
const optionalDecimal = decimalText.nullish().transform((v) => v ?? null);

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
  id_entidade: integer.nullish().transform((v) => v ?? null),
  id_usado_para_gerar_pagamento: codeText,
  /** The product's group code (SPA, WEL, FORFAIT, AULA…). */
  is_random: text,
});

/** One order line (spec 001 §3.5). Line arithmetic: total = quantidade × preco_unitario; VAT per line. */
export const orderLineSchema = z.object({
  id_produto: id,
  /** The product this line belongs to (the pass of a slope rental line), when any. */
  pretence_ao_produto: integer.nullish().transform((v) => v ?? null),
  designacao: text,
  subname: text,
  observation: text,
  unidade: text,
  /** Position in the order (1, 2, …). */
  id_produto_na_lista_linhas: integer.nullish().transform((v) => v ?? null),
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
  details: orderLineDetailsSchema.nullish().transform((v) => v ?? null),
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
  id_user: integer.nullish().transform((v) => v ?? null),
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
  rmb: multibancoSchema.nullish().transform((v) => v ?? null),
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
  id_produto: integer.nullish().transform((v) => v ?? null),
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
  metodo_de_pagamento: integer.nullish().transform((v) => v ?? null),
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
