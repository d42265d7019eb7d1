import { z } from 'zod';
import { EMAIL_PATTERN, responseAnswer, type ResponseAnswer } from './entities.ts';

/**
 * POST mail (spec 000 §7 "POST to the mail service"): from, to, bcc, subject, html; the answer
 * says the message was handed to the SMTP server.
 */

/** An address, bare (`ana@example.pt`) or with a display name (`Ana Silva <ana@example.pt>`). */
export const mailAddressSchema = z
  .string()
  .trim()
  .min(3)
  .max(320, 'must be at most 320 characters')
  .refine((value) => {
    // No line breaks: they would let a value add headers of its own.
    if (/[\r\n]/.test(value)) return false;
    const named = /^([^<>"]*|"[^"\\]*")\s*<([^<>\s]+)>$/.exec(value);
    return EMAIL_PATTERN.test(named ? (named[2] ?? '') : value);
  }, 'must be an e-mail address, bare or as "Name <address>"');

const addressList = z.array(mailAddressSchema).max(50, 'must have at most 50 addresses');

export const mailRequest = z.object({
  /** Defaults to the server's sender (MAIL_FROM). */
  from: mailAddressSchema.optional(),
  /** One address or a list; read as a list. */
  to: z
    .union([mailAddressSchema, addressList.min(1, 'must have at least one address')])
    .transform((v) => (typeof v === 'string' ? [v] : v)),
  /** Copy recipients nobody else sees; one address is read as a list too. */
  bcc: z
    .union([mailAddressSchema, addressList])
    .optional()
    .transform((v) => (v === undefined ? [] : typeof v === 'string' ? [v] : v)),
  subject: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(255, 'must be at most 255 characters')
    .regex(/^[^\r\n]*$/, 'must be one line'),
  /** The body, HTML (templates are 600 px wide, spec 000 §7). */
  html: z.string().min(1, 'is required').max(500_000, 'must be at most 500000 characters'),
});
export type MailRequest = z.input<typeof mailRequest>;
export type MailMessage = z.output<typeof mailRequest>;

/** The answer of POST mail: data[0].response is true once the SMTP server accepted the message. */
export const mailAnswer = responseAnswer;
export type MailAnswer = ResponseAnswer;
