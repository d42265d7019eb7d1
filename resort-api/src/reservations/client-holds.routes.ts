import { z } from '@hono/zod-openapi';
import { clientHoldsAnswer } from '@estancia/resort-contract';
import { idParam } from '../accounts/params.ts';
import type { ApiApp } from '../http/env.ts';
import { ApiError, commonErrorResponses, errorResponse } from '../http/errors.ts';
import { bearerRoute, json } from '../http/route.ts';
import type { ReservationDeps } from './catalogue.params.ts';
import { maySpeakFor } from './hold-access.ts';
import { createHoldLedger } from './hold-ledger.ts';

/**
 * A client's live holds over HTTP (RESERVATION_PATHS.clientHolds): the cart the realtime channel
 * sends as update_list (spec 002 §4), for a reader that only shows the cart and opens no socket.
 */
export const clientHoldsRoute = bearerRoute(['reservations'], 'get /platform/holds/{id_client}', {
  summary: "A client's live holds",
  description:
    "The client's holds that count right now (status held, before expira_em), oldest first, each a cart line as the " +
    "realtime channel's update_list sends it in info.carrinho (spec 002 §3 \"Cart line\"): prod_timer (the hold), " +
    'quantidade, tempo (time left, mm:ss), expira_em, renovacoes and the product with its slot. A hold that lapsed, ' +
    'was given back or was sold is absent. The public site token may read any client; a session token only its own entity.',
  params: z.object({ id_client: idParam('id_client', 'The client (entity) whose holds are read.') }),
  responses: {
    200: { description: "The client's cart lines", content: json(clientHoldsAnswer) },
    400: errorResponse('Malformed client id'),
    403: errorResponse('A session token of another entity'),
    ...commonErrorResponses,
  },
});

export function registerClientHoldsRoutes(app: ApiApp, deps: ReservationDeps): void {
  const { db, companyCode } = deps;
  const ledger = createHoldLedger({ db, companyCode });

  app.openapi(clientHoldsRoute, async (c) => {
    const { id_client: clientId } = c.req.valid('param');
    // The channel's hello rule (spec 002 §4): nobody reads another customer's cart.
    if (!maySpeakFor(c.get('principal'), companyCode, clientId)) {
      throw new ApiError(403, 'forbidden', 'A session token may only read its own holds');
    }
    return c.json(clientHoldsAnswer.parse({ data: await ledger.cart(clientId, deps.now()) }), 200);
  });
}
