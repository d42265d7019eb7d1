import type { OrderCreateRequest } from '@estancia/resort-contract';
import { documentTotals, formatMillis, lineAmounts, netUnitMillisFromGross, orderDocumentTotals, orderLineTotals } from '../../src/orders/arithmetic.ts';
import { lisbonDay, lisbonTime } from '../../src/reservations/slots.time.ts';

/**
 * Order bodies as the gateway sends them: lines priced from shelf prices (with VAT) the way the
 * gateway computes them, and totals that add up. Tests break one field at a time from here.
 */
export interface LineSpec {
  id: number;
  name: string;
  grossCents: number;
  vatRate: number;
  quantity: number;
  belongsTo?: number;
  /** A timed seat's line names its day and start, "YYYY-MM-DD HH:mm" (spec 002 §4). */
  subname?: string;
}

export const LINES = {
  forfait: { id: 11, name: 'Forfait 1 dia', grossCents: 3200, vatRate: 23 },
  pista: { id: 90, name: 'Aluguer da Pista', grossCents: 500, vatRate: 23 },
  aulaSki: { id: 31, name: 'Aula de ski (1 hora)', grossCents: 3500, vatRate: 23 },
  almoco: { id: 61, name: 'Almoço buffet', grossCents: 1650, vatRate: 13 },
} as const;

export function orderLine(spec: LineSpec) {
  const amounts = lineAmounts(netUnitMillisFromGross(spec.grossCents, spec.vatRate), spec.quantity, spec.vatRate);
  return {
    amounts,
    line: {
      id_produto: spec.id,
      pretence_ao_produto: spec.belongsTo ?? null,
      designacao: spec.name,
      subname: spec.subname ?? '',
      observation: '',
      unidade: 'un',
      quantidade: spec.quantity,
      preco_unitario: formatMillis(amounts.unitMillis),
      taxa_iva: spec.vatRate,
      ...orderLineTotals(amounts),
    },
  };
}

export interface Customer {
  id: number | null;
  name?: string;
  email?: string;
  vat?: string;
  mobile?: string;
}

/** A consistent order body for the customer with these lines. */
export function orderBody(key: string, customer: Customer, specs: readonly LineSpec[], extra: { return_url?: string } = {}) {
  const built = specs.map(orderLine);
  const totals = documentTotals(built.map((b) => b.amounts));
  const email = customer.email ?? 'cliente@estancia.pt';
  return {
    info: {
      companycode: 'estancia',
      tipo_documento: 'nota_de_encomenda',
      origin: 'web',
      id_usado_para_gerar_pagamento: key,
      metodo_de_pagamento: 1,
      qr: [],
      ...extra,
    },
    documento: {
      user_info: {
        id_user: customer.id,
        username: email,
        name: customer.name ?? 'Maria Fernandes',
        email,
        vat: customer.vat ?? '245678905',
        obs: '',
        addresses: [
          {
            address_detail: 'Rua da Cale, 12',
            street_name: 'Rua da Cale',
            postal_code: '6230-338',
            city: 'Fundão',
            village: 'Fundão',
            region: 'Castelo Branco',
            country: 'Portugal',
            localidade: 'Fundão',
            apartado: '',
            principal: true,
          },
        ],
        contacts: [{ email, phone: '', mobile_phone: customer.mobile ?? '+351 912 345 678', principal: true }],
      },
      linhas: built.map((b) => b.line),
      ...orderDocumentTotals(totals),
    },
  } satisfies OrderCreateRequest;
}

/** The line that prices `quantity` seats of a slot, as the gateway's checkout writes it (product, day and start). */
export function seatLine(slot: { productId: number; startsAt: Date }, quantity: number): LineSpec {
  return { id: slot.productId, name: 'Circuito termal', grossCents: 1800, vatRate: 23, quantity, subname: `${lisbonDay(slot.startsAt)} ${lisbonTime(slot.startsAt)}` };
}

/** A pass with its slope rental line (spec 001 §4), q of each. */
export function passWithSlope(quantity: number): LineSpec[] {
  return [
    { ...LINES.forfait, quantity },
    { ...LINES.pista, quantity, belongsTo: LINES.forfait.id },
  ];
}

let keys = 0;
/** A fresh payment key (time + user id, as the client builds it, plus a counter). */
export function paymentKey(userId: number | null): string {
  keys += 1;
  return `${Date.now()}${String(keys).padStart(4, '0')}-${userId ?? 0}`;
}
