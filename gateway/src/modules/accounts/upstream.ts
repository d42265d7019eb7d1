import {
  entityAnswer,
  loginAnswer,
  logoutAnswer,
  recoveryAnswer,
  recoveryCodeAnswer,
  registrationAnswer,
  usernameCheckAnswer,
  type Entity,
  type EntityUpdateRequest,
  type LoginAnswer,
  type RegistrationAnswer,
  type RegistrationRequest,
} from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/** The account calls of spec 000 §7. Passwords arrive here already transformed. */

export function postLogin(api: UpstreamReader, username: string, password: string): Promise<LoginAnswer> {
  return api.siteWrite('POST', 'app/login', { companycode: api.companyCode, username, password }, loginAnswer);
}

/** Ends the upstream session of `token` (sent as that session's own bearer). */
export async function postLogout(api: UpstreamReader, token: string): Promise<void> {
  await api.writeAs(token, 'POST', 'app/logout', {}, logoutAnswer);
}

/** GET app/entities/username/{companycode}/{username}: data[0].response true means taken. */
export async function usernameTaken(api: UpstreamReader, username: string): Promise<boolean> {
  const answer = await api.siteRead(`app/entities/username/${api.segment(api.companyCode)}/${api.segment(username)}`, usernameCheckAnswer);
  return answer.data[0]?.response ?? false;
}

export type RegistrationResult = { ok: true; created: RegistrationAnswer['data'][number] } | { ok: false; reason: 'username_exists' | 'invalid' };

/** POST app/entities. An existing username and a refused body are results, not failures. */
export async function postRegistration(api: UpstreamReader, body: RegistrationRequest): Promise<RegistrationResult> {
  try {
    const answer = await api.siteWrite('POST', 'app/entities', body, registrationAnswer);
    const created = answer.data[0];
    return created ? { ok: true, created } : { ok: false, reason: 'invalid' };
  } catch (error) {
    if (isUpstreamStatus(error, 409)) return { ok: false, reason: 'username_exists' };
    if (isUpstreamStatus(error, 400)) return { ok: false, reason: 'invalid' };
    throw error;
  }
}

/** GET entities/{companycode}/{id}, as the signed-in person. */
export async function fetchEntity(api: UpstreamReader, id: number): Promise<Entity | null> {
  const answer = await api.userRead(`entities/${api.segment(api.companyCode)}/${api.segment(id)}`, entityAnswer);
  return answer.data[0] ?? null;
}

export type UpdateResult = { ok: true; entity: Entity } | { ok: false; reason: 'username_exists' | 'invalid' };

/** PUT entities, as the signed-in person. */
export async function putEntity(api: UpstreamReader, body: EntityUpdateRequest): Promise<UpdateResult> {
  try {
    const answer = await api.userWrite('PUT', 'entities', body, entityAnswer);
    const entity = answer.data[0];
    return entity ? { ok: true, entity } : { ok: false, reason: 'invalid' };
  } catch (error) {
    if (isUpstreamStatus(error, 409)) return { ok: false, reason: 'username_exists' };
    if (isUpstreamStatus(error, 400)) return { ok: false, reason: 'invalid' };
    throw error;
  }
}

/** GET entities/password/recovery/{companycode}/{email}: the recovery code, or null for an unknown e-mail. */
export async function fetchRecoveryCode(api: UpstreamReader, email: string): Promise<string | null> {
  try {
    const answer = await api.siteRead(`entities/password/recovery/${api.segment(api.companyCode)}/${api.segment(email)}`, recoveryCodeAnswer);
    return answer.data[0]?.code ?? null;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** POST entities/password/recovery: false when the code is unknown, used or expired. */
export async function postRecovery(api: UpstreamReader, code: string, password: string): Promise<boolean> {
  try {
    await api.siteWrite('POST', 'entities/password/recovery', { companycode: api.companyCode, recovery_hash: code, new_password: password }, recoveryAnswer);
    return true;
  } catch (error) {
    if (isUpstreamStatus(error, 410) || isUpstreamStatus(error, 404) || isUpstreamStatus(error, 400)) return false;
    throw error;
  }
}
