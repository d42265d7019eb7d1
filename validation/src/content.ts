import { z } from 'zod';
import { email, optionalText, requiredText } from './fields.ts';
import { LIMITS } from './limits.ts';

/** A subject line: as long as a name. */
const SUBJECT_MAX = LIMITS.name;

/**
 * spec 000 §5 "Contact form": name, e-mail, subject and message required; the e-mail of e-mail
 * type (the standard pattern); the message at most 600 characters; the terms (rgpd) box ticked.
 * The field names are those of the GraphQL `SendContactMessageInput`.
 */
export const contactMessageSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  subject: requiredText(SUBJECT_MAX),
  message: requiredText(LIMITS.contactMessage),
  rgpd: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
export type ContactMessageValues = z.input<typeof contactMessageSchema>;

/**
 * spec 000 §5, spec 002 §5 "Testimonial form": name, e-mail, message and terms required; the
 * message at most 400 characters; the location optional. The field names are those of the
 * GraphQL `SubmitTestimonialInput`.
 */
export const testimonialSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  location: optionalText(LIMITS.locality),
  message: requiredText(LIMITS.testimonialMessage),
  termsAccepted: z.literal(true, { error: 'TERMS_REQUIRED' }),
});
export type TestimonialValues = z.input<typeof testimonialSchema>;
