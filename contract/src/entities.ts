import { z } from 'zod';
import { LANGUAGES, type LanguageCode, languageCodeSchema } from './languages.ts';
import { transformedPasswordSchema } from './password.ts';
import { flag, id, listAnswer, orNull, text } from './primitives.ts';
import { calendarDate, codeText } from './values.ts';

/**
 * The account calls of spec 000 §7: login and logout, username check, registration, the user
 * (entity) record, password recovery and language data. Answers are read leniently (a real resort
 * API sends flags as 0/1, codes as numbers); request bodies are validated strictly, since they are
 * what resort-api accepts (spec 000 §5).
 */

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** Profiles (spec 000 §3, §6): Cliente for self-registered customers, Colaborador for staff. */
export const PROFILES = ['Cliente', 'Colaborador'] as const;
export const profileNameSchema = z.enum(PROFILES);
export type ProfileName = z.output<typeof profileNameSchema>;

/** NIF of the "final consumer", used when none is given (spec 000 §5, §9). */
export const DEFAULT_VAT = '999999990';

/** Length of the random initial password of a registration without one (spec 000 §9). */
export const GENERATED_PASSWORD_LENGTH = 10;

/** A language preference, read from a code in any case or from a language id; anything else is pt. */
export const languagePreferenceSchema = z.preprocess((value) => {
  const raw = typeof value === 'string' ? value.trim().toLowerCase() : value;
  const found = LANGUAGES.find((l) => l.code === raw || String(l.id) === String(raw));
  return found ? found.code : 'pt';
}, languageCodeSchema);

/** The common e-mail shape: local part, @, a domain with a dot and a suffix of 2 letters or more. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** An e-mail address as a request field: trimmed, lower-cased, at most 254 characters. */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'must be an e-mail address');

/** A username as a request field: trimmed, lower-cased, no spaces (customers use their e-mail). */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'must be at least 3 characters')
  .max(254, 'must be at most 254 characters')
  .regex(/^\S+$/, 'must not contain spaces');

/** Optional free text of a request: trimmed, null reads as empty, undefined means "not sent". */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === null ? '' : v));
}

const personName = z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters');

const phoneNumber = z
  .string()
  .trim()
  .max(32, 'must be at most 32 characters')
  .regex(/^[+0-9 ().-]*$/, 'must be a phone number (digits, spaces, + ( ) . -)');

const vatNumber = z
  .string()
  .trim()
  .max(20, 'must be at most 20 characters')
  .regex(/^[A-Za-z0-9 .-]*$/, 'must be a VAT number (letters, digits, spaces, . -)');

/** A calendar day sent in a request: a real YYYY-MM-DD date; empty or null clears it. */
const requestDate = z
  .union([
    z.literal(''),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
      .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'must be a real calendar date')
      .refine((v) => v >= '1900-01-01', 'must be after 1900'),
  ])
  .nullish()
  .transform((v) => (v === '' ? null : v));

// ---------------------------------------------------------------------------------------------
// Login and logout
// ---------------------------------------------------------------------------------------------

/** POST app/login (spec 000 §7): the password already transformed (password.ts). */
export const loginRequest = z.object({
  companycode: z.string().min(1).max(64),
  username: z.string().trim().toLowerCase().min(1, 'is required').max(254, 'must be at most 254 characters'),
  password: transformedPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Session or user info (spec 000 §3): who the session token belongs to. */
export const userInfoSchema = z.object({
  id,
  companycode: z.string(),
  language: languagePreferenceSchema,
  profile: profileNameSchema,
});
export type UserInfo = z.output<typeof userInfoSchema>;

export const loginSuccessSchema = z.object({ token: z.string().min(1), user_info: userInfoSchema });
/** Wrong credentials, or an inactive account: "a token of false means failure" (spec 000 §7). */
export const loginFailureSchema = z.object({ token: z.literal(false) });

/** POST app/login */
export const loginAnswer = z.union([loginSuccessSchema, loginFailureSchema]);
export type LoginAnswer = z.output<typeof loginAnswer>;
export type LoginSuccess = z.output<typeof loginSuccessSchema>;

/** `{ data: [{ response }] }`: the yes/no answer of several calls. */
export const responseAnswer = listAnswer(z.object({ response: flag }));
export type ResponseAnswer = z.output<typeof responseAnswer>;

/** POST app/logout: the session of the bearer token is ended. */
export const logoutAnswer = responseAnswer;
export type LogoutAnswer = ResponseAnswer;

/** GET app/entities/username/{companycode}/{username}: data[0].response true means already registered. */
export const usernameCheckAnswer = responseAnswer;
export type UsernameCheckAnswer = ResponseAnswer;

// ---------------------------------------------------------------------------------------------
// The user (entity) record, spec 000 §3
// ---------------------------------------------------------------------------------------------

export const identificationSchema = z.object({
  tipo_identificacao: text,
  numero_identificacao: codeText,
  validade_identificacao: calendarDate,
});
export type Identification = z.output<typeof identificationSchema>;

export const entityAddressSchema = z.object({
  country: text,
  location: text,
  village: text,
  municipality: text,
  postal_code: codeText,
  address: text,
  address_detail: text,
  localidade: text,
  place_birth: text,
});
export type EntityAddress = z.output<typeof entityAddressSchema>;

export const entityContactSchema = z.object({
  contactemail: text,
  email: text,
  principal: flag,
  observation: text,
  mobile_phone: codeText,
});
export type EntityContact = z.output<typeof entityContactSchema>;

export const entityInfoSchema = z.object({
  companycode: z.string(),
  username: z.string(),
  name: text,
  surname: text,
  location: text,
  email: text,
  /** Where the account was created: web for self-registration. */
  from: text,
  /** NIF; 999999990 when none was given. */
  vat: codeText,
  marketing: flag,
  terms_checked: flag,
  /** Data-protection (GDPR) consent. */
  rgpd: flag,
  /** An inactive entity cannot log in. */
  ativo: flag,
  birthday: calendarDate,
  entity_type: text,
  observation: text,
  identification: orNull(identificationSchema),
  notifications: flag,
  use_preferences: z
    .object({ language: languagePreferenceSchema })
    .nullish()
    .transform((v) => v ?? { language: 'pt' as LanguageCode }),
});
export type EntityInfo = z.output<typeof entityInfoSchema>;

/** A user (entity) as read: never with a password or its hash. */
export const entitySchema = z.object({
  id,
  info: entityInfoSchema,
  addresses: z.array(entityAddressSchema).nullish().transform((v) => v ?? []),
  contacts: z.array(entityContactSchema).nullish().transform((v) => v ?? []),
  /** Missing reads as Cliente, the profile with the fewest rights. */
  profile: z
    .object({ name: profileNameSchema })
    .nullish()
    .transform((v) => v ?? { name: 'Cliente' as ProfileName }),
});
export type Entity = z.output<typeof entitySchema>;

/** GET entities/{companycode}/{id} and the answer of PUT entities. */
export const entityAnswer = listAnswer(entitySchema);
export type EntityAnswer = z.output<typeof entityAnswer>;

// ---------------------------------------------------------------------------------------------
// Registration and update (request bodies)
// ---------------------------------------------------------------------------------------------

/** An address as sent; every field optional. */
export const entityAddressInput = z.object({
  country: optionalText(80),
  location: optionalText(120),
  village: optionalText(120),
  municipality: optionalText(120),
  postal_code: optionalText(20),
  address: optionalText(200),
  address_detail: optionalText(200),
  localidade: optionalText(120),
  place_birth: optionalText(120),
});
export type EntityAddressInput = z.input<typeof entityAddressInput>;

/** A contact as sent; every field optional. */
export const entityContactInput = z.object({
  contactemail: optionalText(254),
  email: z.union([z.literal(''), emailAddressSchema]).nullish().transform((v) => (v === null ? '' : v)),
  principal: z.boolean().optional(),
  observation: optionalText(500),
  mobile_phone: phoneNumber.nullish().transform((v) => (v === null ? '' : v)),
});
export type EntityContactInput = z.input<typeof entityContactInput>;

export const identificationInput = z.object({
  tipo_identificacao: optionalText(40),
  numero_identificacao: optionalText(40),
  validade_identificacao: requestDate,
});

const usePreferencesInput = z.object({ language: languageCodeSchema });

/** POST app/entities (spec 000 §2 "Registration", §5). */
export const registrationRequest = z.object({
  companycode: z.string().min(1).max(64),
  info: z
    .object({
      /** Kept equal to the e-mail; when sent it must be the same address. */
      username: emailAddressSchema.optional(),
      email: emailAddressSchema,
      name: personName,
      surname: optionalText(120),
      /** Transformed (password.ts). Absent: a random 10-character password is generated and answered once. */
      password: transformedPasswordSchema.nullish(),
      from: z.literal('web').default('web'),
      /** Empty or absent: 999999990. */
      vat: vatNumber.nullish(),
      marketing: z.boolean(),
      terms_checked: z.literal(true, { error: 'must be true: the terms must be accepted' }),
      rgpd: z.boolean(),
      use_preferences: usePreferencesInput.optional(),
    })
    .refine((info) => info.username === undefined || info.username === info.email, {
      path: ['username'],
      message: 'must equal info.email (username and e-mail are kept equal)',
    }),
  contacts: z.array(entityContactInput).max(10, 'must have at most 10 entries').optional(),
  addresses: z.array(entityAddressInput).max(10, 'must have at most 10 entries').optional(),
});
export type RegistrationRequest = z.input<typeof registrationRequest>;
export type RegistrationData = z.output<typeof registrationRequest>;

/** The answer of POST app/entities: the new entity, and its generated password when none was sent. */
export const registrationAnswer = listAnswer(
  z.object({
    id,
    username: z.string(),
    /** The random initial password, in clear, to be mailed (spec 000 §9); given only here, only once. */
    generated_password: z.string().nullable(),
  }),
);
export type RegistrationAnswer = z.output<typeof registrationAnswer>;

/**
 * PUT entities: the entity shape with every part optional (the id is required), plus
 * `info.password` for a new (transformed) password. Lists sent replace the stored ones. Fields a
 * caller may not change (profile and ativo for a Cliente) must be absent or equal to the stored ones.
 */
export const entityUpdateRequest = z.object({
  id: z.coerce.number().int().positive(),
  info: z
    .object({
      /** Must match the entity's company when sent. */
      companycode: z.string().min(1).max(64).optional(),
      username: usernameSchema.optional(),
      email: emailAddressSchema.optional(),
      name: personName.optional(),
      surname: optionalText(120),
      location: optionalText(120),
      vat: vatNumber.nullish(),
      marketing: z.boolean().optional(),
      terms_checked: z.boolean().optional(),
      rgpd: z.boolean().optional(),
      ativo: z.boolean().optional(),
      birthday: requestDate,
      entity_type: optionalText(40),
      observation: optionalText(2000),
      identification: identificationInput.nullish(),
      notifications: z.boolean().optional(),
      use_preferences: usePreferencesInput.optional(),
      /** A new password, transformed (password.ts). */
      password: transformedPasswordSchema.optional(),
    })
    .prefault({}),
  addresses: z.array(entityAddressInput).max(10, 'must have at most 10 entries').optional(),
  contacts: z.array(entityContactInput).max(10, 'must have at most 10 entries').optional(),
  profile: z.object({ name: profileNameSchema }).optional(),
});
export type EntityUpdateRequest = z.input<typeof entityUpdateRequest>;
export type EntityUpdate = z.output<typeof entityUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// Password recovery and language data
// ---------------------------------------------------------------------------------------------

/** GET entities/password/recovery/{companycode}/{email}: the code the recovery link is built with. */
export const recoveryCodeAnswer = listAnswer(z.object({ code: z.string().min(1) }));
export type RecoveryCodeAnswer = z.output<typeof recoveryCodeAnswer>;

/** POST entities/password/recovery */
export const recoveryRequest = z.object({
  companycode: z.string().min(1).max(64),
  /** The code of the recovery link. */
  recovery_hash: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  new_password: transformedPasswordSchema,
});
export type RecoveryRequest = z.input<typeof recoveryRequest>;

/** The answer of POST entities/password/recovery. */
export const recoveryAnswer = responseAnswer;
export type RecoveryAnswer = ResponseAnswer;

/** GET entities/lang/{companycode}/{code} */
export const languageDataAnswer = listAnswer(z.object({ id, code: languageCodeSchema }));
export type LanguageDataAnswer = z.output<typeof languageDataAnswer>;
