import {
  LANGUAGES,
  entityAnswer,
  entityUpdateRequest,
  languageDataAnswer,
  registrationAnswer,
  registrationRequest,
  usernameCheckAnswer,
} from '@estancia/resort-contract';
import { requireCompany } from '../companies/company.repository.ts';
import type { AccountDeps } from './deps.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { requireSelfOrStaff } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { updateEntity } from './entity-update.ts';
import { toEntity } from './entity.answer.ts';
import { findEntityById, isIdentityTaken } from './entity.repository.ts';
import { entityParams, languageParams, usernameParams } from './params.ts';
import { registerEntity } from './registration.ts';

/** GET app/entities/username/{companycode}/{username} (spec 000 §5: uniqueness check). */
export const usernameCheckRoute = bearerRoute(['accounts'], 'get /app/entities/username/{companycode}/{username}', {
  summary: 'Is a username registered?',
  description:
    'data[0].response is true when the username, or an e-mail equal to it, is already registered ' +
    '(compared trimmed and case-insensitively).',
  params: usernameParams,
  responses: answers(200, 'Whether it is taken', usernameCheckAnswer, { 400: 'Malformed company code or username', 404: 'Unknown company code' }),
});

/** POST app/entities (spec 000 §2 "Registration"). */
export const registrationRoute = bearerRoute(['accounts'], 'post /app/entities', {
  summary: 'Register a customer',
  description:
    'Creates an active Cliente whose username is its e-mail (lower-cased); VAT defaults to 999999990. ' +
    'Without info.password a random 10-character password is generated and answered once, in ' +
    'generated_password, for the caller to mail (spec 000 §9); otherwise generated_password is null.',
  body: registrationRequest,
  responses: answers(201, 'Registered', registrationAnswer, { 400: 'Invalid registration data (the message names the field)', 404: 'Unknown company code', 409: 'username_exists: the username (e-mail) is already registered' }),
});

/** GET entities/{companycode}/{id} (spec 000 §7 "user info", spec 001 §7 "customer record"). */
export const entityReadRoute = bearerRoute(['accounts'], 'get /entities/{companycode}/{id}', {
  summary: 'A user (entity) record',
  description: 'For the session of that user, or a Colaborador session of the company; never with the password.',
  params: entityParams,
  responses: answers(200, 'The entity', entityAnswer, { 400: 'Malformed company code or id', 403: 'Not that user\'s session, nor staff', 404: 'Unknown company code or entity' }),
});

/** PUT entities (spec 000 §2 "Profile screen"). */
export const entityUpdateRoute = bearerRoute(['accounts'], 'put /entities', {
  summary: 'Update a user (entity)',
  description:
    'The entity shape, every part optional but the id; lists sent replace the stored ones; ' +
    'info.password (transformed) sets a new password and ends the entity\'s other sessions. For ' +
    'the session of that user or a Colaborador; a Cliente cannot change profile or ativo. An ' +
    'e-mail change carries the username along when the two were equal.',
  body: entityUpdateRequest,
  responses: answers(200, 'The entity as updated', entityAnswer, { 400: 'Invalid data (the message names the field)', 403: 'Not that user\'s session nor staff, or a Cliente changing profile or ativo', 404: 'Unknown entity', 409: 'username_exists: the new username or e-mail belongs to someone else' }),
});

/** GET entities/lang/{companycode}/{code} (spec 000 §7 "language data"). */
export const languageRoute = bearerRoute(['accounts'], 'get /entities/lang/{companycode}/{code}', {
  summary: 'Language data',
  description: 'The id of a site language: pt 1, en 2, es 3, fr 4.',
  params: languageParams,
  responses: answers(200, 'The language', languageDataAnswer, { 400: 'Malformed company code', 404: 'Unknown company code or language' }),
});

export function registerEntityRoutes(app: ApiApp, deps: AccountDeps): void {
  app.openapi(usernameCheckRoute, async (c) => {
    const { companycode, username } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    const taken = await isIdentityTaken(deps.db, companyCode, [username]);
    return c.json(usernameCheckAnswer.parse({ data: [{ response: taken }] }), 200);
  });

  app.openapi(registrationRoute, async (c) => {
    const body = c.req.valid('json');
    const companyCode = await requireCompany(deps.db, body.companycode);
    const { entity, generatedPassword } = await registerEntity(deps, companyCode, body, deps.now());
    deps.logger.info({ entityId: entity.id, generatedPassword: generatedPassword !== null }, 'entity registered');
    const answer = registrationAnswer.parse({
      data: [{ id: entity.id, username: entity.username, generated_password: generatedPassword }],
    });
    return c.json(answer, 201);
  });

  app.openapi(entityReadRoute, async (c) => {
    const { companycode, id } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    requireSelfOrStaff(c.get('principal'), companyCode, id, 'read this account');
    const entity = await findEntityById(deps.db, id);
    if (!entity || entity.companyCode !== companyCode) throw new ApiError(404, 'not_found', `No entity ${id}`);
    return c.json(entityAnswer.parse({ data: [toEntity(entity)] }), 200);
  });

  app.openapi(entityUpdateRoute, async (c) => {
    const entity = await updateEntity(deps, c.get('principal'), c.req.valid('json'), deps.now());
    return c.json(entityAnswer.parse({ data: [toEntity(entity)] }), 200);
  });

  app.openapi(languageRoute, async (c) => {
    const { companycode, code } = c.req.valid('param');
    await requireCompany(deps.db, companycode);
    const language = LANGUAGES.find((l) => l.code === code.toLowerCase());
    if (!language) throw new ApiError(404, 'not_found', `Unknown language "${code}"`);
    return c.json(languageDataAnswer.parse({ data: [{ id: language.id, code: language.code }] }), 200);
  });
}
