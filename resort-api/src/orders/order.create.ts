import { type OrderCreate, PAYMENT_METHODS, orderDocumentBodySchema } from '@estancia/resort-contract';
import { and, eq } from 'drizzle-orm';
import { findProductsByIds } from '../catalogue/catalogue.repository.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { OrderDocumentDoc } from '../db/json-types.ts';
import { type OrderRow, type ProductRow, entities, orders } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Principal } from '../http/principal.ts';
import { requireUser } from '../http/principal.ts';
import { toResortDate, toResortIso } from '../lib/time.ts';
import { UNPAID_ORDER_DEADLINE_MS } from '../payments/deadlines.ts';
import { documentTotals, formatCents, formatMillis, parseMillis } from './arithmetic.ts';
import { nextOrderNumber, seriesFor } from './order-numbering.ts';
import { orderFingerprint } from './order-fingerprint.ts';
import { checkDocumentTotals, checkLineArithmetic, checkProducts } from './order-validation.ts';
import { findOrderByPaymentKey } from './order.repository.ts';

export interface OrderDeps {
  db: Db;
  now: () => Date;
}

/** The order created, or the one the same request created before (a replay). */
export interface CreatedOrder {
  order: OrderRow;
  replayed: boolean;
}

/**
 * Whom the order is billed to (spec 001 §6): a Cliente orders for themselves; a Colaborador at
 * the desk for any customer of the company, or for a walk-in customer (no id_user).
 */
async function orderingEntity(deps: OrderDeps, principal: Principal, companyCode: string, body: OrderCreate): Promise<number | null> {
  const user = requireUser(principal, 'Placing an order');
  const wanted = body.documento.user_info.id_user;
  if (user.companyCode !== companyCode) throw new ApiError(403, 'forbidden', 'The session belongs to another company');
  // spec 002 §6: the desk (origin desk, method desk) is for staff only.
  const atDesk = body.info.origin === 'desk';
  if ((atDesk || body.info.metodo_de_pagamento === PAYMENT_METHODS.desk) && user.profile !== 'Colaborador') {
    throw new ApiError(403, 'forbidden', 'Only staff may place desk orders');
  }
  if (body.info.metodo_de_pagamento === PAYMENT_METHODS.desk && !atDesk) {
    throw new ApiError(400, 'invalid_request', 'info.metodo_de_pagamento 2 (desk) needs info.origin desk');
  }
  if (user.profile === 'Cliente') {
    if (wanted !== null && wanted !== user.entityId) {
      throw new ApiError(403, 'forbidden', 'A customer may only place orders for themselves (user_info.id_user)');
    }
    return user.entityId;
  }
  if (wanted === null) return null;
  const [entity] = await deps.db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.id, wanted), eq(entities.companyCode, companyCode)))
    .limit(1);
  if (!entity) throw new ApiError(400, 'invalid_request', `Unknown customer: user_info.id_user ${wanted}`);
  return wanted;
}

/** The stored document: the lines as sent, with the server's positions, lesson counters and details. */
function buildDocument(
  body: OrderCreate,
  products: ReadonlyMap<number, ProductRow>,
  entityId: number | null,
  at: Date,
): OrderDocumentDoc {
  const { user_info: user, linhas } = body.documento;
  const key = body.info.id_usado_para_gerar_pagamento;
  const lines = linhas.map((line, index) => {
    const product = products.get(line.id_produto);
    const isLesson = product?.kind === 'aula';
    return {
      id_produto: line.id_produto,
      pretence_ao_produto: line.pretence_ao_produto,
      designacao: line.designacao,
      subname: line.subname,
      observation: line.observation,
      unidade: line.unidade,
      id_produto_na_lista_linhas: index + 1,
      quantidade: line.quantidade,
      preco_unitario: formatMillis(parseMillis(line.preco_unitario)),
      taxa_iva: line.taxa_iva,
      taxa_desconto_linha: '0.00',
      total_iliquido: line.total_iliquido,
      total_desconto: '0.00',
      total_iliquido_com_desconto: line.total_iliquido,
      total_iva: line.total_iva,
      total_com_iva: line.total_com_iva,
      // spec 001 §4 "Lessons": every lesson of a new order is still to book.
      aula_marcada: false,
      quantidade_aux_em_caso_de_aula: isLesson ? line.quantidade : 0,
      details: {
        data_hora_compra: toResortIso(at),
        id_entidade: entityId,
        id_usado_para_gerar_pagamento: key,
        is_random: product?.codgrupo ?? '',
      },
    };
  });
  return orderDocumentBodySchema.parse({
    rmb: null,
    user_info: { ...user, id_user: entityId, email: user.email || (user.contacts[0]?.email ?? '') },
    linhas: lines,
    total_documento: body.documento.total_documento,
    total_iva_documento: body.documento.total_iva_documento,
    total_iliquido_documento: body.documento.total_iliquido_documento,
    total_desconto_linha_documento: '0.00',
    taxa_desconto_global: '0.00',
    valor_desconto_global_a_aplicar: '0.00',
    total_iliquido_documento_com_deconto_linha_e_global: body.documento.total_iliquido_documento,
  });
}

/**
 * A second POST with the same payment key is the same order sent again (a retry) when it is the
 * same request: the same ordering entity and the same digest (order-fingerprint.ts). An order kept
 * before digests were is compared as it was then, on its customer and lines.
 */
function sameRequest(stored: OrderRow, entityId: number | null, fingerprint: string, document: OrderDocumentDoc): boolean {
  if (stored.entityId !== entityId) return false;
  if (stored.requestFingerprint !== null) return stored.requestFingerprint === fingerprint;
  const shape = (doc: OrderDocumentDoc) =>
    JSON.stringify([doc.total_documento, doc.linhas.map((l) => [l.id_produto, l.quantidade, l.preco_unitario, l.taxa_iva])]);
  return shape(stored.documento) === shape(document);
}

/** The 409 of a payment key sent again with another request (contract errors.ts idempotency_key_reused). */
export function keyReused(key: string): ApiError {
  return new ApiError(409, 'idempotency_key_reused', `The payment key ${key} was used for a different request`);
}

/** POST store/order: validate everything, then number and store the order in one transaction. */
export async function createOrder(deps: OrderDeps, principal: Principal, companyCode: string, body: OrderCreate): Promise<CreatedOrder> {
  const entityId = await orderingEntity(deps, principal, companyCode, body);
  const lines = body.documento.linhas;
  const found = await findProductsByIds(deps.db, companyCode, lines.map((line) => line.id_produto));
  const products = new Map(found.map((product) => [product.id, product]));
  checkProducts(lines, products);
  const amounts = checkLineArithmetic(lines);
  checkDocumentTotals(body, amounts);

  const at = deps.now();
  const key = body.info.id_usado_para_gerar_pagamento;
  const documento = buildDocument(body, products, entityId, at);
  if (formatCents(documentTotals(amounts).grossCents) !== documento.total_documento) {
    throw new Error('order totals changed while building the document');
  }

  const fingerprint = orderFingerprint(body, entityId);
  const replay = async (): Promise<CreatedOrder> => {
    const existing = await findOrderByPaymentKey(deps.db, key);
    if (existing && existing.companyCode === companyCode && sameRequest(existing, entityId, fingerprint, documento)) {
      return { order: existing, replayed: true };
    }
    throw keyReused(key);
  };
  if (await findOrderByPaymentKey(deps.db, key)) return replay();

  const data = toResortDate(at);
  const serie = seriesFor(body.info.origin, data);
  try {
    const order = await deps.db.transaction(async (tx) => {
      const numero = await nextOrderNumber(tx, companyCode, serie);
      const [row] = await tx
        .insert(orders)
        .values({
          companyCode,
          entityId,
          tipoDocumento: 'nota_de_encomenda',
          origin: body.info.origin,
          serie,
          numero,
          data,
          timestamp: at,
          paymentKey: key,
          requestFingerprint: fingerprint,
          estadoPagamento: 0,
          pagamentoPendente: 0,
          metodoDePagamento: body.info.metodo_de_pagamento,
          prazoPagamento: new Date(at.getTime() + UNPAID_ORDER_DEADLINE_MS),
          documento,
          qr: [],
          returnUrl: body.info.return_url,
          createdAt: at,
          modifiedAt: at,
        })
        .returning();
      if (!row) throw new Error('inserting an order returned no row');
      return row;
    });
    return { order, replayed: false };
  } catch (error) {
    // The same key sent twice at once: the second insert meets the first one's unique key.
    if (isUniqueViolation(error)) return replay();
    throw error;
  }
}
