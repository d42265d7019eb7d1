import { PAYMENT_STATES, type QrHistoryAnswer, qrHistoryAnswer, qrHistoryRequest } from '@estancia/resort-contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OrderRow, orders, qrScans } from '../db/schema.ts';
import type { ApiApp } from '../http/env.ts';
import { answers } from '../http/errors.ts';
import { isStaffOf, type Principal } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { toResortIso } from '../lib/time.ts';
import { mayHandleOrder } from './order.update.ts';

/**
 * The tickets' history (spec 001 §7 "qr/history and qr/history/get: payload a code or an id; on
 * failure empty classes and entries"). An order's tickets (qr) are its entries, each with the
 * times it was read at the gates; its lesson lines are its classes. POST qr/history with a code
 * records a read of that ticket (staff at the gates); POST qr/history/get only reads.
 */

const EMPTY: QrHistoryAnswer = { data: { classes: [], entries: [] } };
const isPaid = (order: OrderRow) =>
  order.pagamentoPendente === PAYMENT_STATES.paid || order.pagamentoPendente === PAYMENT_STATES.paidConfirmed;

async function findOrder(db: Db, request: { code?: string | undefined; id?: number | undefined }): Promise<OrderRow | undefined> {
  if (request.id !== undefined) {
    const [row] = await db.select().from(orders).where(eq(orders.id, request.id)).limit(1);
    return row;
  }
  const code = request.code ?? '';
  // The tickets are a jsonb list of { codigo, … }: containment finds the order holding the code.
  const [row] = await db
    .select()
    .from(orders)
    .where(sql`${orders.qr} @> ${JSON.stringify([{ codigo: code }])}::jsonb`)
    .limit(1);
  return row;
}

async function historyOf(db: Db, order: OrderRow): Promise<QrHistoryAnswer> {
  const scans = await db
    .select()
    .from(qrScans)
    .where(inArray(qrScans.orderId, [order.id]))
    .orderBy(asc(qrScans.scannedAt), asc(qrScans.id));
  return {
    data: {
      classes: order.documento.linhas
        .filter((line) => line.details?.is_random === 'AULA' || line.aula_marcada || line.quantidade_aux_em_caso_de_aula > 0)
        .map((line) => ({
          id_encomenda: order.id,
          id_produto: line.id_produto,
          designacao: line.designacao,
          quantidade: line.quantidade,
          quantidade_aux_em_caso_de_aula: line.quantidade_aux_em_caso_de_aula,
          aula_marcada: line.aula_marcada,
        })),
      entries: order.qr.map((ticket) => ({
        id_encomenda: order.id,
        codigo: ticket.codigo,
        id_produto: ticket.id_produto,
        show_qr: ticket.show_qr,
        history: scans.filter((scan) => scan.codigo === ticket.codigo).map((scan) => ({ at: toResortIso(scan.scannedAt) })),
      })),
    },
  };
}

function qrRoute(path: string, summary: string, description: string) {
  return bearerRoute(['orders'], `post ${path}`, {
    summary,
    description: `${description} An unknown code or id, or an order the caller may not see, answers empty classes and entries (spec 001 §7).`,
    body: qrHistoryRequest,
    responses: answers(200, 'The order\'s classes and ticket entries', qrHistoryAnswer, { 400: 'Neither a code nor an id' }),
  });
}

export const qrHistoryRoute = qrRoute(
  '/qr/history',
  'Read a ticket at the gate',
  'With a ticket code: records that the ticket was read (staff only, a shown ticket of a paid order) and answers its order\'s history.',
);
export const qrHistoryGetRoute = qrRoute(
  '/qr/history/get',
  'A ticket\'s or order\'s history',
  'With a ticket code or an order id: the order\'s classes and entries, for its customer or staff.',
);

export function registerQrHistoryRoutes(app: ApiApp, deps: { db: Db; now: () => Date }): void {
  const visible = async (principal: Principal, request: { code?: string | undefined; id?: number | undefined }) => {
    const order = await findOrder(deps.db, request);
    return order && mayHandleOrder(principal, order) ? order : undefined;
  };

  app.openapi(qrHistoryRoute, async (c) => {
    const request = c.req.valid('json');
    const principal = c.get('principal');
    const order = await visible(principal, request);
    if (!order) return c.json(EMPTY, 200);
    const ticket = order.qr.find((t) => t.codigo === request.code);
    if (ticket && ticket.show_qr && isPaid(order) && isStaffOf(principal, order.companyCode)) {
      await deps.db.insert(qrScans).values({ orderId: order.id, codigo: ticket.codigo, scannedAt: deps.now() });
    }
    return c.json(qrHistoryAnswer.parse(await historyOf(deps.db, order)), 200);
  });

  app.openapi(qrHistoryGetRoute, async (c) => {
    const order = await visible(c.get('principal'), c.req.valid('json'));
    return c.json(qrHistoryAnswer.parse(order ? await historyOf(deps.db, order) : EMPTY), 200);
  });
}
