import { z } from '@hono/zod-openapi';
import {
  partnerKeyAnswer,
  partnerKeyIssueBody,
  partnerKeyIssuedAnswer,
  partnerKeyListAnswer,
  partnerKeyVerifyAnswer,
  partnerKeyVerifyBody,
} from '@estancia/resort-contract';
import { idParam } from '../accounts/params.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { isStaffOf, type Principal } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { findLivePartnerKey, issuePartnerKey, listPartnerKeys, revokePartnerKey } from './partner-keys.ts';

/**
 * Partner keys of the GraphQL API: staff issue, list and revoke them; the gateway verifies a
 * presented key by its hash with the public site token. The key itself is answered once, when
 * issued, and never stored.
 */
const TAGS = ['partners'];

export interface PartnerKeyDeps {
  db: Db;
  now: () => Date;
  companyCode: string;
}

const keyIdParams = z.object({ id: idParam('id', 'The partner key id.') });

export const issuePartnerKeyRoute = bearerRoute(TAGS, 'post /platform/partner-keys', {
  summary: 'Issue a partner key (staff)',
  description:
    'Creates a key for the named partner with an hourly budget of operation-cost points (default 100 000). The answer ' +
    'is the only place the key appears: only its SHA-256 is stored. Staff (Colaborador) only.',
  body: partnerKeyIssueBody,
  responses: answers(201, 'The key, shown this once', partnerKeyIssuedAnswer, { 400: 'No partner name, or a budget out of range', 403: 'Not a staff (Colaborador) session' }),
});

export const listPartnerKeysRoute = bearerRoute(TAGS, 'get /platform/partner-keys', {
  summary: 'List partner keys (staff)',
  description: 'Every key, newest first, revoked ones included; each with its first characters, never the key or its hash.',
  responses: answers(200, 'The keys', partnerKeyListAnswer, { 403: 'Not a staff (Colaborador) session' }),
});

export const revokePartnerKeyRoute = bearerRoute(TAGS, 'post /platform/partner-keys/{id}/revoke', {
  summary: 'Revoke a partner key (staff)',
  description:
    'Stops the key: gateways that verified it recently refuse it within their verification cache time (at most a ' +
    'minute). Revoking a revoked key changes nothing.',
  params: keyIdParams,
  responses: answers(200, 'The key, revoked', partnerKeyAnswer, { 403: 'Not a staff (Colaborador) session', 404: 'No key with this id' }),
});

export const verifyPartnerKeyRoute = bearerRoute(TAGS, 'post /platform/partner-keys/verify', {
  summary: 'Verify a partner key by its hash (gateway)',
  description:
    'The hex SHA-256 of a key a partner presented: valid with the partner and hourly budget when the key is live, ' +
    'not valid when unknown or revoked. For the public site token (the gateway) or staff.',
  body: partnerKeyVerifyBody,
  responses: answers(200, 'Whether the key is live', partnerKeyVerifyAnswer, { 400: 'Not a hex SHA-256', 403: 'A customer session' }),
});

export function registerPartnerKeyRoutes(app: ApiApp, deps: PartnerKeyDeps): void {
  const { db, companyCode } = deps;
  const requireStaff = (principal: Principal) => {
    if (!isStaffOf(principal, companyCode)) throw new ApiError(403, 'forbidden', 'Only staff (Colaborador) may manage partner keys');
  };

  app.openapi(issuePartnerKeyRoute, async (c) => {
    requireStaff(c.get('principal'));
    const body = c.req.valid('json');
    const issued = await issuePartnerKey(db, body.partner, body.hourly_budget);
    return c.json(partnerKeyIssuedAnswer.parse({ data: issued }), 201);
  });

  app.openapi(listPartnerKeysRoute, async (c) => {
    requireStaff(c.get('principal'));
    return c.json(partnerKeyListAnswer.parse({ data: await listPartnerKeys(db) }), 200);
  });

  app.openapi(revokePartnerKeyRoute, async (c) => {
    requireStaff(c.get('principal'));
    const revoked = await revokePartnerKey(db, c.req.valid('param').id, deps.now());
    if (!revoked) throw new ApiError(404, 'not_found', `No partner key ${c.req.valid('param').id}`);
    return c.json(partnerKeyAnswer.parse({ data: revoked }), 200);
  });

  app.openapi(verifyPartnerKeyRoute, async (c) => {
    const principal = c.get('principal');
    // The gateway calls with the public site token; a customer's session has no business here.
    if (principal.kind !== 'site') requireStaff(principal);
    const row = await findLivePartnerKey(db, c.req.valid('json').hash);
    const data = row ? { valid: true, id: row.id, partner: row.partner, hourly_budget: row.hourlyBudget } : { valid: false };
    return c.json(partnerKeyVerifyAnswer.parse({ data }), 200);
  });
}
