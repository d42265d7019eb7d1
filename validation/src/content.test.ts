import { describe, expect, it } from 'vitest';
import { contactMessageSchema, testimonialSchema } from './content.ts';
import { fieldErrors } from './issues.ts';
import { LIMITS } from './limits.ts';

const errors = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

const contact = {
  name: 'Maria Lopes',
  email: 'Maria@Example.pt',
  subject: 'Aulas de ski',
  message: 'Há aulas para crianças em janeiro?',
  rgpd: true,
};

describe('contact form (spec 000 §5)', () => {
  it('accepts a complete message, trimmed, with the e-mail lower-cased', () => {
    expect(contactMessageSchema.parse({ ...contact, name: '  Maria Lopes ' })).toEqual({ ...contact, email: 'maria@example.pt' });
  });

  it('requires name, e-mail, subject and message, and the terms box', () => {
    const result = contactMessageSchema.safeParse({ name: ' ', email: '', subject: '', message: '   ', rgpd: false });
    expect(errors(result)).toEqual([
      { code: 'REQUIRED', field: ['name'] },
      { code: 'REQUIRED', field: ['email'] },
      { code: 'REQUIRED', field: ['subject'] },
      { code: 'REQUIRED', field: ['message'] },
      { code: 'TERMS_REQUIRED', field: ['rgpd'] },
    ]);
  });

  it.each(['maria', 'maria@', 'maria@example', 'maria@example.portugal'])('refuses the e-mail %s', (email) => {
    expect(errors(contactMessageSchema.safeParse({ ...contact, email }))).toEqual([{ code: 'INVALID_EMAIL', field: ['email'] }]);
  });

  it('takes a message of exactly 600 characters and refuses 601', () => {
    expect(LIMITS.contactMessage).toBe(600);
    expect(contactMessageSchema.safeParse({ ...contact, message: 'a'.repeat(600) }).success).toBe(true);
    expect(errors(contactMessageSchema.safeParse({ ...contact, message: 'a'.repeat(601) }))).toEqual([{ code: 'TOO_LONG', field: ['message'] }]);
  });

  it('refuses a missing terms value as well as an unticked box', () => {
    const { rgpd: _rgpd, ...withoutTerms } = contact;
    expect(errors(contactMessageSchema.safeParse(withoutTerms))).toEqual([{ code: 'TERMS_REQUIRED', field: ['rgpd'] }]);
  });
});

const testimonial = {
  name: 'João Pires',
  email: 'joao@example.com',
  location: 'Covilhã',
  message: 'Um dia excelente na neve e no spa.',
  termsAccepted: true,
};

describe('testimonial form (spec 000 §5, spec 002 §5)', () => {
  it('accepts a complete testimonial', () => {
    expect(testimonialSchema.parse(testimonial)).toEqual(testimonial);
  });

  it('takes the location as optional, empty when not given', () => {
    const { location: _location, ...withoutLocation } = testimonial;
    expect(testimonialSchema.parse(withoutLocation).location).toBe('');
    expect(testimonialSchema.parse({ ...testimonial, location: '  ' }).location).toBe('');
  });

  it('requires name, e-mail, message and terms', () => {
    const result = testimonialSchema.safeParse({ name: '', email: ' ', location: '', message: '', termsAccepted: false });
    expect(errors(result)).toEqual([
      { code: 'REQUIRED', field: ['name'] },
      { code: 'REQUIRED', field: ['email'] },
      { code: 'REQUIRED', field: ['message'] },
      { code: 'TERMS_REQUIRED', field: ['termsAccepted'] },
    ]);
  });

  it('refuses an e-mail that does not match the standard pattern', () => {
    expect(errors(testimonialSchema.safeParse({ ...testimonial, email: 'joao@example' }))).toEqual([{ code: 'INVALID_EMAIL', field: ['email'] }]);
  });

  it('takes a message of exactly 400 characters and refuses 401', () => {
    expect(LIMITS.testimonialMessage).toBe(400);
    expect(testimonialSchema.safeParse({ ...testimonial, message: 'b'.repeat(400) }).success).toBe(true);
    expect(errors(testimonialSchema.safeParse({ ...testimonial, message: 'b'.repeat(401) }))).toEqual([{ code: 'TOO_LONG', field: ['message'] }]);
  });
});
