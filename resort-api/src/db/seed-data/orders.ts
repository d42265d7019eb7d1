import { PAYMENT_METHODS, PAYMENT_STATES, type PaymentMethod, type PaymentState } from '@estancia/resort-contract';
import type { AccountKey } from './accounts.ts';

/**
 * Demo order history (spec 001 §2.5, §3.4): products as the shop sells them, baskets of 1 to 4
 * lines, and per customer a plan of orders over the last year in every payment state and method.
 * Prices are shelf prices with VAT, as the catalogue shows them; the order keeps the net unit price.
 */
export interface ProductSeed {
  id: number;
  designacao: string;
  subname: string;
  /** Product group code (line details.is_random). */
  group: string;
  grossCents: number;
  vatRate: number;
  lesson?: boolean;
}

export const PRODUCT_SEEDS = {
  forfait1: { id: 11, designacao: 'Forfait 1 dia', subname: 'Adulto', group: 'FORFAIT', grossCents: 3200, vatRate: 23 },
  forfait2: { id: 12, designacao: 'Forfait 2 dias', subname: 'Adulto', group: 'FORFAIT', grossCents: 5800, vatRate: 23 },
  forfaitJunior: { id: 13, designacao: 'Forfait 1 dia', subname: 'Júnior (6 a 12 anos)', group: 'FORFAIT', grossCents: 2200, vatRate: 23 },
  /** spec 001 §4: one slope rental line (product 90) with each pass. */
  pista: { id: 90, designacao: 'Aluguer da Pista', subname: '', group: 'FORFAIT', grossCents: 500, vatRate: 23 },
  equipSki: { id: 21, designacao: 'Equipamento de ski completo', subname: 'Esquis, botas e bastões — 1 dia', group: 'EQUIPAMENTO', grossCents: 2500, vatRate: 23 },
  equipSnow: { id: 22, designacao: 'Equipamento de snowboard', subname: 'Prancha e botas — 1 dia', group: 'EQUIPAMENTO', grossCents: 2700, vatRate: 23 },
  aulaSki: { id: 31, designacao: 'Aula de ski (1 hora)', subname: 'Iniciação', group: 'AULA', grossCents: 3500, vatRate: 23, lesson: true },
  aulaSnow: { id: 32, designacao: 'Aula de snowboard (1 hora)', subname: 'Intermédio', group: 'AULA', grossCents: 3800, vatRate: 23, lesson: true },
  spa: { id: 41, designacao: 'Circuito termal', subname: 'Piscinas aquecidas e jacuzzi — 2 horas', group: 'SPA', grossCents: 1800, vatRate: 23 },
  massagem: { id: 42, designacao: 'Massagem relaxante', subname: '50 minutos', group: 'WEL', grossCents: 4500, vatRate: 23 },
  aquapark: { id: 51, designacao: 'Entrada Aquapark', subname: 'Dia inteiro', group: 'SPA', grossCents: 1200, vatRate: 6 },
  almoco: { id: 61, designacao: 'Almoço buffet', subname: 'Restaurante do Cume', group: 'ATIVIDADE', grossCents: 1650, vatRate: 13 },
  packFamilia: { id: 71, designacao: 'Pack Família Neve', subname: '2 adultos e 2 crianças — forfait e equipamento', group: 'PACK', grossCents: 16900, vatRate: 23 },
  voucher: { id: 81, designacao: 'Voucher oferta', subname: 'Válido 12 meses', group: 'VOUCHER', grossCents: 5000, vatRate: 23 },
} satisfies Record<string, ProductSeed>;

export type ProductKey = keyof typeof PRODUCT_SEEDS;

/** Passes whose slope rental line follows them (pretence_ao_produto). */
export const PASSES: readonly ProductKey[] = ['forfait1', 'forfait2', 'forfaitJunior'];

/** Baskets of 1 to 4 lines: [product, quantity]. */
export const BASKETS: ReadonlyArray<ReadonlyArray<readonly [ProductKey, number]>> = [
  [['forfait1', 2], ['pista', 2]],
  [['spa', 2]],
  [['aulaSki', 2], ['equipSki', 1]],
  [['forfait2', 1], ['pista', 1], ['equipSnow', 1], ['aulaSnow', 1]],
  [['massagem', 1], ['spa', 1]],
  [['packFamilia', 1]],
  [['voucher', 1]],
  [['aquapark', 3], ['almoco', 3]],
  [['forfaitJunior', 2], ['pista', 2], ['equipSki', 2]],
  [['aquapark', 4]],
  [['forfait1', 1], ['pista', 1], ['aulaSki', 3], ['almoco', 1]],
  [['massagem', 2]],
];

export interface OrderPlan {
  customer: AccountKey;
  /** How long before "now" the order was placed. */
  minutesAgo: number;
  state: PaymentState;
  method: PaymentMethod;
  basket: number;
}

const { pending, paid, paidConfirmed, failed, refunded } = PAYMENT_STATES;
const { card, mbway, multibanco } = PAYMENT_METHODS;
const DAY_MINUTES = 24 * 60;

/**
 * Maria's year, oldest first: paid (1 and 2) mostly, failed (-1) by each method, refunded (-2),
 * and the two newest waiting for a Multibanco payment whose deadline is still ahead.
 */
const MARIA: ReadonlyArray<readonly [PaymentState, PaymentMethod]> = [
  [paidConfirmed, multibanco], [paid, card], [paid, mbway], [paidConfirmed, card],
  [failed, multibanco], [paid, multibanco], [paid, card], [refunded, card],
  [paidConfirmed, mbway], [paid, multibanco], [paid, card], [paidConfirmed, multibanco],
  [paid, mbway], [failed, mbway], [paid, card], [paidConfirmed, card],
  [paid, multibanco], [paid, mbway], [paidConfirmed, multibanco], [refunded, multibanco],
  [paid, card], [paid, mbway], [failed, card], [paidConfirmed, card],
  [paid, multibanco], [paidConfirmed, mbway], [paid, card], [failed, multibanco],
  [paid, mbway], [paidConfirmed, card], [pending, multibanco], [pending, multibanco],
];

export const ORDER_PLANS: readonly OrderPlan[] = [
  ...MARIA.map(([state, method], index): OrderPlan => {
    const newest = MARIA.length - 1 - index;
    // Every 12 days back to almost a year ago; the two pending ones within the last two days.
    const minutesAgo =
      newest === 0 ? 6 * 60 : newest === 1 ? 2 * DAY_MINUTES : (newest - 1) * 12 * DAY_MINUTES + ((index * 97) % 480);
    return { customer: 'maria', minutesAgo, state, method, basket: (index * 5) % BASKETS.length };
  }),
  { customer: 'joao', minutesAgo: 40 * DAY_MINUTES + 75, state: paid, method: card, basket: 7 },
  { customer: 'joao', minutesAgo: 10 * DAY_MINUTES + 200, state: failed, method: mbway, basket: 1 },
  { customer: 'joao', minutesAgo: DAY_MINUTES, state: pending, method: multibanco, basket: 0 },
];

/** How long a Multibanco reference can be paid; an MB WAY request waits about four minutes. */
export const MULTIBANCO_DEADLINE_MINUTES = 3 * DAY_MINUTES;
export const MBWAY_DEADLINE_MINUTES = 4;
