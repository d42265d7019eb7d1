import { loginAnswer, loginRequest, logoutAnswer } from '@estancia/resort-contract';
import { requireCompany } from '../companies/company.repository.ts';
import type { AccountDeps } from './deps.ts';
import type { ApiApp } from '../http/env.ts';
import { answers } from '../http/errors.ts';
import { requireUser } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { toUserInfo } from './entity.answer.ts';
import { findEntityByUsername } from './entity.repository.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import { SESSION_DAYS, createSession, revokeSession } from './session.repository.ts';

/** POST app/login (spec 000 §7 "POST login path"). */
export const loginRoute = bearerRoute(['accounts'], 'post /app/login', {
  summary: 'Log in',
  description:
    'Checks a username (compared case-insensitively) and a transformed password (64 hex characters, ' +
    'contract password.ts). Success answers a session token, to be sent as the bearer of the user\'s ' +
    `calls for ${SESSION_DAYS} days, and the user info. Wrong credentials or an inactive account ` +
    'answer 200 with { "token": false } (spec 000 §7).',
  body: loginRequest,
  responses: answers(200, 'A session token and the user info, or { token: false }', loginAnswer, { 400: 'Malformed body (e.g. a password that is not 64 hex characters)', 404: 'Unknown company code' }),
});

/** POST app/logout: ends the session of the bearer token. */
export const logoutRoute = bearerRoute(['accounts'], 'post /app/logout', {
  summary: 'Log out',
  description: 'Revokes the session whose token is the bearer; the token answers 401 from then on.',
  responses: answers(200, 'The session is ended', logoutAnswer, { 403: 'The bearer is not a session token' }),
});

export function registerLoginRoutes(app: ApiApp, deps: AccountDeps): void {
  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const companyCode = await requireCompany(deps.db, body.companycode);
    const entity = await findEntityByUsername(deps.db, companyCode, body.username);
    const matches = entity
      ? await verifyPassword(body.password, entity.passwordHash)
      : await verifyAgainstDecoy(body.password);
    if (!entity || !matches || !entity.ativo) {
      deps.logger.info({ company: companyCode, known: Boolean(entity), active: entity?.ativo }, 'login refused');
      return c.json(loginAnswer.parse({ token: false }), 200);
    }
    const token = await createSession(deps.db, entity.id, deps.now());
    deps.logger.info({ entityId: entity.id, profile: entity.profile }, 'login');
    return c.json(loginAnswer.parse({ token, user_info: toUserInfo(entity) }), 200);
  });

  app.openapi(logoutRoute, async (c) => {
    const user = requireUser(c.get('principal'), 'Logout');
    await revokeSession(deps.db, user.sessionId, deps.now());
    deps.logger.info({ entityId: user.entityId }, 'logout');
    return c.json(logoutAnswer.parse({ data: [{ response: true }] }), 200);
  });
}
