import { z } from 'zod';
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from './limits.ts';

/** Text a person typed: trimmed; empty means missing. Issues carry error codes as messages. */
export const requiredText = (max: number) => z.string({ error: 'REQUIRED' }).trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const optionalText = (max: number) => z.string({ error: 'TOO_LONG' }).trim().max(max, 'TOO_LONG').default('');

/** spec 000 §5: e-mail (which doubles as the username), matched by the standard pattern. */
export const email = z
  .string({ error: 'REQUIRED' })
  .trim()
  .min(1, 'REQUIRED')
  .max(LIMITS.email, 'TOO_LONG')
  .regex(EMAIL_PATTERN, 'INVALID_EMAIL')
  .transform((v) => v.toLowerCase());

export const optionalPhone = z
  .string({ error: 'INVALID_PHONE' })
  .trim()
  .max(LIMITS.phone, 'TOO_LONG')
  .refine((v) => v === '' || PHONE_PATTERN.test(v), 'INVALID_PHONE')
  .default('');

/** A new password: 8 to 128 characters (nothing else is imposed; length is what matters). */
export const newPassword = z
  .string({ error: 'REQUIRED' })
  .min(1, 'REQUIRED')
  .min(LIMITS.password.min, 'PASSWORD_TOO_SHORT')
  .max(LIMITS.password.max, 'TOO_LONG');

/** A password being checked, not chosen: any non-empty text. */
export const givenPassword = z.string({ error: 'REQUIRED' }).min(1, 'REQUIRED').max(LIMITS.password.max, 'TOO_LONG');
