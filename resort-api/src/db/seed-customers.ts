import { PAYMENT_METHODS, PAYMENT_STATES, transformPassword } from '@estancia/resort-contract';
import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../accounts/password.ts';
import { randomSequence } from '../lib/random-sequence.ts';
import { toResortDate, toResortIso } from '../lib/time.ts';
import { documentTotals, formatCents, formatMillis, lineAmounts, netUnitMillisFromGross, orderDocumentTotals, orderLineTotals } from '../orders/arithmetic.ts';
import { SANDBOX_MULTIBANCO_ENTITY, multibancoReference } from '../orders/multibanco.ts';
import type { Tx } from './client.ts';
import type { OrderDocumentDoc, OrderTicketDoc } from './json-types.ts';
import { type EntityRow, type NewOrder, entities, orders } from './schema.ts';
import { ACCOUNT_SEEDS, type AccountKey } from './seed-data/accounts.ts';
import {
  BASKETS,
  MBWAY_DEADLINE_MINUTES,
  MULTIBANCO_DEADLINE_MINUTES,
  ORDER_PLANS,
  type OrderPlan,
  PASSES,
  PRODUCT_SEEDS,
} from './seed-data/orders.ts';

/**
 * Demo accounts and their purchase history. Same rule as the rest of the seed: a part is filled
 * only while it is empty for the company, so a restart never duplicates and data changed through
 * the API stays as it is.
 */

/** The demo accounts, with scrypt hashes of their transformed passwords; 0 when any entity exists. */
export async function seedAccounts(tx: Tx, companyCode: string, now: Date): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(entities).where(eq(entities.companyCode, companyCode));
  if ((existing?.n ?? 0) > 0) return 0;

  const seeds = Object.values(ACCOUNT_SEEDS);
  const hashes = await Promise.all(seeds.map(async (seed) => hashPassword(await transformPassword(seed.password))));
  const rows = seeds.map((seed, index) => ({
    companyCode,
    username: seed.username,
    email: seed.username,
    passwordHash: hashes[index] ?? '',
    profile: seed.profile,
    ativo: true,
    name: seed.name,
    surname: seed.surname,
    origin: 'web',
    vat: seed.vat,
    marketing: seed.marketing,
    termsChecked: true,
    rgpd: true,
    birthday: seed.birthday,
    language: seed.language,
    addresses: seed.addresses.map((address) => ({ ...address })),
    contacts: seed.contacts.map((contact) => ({ ...contact })),
    createdAt: new Date(now.getTime() - 400 * 24 * 60 * 60_000),
    modifiedAt: new Date(now.getTime() - 400 * 24 * 60 * 60_000),
  }));
  const inserted = await tx.insert(entities).values(rows).returning({ id: entities.id });
  return inserted.length;
}

/** The purchase history of the demo customers; 0 when the company has orders already. */
export async function seedOrders(tx: Tx, companyCode: string, now: Date): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(orders).where(eq(orders.companyCode, companyCode));
  if ((existing?.n ?? 0) > 0) return 0;

  const usernames = [...new Set(ORDER_PLANS.map((plan) => ACCOUNT_SEEDS[plan.customer].username))];
  const customers = await tx.select().from(entities).where(inArray(entities.username, usernames));
  const byKey = new Map<AccountKey, EntityRow>();
  for (const key of Object.keys(ACCOUNT_SEEDS) as AccountKey[]) {
    const row = customers.find((c) => c.companyCode === companyCode && c.username === ACCOUNT_SEEDS[key].username);
    if (row) byKey.set(key, row);
  }

  const random = randomSequence(2026);
  const minute = 60_000;
  const base = Math.floor(now.getTime() / minute) * minute;
  const planned = ORDER_PLANS.filter((plan) => byKey.has(plan.customer))
    .map((plan) => ({ plan, at: new Date(base - plan.minutesAgo * minute) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  // Numbers run 1, 2, 3… per series (one series per year), in order of time, without gaps.
  const lastNumber = new Map<string, number>();
  const rows: NewOrder[] = planned.map(({ plan, at }) => {
    const customer = byKey.get(plan.customer) as EntityRow;
    const data = toResortDate(at);
    const serie = `WEB${data.slice(0, 4)}`;
    const numero = (lastNumber.get(serie) ?? 0) + 1;
    lastNumber.set(serie, numero);
    return buildOrder(companyCode, customer, plan, at, serie, numero, random);
  });
  if (rows.length === 0) return 0;
  const inserted = await tx.insert(orders).values(rows).returning({ id: orders.id });
  return inserted.length;
}

function buildOrder(
  companyCode: string,
  customer: EntityRow,
  plan: OrderPlan,
  at: Date,
  serie: string,
  numero: number,
  random: () => number,
): NewOrder {
  const paymentKey = `${at.getTime()}-${customer.id}`;
  const paid = plan.state === PAYMENT_STATES.paid || plan.state === PAYMENT_STATES.paidConfirmed;
  const basket = BASKETS[plan.basket] ?? [];
  let lastPassId: number | null = null;

  const lines = basket.map(([key, quantity], index) => {
    const product = PRODUCT_SEEDS[key];
    const amounts = lineAmounts(netUnitMillisFromGross(product.grossCents, product.vatRate), quantity, product.vatRate);
    const isLesson = 'lesson' in product && product.lesson;
    // Paid lessons: some booked already (spec 001 §4 "Lessons"); unpaid ones all still to book.
    const lessonsLeft = isLesson ? (paid ? (numero % 2 === 0 ? 0 : Math.max(0, quantity - 1)) : quantity) : 0;
    const belongsTo = key === 'pista' ? lastPassId : null;
    if (PASSES.includes(key)) lastPassId = product.id;
    return {
      amounts,
      doc: {
        id_produto: product.id,
        pretence_ao_produto: belongsTo,
        designacao: product.designacao,
        subname: product.subname,
        observation: '',
        unidade: 'un',
        id_produto_na_lista_linhas: index + 1,
        quantidade: quantity,
        preco_unitario: formatMillis(amounts.unitMillis),
        taxa_iva: product.vatRate,
        ...orderLineTotals(amounts),
        aula_marcada: isLesson && lessonsLeft === 0,
        quantidade_aux_em_caso_de_aula: lessonsLeft,
        details: {
          data_hora_compra: toResortIso(at),
          id_entidade: customer.id,
          id_usado_para_gerar_pagamento: paymentKey,
          is_random: product.group,
        },
      },
    };
  });
  const totals = documentTotals(lines.map((line) => line.amounts));

  const isMultibanco = plan.method === PAYMENT_METHODS.multibanco;
  const reference = String(1_000_000 + Math.floor(random() * 9_000_000));
  const rmb = isMultibanco
    ? {
        rmb_ent: SANDBOX_MULTIBANCO_ENTITY,
        rmb_ref: multibancoReference(SANDBOX_MULTIBANCO_ENTITY, reference, totals.grossCents),
        rmb_pag: formatCents(totals.grossCents),
      }
    : null;
  const deadlineMinutes = isMultibanco
    ? MULTIBANCO_DEADLINE_MINUTES
    : plan.method === PAYMENT_METHODS.mbway
      ? MBWAY_DEADLINE_MINUTES
      : null;

  const address = customer.addresses[0];
  const contact = customer.contacts[0];
  const documento: OrderDocumentDoc = {
    rmb,
    user_info: {
      id_user: customer.id,
      username: customer.username,
      name: customer.name,
      email: customer.email,
      vat: customer.vat,
      obs: '',
      addresses: address
        ? [
            {
              address_detail: address.address_detail,
              street_name: address.address,
              postal_code: address.postal_code,
              city: address.municipality,
              village: address.village,
              region: 'Castelo Branco',
              country: address.country,
              localidade: address.localidade,
              apartado: '',
              principal: true,
            },
          ]
        : [],
      contacts: contact
        ? [{ email: contact.email, phone: '', mobile_phone: contact.mobile_phone, principal: true }]
        : [],
    },
    linhas: lines.map((line) => line.doc),
    ...orderDocumentTotals(totals),
  };

  // Tickets of paid orders are shown; a refund hides them; unpaid orders have none yet.
  const tickets: OrderTicketDoc[] =
    paid || plan.state === PAYMENT_STATES.refunded
      ? basket.map(([key]) => ({
          codigo: `EST${Math.floor(random() * 0xffffffff).toString(16).toUpperCase().padStart(8, '0')}`,
          id_produto: PRODUCT_SEEDS[key].id,
          show_qr: paid,
        }))
      : [];

  return {
    companyCode,
    entityId: customer.id,
    origin: 'web',
    serie,
    numero,
    data: toResortDate(at),
    timestamp: at,
    paymentKey,
    estadoPagamento: paid ? 1 : 0,
    pagamentoPendente: plan.state,
    metodoDePagamento: plan.method,
    prazoPagamento: deadlineMinutes === null ? null : new Date(at.getTime() + deadlineMinutes * 60_000),
    documento,
    qr: tickets,
    createdAt: at,
    modifiedAt: at,
  };
}
