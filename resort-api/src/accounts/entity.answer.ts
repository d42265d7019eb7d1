import type { entitySchema, userInfoSchema } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { EntityRow } from '../db/schema.ts';

/** An entity as the contract reads it (before its canonicalising parse). */
export type EntityInput = z.input<typeof entitySchema>;

/** A user (entity) row in the upstream's shape (spec 000 §3 "User"): never the password hash. */
export function toEntity(row: EntityRow): EntityInput {
  return {
    id: row.id,
    info: {
      companycode: row.companyCode,
      username: row.username,
      name: row.name,
      surname: row.surname,
      location: row.location,
      email: row.email,
      from: row.origin,
      vat: row.vat,
      marketing: row.marketing,
      terms_checked: row.termsChecked,
      rgpd: row.rgpd,
      ativo: row.ativo,
      birthday: row.birthday,
      entity_type: row.entityType,
      observation: row.observation,
      identification: row.identification,
      notifications: row.notifications,
      use_preferences: { language: row.language },
    },
    addresses: row.addresses,
    contacts: row.contacts,
    profile: { name: row.profile },
  };
}

/** The session's user info (spec 000 §3 "Session or user info"). */
export function toUserInfo(row: EntityRow): z.input<typeof userInfoSchema> {
  return { id: row.id, companycode: row.companyCode, language: row.language, profile: row.profile };
}
