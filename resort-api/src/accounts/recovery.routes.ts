import { recoveryAnswer, recoveryCodeAnswer, recoveryRequest } from '@estancia/resort-contract';
import { requireCompany } from '../companies/company.repository.ts';
import type { AccountDeps } from './deps.ts';
import type { ApiApp } from '../http/env.ts';
import { answers } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { recoveryParams } from './params.ts';
import { RECOVERY_CODE_MINUTES, completeRecovery, startRecovery } from './recovery.ts';

/** GET entities/password/recovery/{companycode}/{email} (spec 000 §7). */
export const recoveryStartRoute = bearerRoute(['accounts'], 'get /entities/password/recovery/{companycode}/{email}', {
  summary: 'Start a password recovery',
  description:
    `A recovery code for the account with that e-mail, valid for ${RECOVERY_CODE_MINUTES} minutes and ` +
    'once; the caller mails a link built with it. A new request makes the older codes invalid.',
  params: recoveryParams,
  responses: answers(200, 'The recovery code', recoveryCodeAnswer, { 400: 'Malformed company code or e-mail', 404: 'Unknown company code, or no active account with that e-mail' }),
});

/** POST entities/password/recovery (spec 000 §7). */
export const recoveryCompleteRoute = bearerRoute(['accounts'], 'post /entities/password/recovery', {
  summary: 'Complete a password recovery',
  description:
    'Sets new_password (transformed) for the account of the code (recovery_hash) and ends all of ' +
    'its sessions. A code that is unknown, used, replaced by a newer one or expired answers 410.',
  body: recoveryRequest,
  responses: answers(200, 'The password is changed', recoveryAnswer, { 400: 'Malformed body', 404: 'Unknown company code', 410: 'recovery_expired: the code cannot be used (any more)' }),
});

export function registerRecoveryRoutes(app: ApiApp, deps: AccountDeps): void {
  app.openapi(recoveryStartRoute, async (c) => {
    const { companycode, email } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    const code = await startRecovery(deps.db, companyCode, email, deps.now());
    return c.json(recoveryCodeAnswer.parse({ data: [{ code }] }), 200);
  });

  app.openapi(recoveryCompleteRoute, async (c) => {
    const body = c.req.valid('json');
    const companyCode = await requireCompany(deps.db, body.companycode);
    await completeRecovery(deps, companyCode, body.recovery_hash, body.new_password, deps.now());
    return c.json(recoveryAnswer.parse({ data: [{ response: true }] }), 200);
  });
}
