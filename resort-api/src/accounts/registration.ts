import {
  DEFAULT_VAT,
  type EntityAddressInput,
  type RegistrationData,
  transformPassword,
} from '@estancia/resort-contract';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { EntityAddressDoc, EntityContactDoc } from '../db/json-types.ts';
import { type EntityRow, entities } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { isIdentityTaken } from './entity.repository.ts';
import { type ScryptParams, generatePassword, hashPassword } from './password.ts';

export interface Registered {
  entity: EntityRow;
  /** The random initial password, when the request had none: answered once, never stored in clear. */
  generatedPassword: string | null;
}

export function usernameTaken(username: string): ApiError {
  return new ApiError(409, 'username_exists', `A record already exists for the username "${username}"`);
}

/**
 * A self-registration (spec 000 §2, §5, §9): a Cliente, active, with username and e-mail equal
 * (the e-mail, lower-cased) and VAT 999999990 when none is given. One insert in one transaction,
 * after the uniqueness check: nothing is half-written, and a concurrent duplicate hits the unique
 * index and is answered the same 409.
 */
export async function registerEntity(
  deps: { db: Db; scrypt: ScryptParams },
  companyCode: string,
  data: RegistrationData,
  now: Date,
): Promise<Registered> {
  const { db } = deps;
  const email = data.info.email;
  const generatedPassword = data.info.password ? null : generatePassword();
  // The slow hash runs before the transaction, so no transaction waits on it.
  const passwordHash = await hashPassword(
    data.info.password ?? (await transformPassword(generatedPassword ?? '')),
    deps.scrypt,
  );

  const contacts: EntityContactDoc[] = (data.contacts ?? []).map((contact, index) => ({
    contactemail: contact.contactemail ?? '',
    email: contact.email || (index === 0 ? email : ''),
    principal: contact.principal ?? index === 0,
    observation: contact.observation ?? '',
    mobile_phone: contact.mobile_phone ?? '',
  }));
  if (contacts.length === 0) {
    contacts.push({ contactemail: '', email, principal: true, observation: '', mobile_phone: '' });
  }

  try {
    const entity = await db.transaction(async (tx) => {
      if (await isIdentityTaken(tx, companyCode, [email])) throw usernameTaken(email);
      const [row] = await tx
        .insert(entities)
        .values({
          companyCode,
          username: email,
          email,
          passwordHash,
          profile: 'Cliente',
          ativo: true,
          name: data.info.name,
          surname: data.info.surname ?? '',
          origin: data.info.from,
          vat: data.info.vat || DEFAULT_VAT,
          marketing: data.info.marketing,
          termsChecked: data.info.terms_checked,
          rgpd: data.info.rgpd,
          language: data.info.use_preferences?.language ?? 'pt',
          addresses: (data.addresses ?? []).map(toAddressDoc),
          contacts,
          createdAt: now,
          modifiedAt: now,
        })
        .returning();
      if (!row) throw new Error('inserting an entity returned no row');
      return row;
    });
    return { entity, generatedPassword };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(email);
    throw error;
  }
}

/** An address as sent, every field filled ('' when absent). */
export function toAddressDoc(address: { [K in keyof EntityAddressInput]?: string | null | undefined }): EntityAddressDoc {
  return {
    country: address.country ?? '',
    location: address.location ?? '',
    village: address.village ?? '',
    municipality: address.municipality ?? '',
    postal_code: address.postal_code ?? '',
    address: address.address ?? '',
    address_detail: address.address_detail ?? '',
    localidade: address.localidade ?? '',
    place_birth: address.place_birth ?? '',
  };
}
