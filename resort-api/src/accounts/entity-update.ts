import { DEFAULT_VAT, type EntityUpdate } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { EntityContactDoc } from '../db/json-types.ts';
import { type EntityRow, type NewEntity, entities } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { type Principal, requireUser } from '../http/principal.ts';
import type { Logger } from '../logger.ts';
import { findEntityById, isIdentityTaken } from './entity.repository.ts';
import { type ScryptParams, hashPassword } from './password.ts';
import { toAddressDoc, usernameTaken } from './registration.ts';
import { revokeSessionsOf } from './session.repository.ts';

/**
 * PUT entities (spec 000 §2 "Profile screen"): the entity itself or staff of its company may
 * change it. Fields not sent stay as they are; lists sent replace the stored ones. A Cliente
 * cannot change profile or ativo. A new password ends every other session of the entity (the
 * caller's own session, when it is the entity's, stays).
 */
export async function updateEntity(
  deps: { db: Db; logger: Logger; scrypt: ScryptParams },
  principal: Principal,
  update: EntityUpdate,
  now: Date,
): Promise<EntityRow> {
  const user = requireUser(principal, 'Updating an account');
  const isStaff = user.profile === 'Colaborador';
  if (!isStaff && user.entityId !== update.id) {
    throw new ApiError(403, 'forbidden', 'Only the customer themselves or staff may update this account');
  }
  const current = await findEntityById(deps.db, update.id);
  if (!current || current.companyCode !== user.companyCode) {
    throw new ApiError(404, 'not_found', `No entity ${update.id}`);
  }
  const info = update.info;
  if (info.companycode !== undefined && info.companycode !== current.companyCode) {
    throw new ApiError(400, 'invalid_request', 'Invalid body: info.companycode is not the entity\'s company');
  }
  if (!isStaff) {
    if (update.profile && update.profile.name !== current.profile) {
      throw new ApiError(403, 'forbidden', 'A Cliente cannot change the profile');
    }
    if (info.ativo !== undefined && info.ativo !== current.ativo) {
      throw new ApiError(403, 'forbidden', 'A Cliente cannot change ativo');
    }
  }

  // Username and e-mail are kept equal (spec 000 §5): an e-mail change carries the username along
  // when the two were equal and no username was sent.
  const email = info.email ?? current.email;
  const username = info.username ?? (info.email !== undefined && current.username === current.email ? email : current.username);
  const renamed = username !== current.username || email !== current.email;
  if (renamed && (await isIdentityTaken(deps.db, current.companyCode, [username, email], current.id))) {
    throw usernameTaken(username === current.username ? email : username);
  }

  const set: Partial<NewEntity> = { modifiedAt: now, username, email };
  if (info.name !== undefined) set.name = info.name;
  if (info.surname !== undefined) set.surname = info.surname;
  if (info.location !== undefined) set.location = info.location;
  if (info.vat !== undefined) set.vat = info.vat || DEFAULT_VAT;
  if (info.marketing !== undefined) set.marketing = info.marketing;
  if (info.terms_checked !== undefined) set.termsChecked = info.terms_checked;
  if (info.rgpd !== undefined) set.rgpd = info.rgpd;
  if (info.notifications !== undefined) set.notifications = info.notifications;
  if (info.birthday !== undefined) set.birthday = info.birthday;
  if (info.entity_type !== undefined) set.entityType = info.entity_type;
  if (info.observation !== undefined) set.observation = info.observation;
  if (info.use_preferences !== undefined) set.language = info.use_preferences.language;
  if (info.identification !== undefined) {
    set.identification = info.identification && {
      tipo_identificacao: info.identification.tipo_identificacao ?? '',
      numero_identificacao: info.identification.numero_identificacao ?? '',
      validade_identificacao: info.identification.validade_identificacao ?? null,
    };
  }
  if (update.addresses !== undefined) set.addresses = update.addresses.map(toAddressDoc);
  if (update.contacts !== undefined) {
    set.contacts = update.contacts.map(
      (contact, index): EntityContactDoc => ({
        contactemail: contact.contactemail ?? '',
        email: contact.email ?? '',
        principal: contact.principal ?? index === 0,
        observation: contact.observation ?? '',
        mobile_phone: contact.mobile_phone ?? '',
      }),
    );
  }
  if (isStaff) {
    if (update.profile !== undefined) set.profile = update.profile.name;
    if (info.ativo !== undefined) set.ativo = info.ativo;
  }
  // The slow hash runs before the transaction, so no transaction waits on it.
  if (info.password !== undefined) set.passwordHash = await hashPassword(info.password, deps.scrypt);

  try {
    const updated = await deps.db.transaction(async (tx) => {
      const [row] = await tx.update(entities).set(set).where(eq(entities.id, current.id)).returning();
      if (!row) throw new ApiError(404, 'not_found', `No entity ${update.id}`);
      if (set.passwordHash !== undefined) {
        const keep = user.entityId === current.id ? user.sessionId : undefined;
        const ended = await revokeSessionsOf(tx, current.id, now, keep);
        deps.logger.info({ entityId: current.id, by: user.entityId, sessionsEnded: ended }, 'password changed');
      }
      return row;
    });
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(username);
    throw error;
  }
}
