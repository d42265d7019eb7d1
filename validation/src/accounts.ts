import { z } from 'zod';
import { email, givenPassword, newPassword, optionalPhone, optionalText, requiredText } from './fields.ts';
import { LIMITS } from './limits.ts';

/**
 * spec 000 §2 "Login modal". The username is not held to the registration pattern: an account
 * whose address has a longer suffix (registered elsewhere, or by staff) must still be able to sign in.
 */
export const loginSchema = z.object({
  username: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, 'REQUIRED')
    .max(LIMITS.email, 'TOO_LONG')
    .transform((v) => v.toLowerCase()),
  password: givenPassword,
});
export type LoginValues = z.input<typeof loginSchema>;

/** The password and its confirmation must match (spec 000 §5). */
function confirmed<T extends z.ZodRawShape>(shape: T, password: keyof T & string, confirmation: keyof T & string) {
  return z.object(shape).refine((v: Record<string, unknown>) => v[password] === v[confirmation], {
    message: 'PASSWORD_MISMATCH',
    path: [confirmation],
  });
}

/**
 * spec 000 §2, §5: registration. Name, e-mail (the username), password and confirmation, and
 * the terms are required; phone and marketing consent are optional (marketing unticked by default).
 */
export const registrationSchema = confirmed(
  {
    name: requiredText(LIMITS.name),
    mobilePhone: optionalPhone,
    email,
    password: newPassword,
    passwordConfirmation: z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED'),
    termsAccepted: z.literal(true, { error: 'TERMS_REQUIRED' }),
    marketingConsent: z.boolean().default(false),
  },
  'password',
  'passwordConfirmation',
);
export type RegistrationValues = z.input<typeof registrationSchema>;

/** spec 000 §2 "Recovery modal": the e-mail of the account. */
export const recoveryRequestSchema = z.object({ email });

/** spec 000 §2, §5: the recovery screen reached by the mailed link. */
export const recoveryCompletionSchema = confirmed(
  {
    code: z.string({ error: 'INCORRECT_REQUEST' }).trim().min(1, 'INCORRECT_REQUEST').max(200, 'INCORRECT_REQUEST'),
    password: newPassword,
    passwordConfirmation: z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED'),
  },
  'password',
  'passwordConfirmation',
);

export const addressSchema = z.object({
  street: optionalText(LIMITS.address),
  detail: optionalText(LIMITS.address),
  postalCode: optionalText(LIMITS.postalCode),
  locality: optionalText(LIMITS.locality),
  country: optionalText(LIMITS.country),
});

/** spec 000 §2, §5 "Profile": name and e-mail required; the rest optional. */
export const profileSchema = z.object({
  name: requiredText(LIMITS.name),
  surname: optionalText(LIMITS.name),
  email,
  mobilePhone: optionalPhone,
  vatNumber: z
    .string({ error: 'INVALID_VAT' })
    .trim()
    .max(LIMITS.vat, 'TOO_LONG')
    .refine((v) => v === '' || /^[A-Za-z0-9]{5,20}$/.test(v), 'INVALID_VAT')
    .default(''),
  address: addressSchema,
  marketingConsent: z.boolean(),
});
export type ProfileValues = z.input<typeof profileSchema>;

/** A new password for a signed-in account: the current one, the new one twice. */
export const passwordChangeSchema = confirmed(
  {
    currentPassword: givenPassword,
    newPassword,
    newPasswordConfirmation: z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED'),
  },
  'newPassword',
  'newPasswordConfirmation',
);
