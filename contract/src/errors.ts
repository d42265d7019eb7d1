import { z } from 'zod';
import { DESK_DAY_ERROR_CODES } from './desk-day.ts';
import { LESSON_ERROR_CODES } from './lessons.ts';
import { SLOT_CAPACITY_ERROR_CODES } from './slot-capacity.ts';
import { WAITING_ERROR_CODES } from './waiting-list.ts';
import { text } from './primitives.ts';

/**
 * Every 4xx and 5xx answer of the resort REST API has one JSON shape, `{ error: { code, message } }`:
 * `code` is stable and machine-readable, `message` is for people and logs.
 */

/** The codes resort-api answers with; a real resort API may send others, so readers keep `code` a string. */
export const ERROR_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  /** Registration or profile update: the username or e-mail is already registered (409). */
  'username_exists',
  /** Password recovery: the code is unknown, used, replaced by a newer one or expired (410). */
  'recovery_expired',
  'payload_too_large',
  /** The SMTP server refused or could not be reached (502). */
  'mail_failed',
  /** A preview needs a signed-in person with a profile, not the public site token (403, spec 000 §6). */
  'profile_required',
  /** An order's payment key sent again with a different request: the key names the first one only (409). */
  'idempotency_key_reused',
  'not_ready',
  'internal_error',
  /** A card, MB WAY or Multibanco checkout with no payment provider configured (503; resort-api PAYMENT_SANDBOX). */
  'payment_provider_unavailable',
  // Lesson scheduling (spec 001 §4 "Lessons"), declared once beside their calls.
  ...LESSON_ERROR_CODES,
  // The desk's day: check-in and refund at the counter, declared once beside their calls.
  ...DESK_DAY_ERROR_CODES,
  // The waiting list of a full slot (waiting-list.ts): its own refusals and the hold's it applies at joining.
  ...WAITING_ERROR_CODES,
  // A slot's capacity changed by staff (slot-capacity.ts).
  ...SLOT_CAPACITY_ERROR_CODES,
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCodeSchema = z.enum(ERROR_CODES);

export function isKnownErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** The body of every failed call. */
export const errorAnswer = z.object({
  error: z.object({
    code: z.string(),
    message: text,
  }),
});
export type ErrorAnswer = z.output<typeof errorAnswer>;
