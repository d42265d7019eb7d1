/**
 * Field limits and patterns shared by the forms and the gateway, free of zod: the website's forms
 * import them (`@estancia/validation/limits`) without loading the schemas, which come with the
 * first validation.
 */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 20,
  password: { min: 8, max: 128 },
  address: 200,
  locality: 100,
  postalCode: 12,
  country: 60,
  vat: 20,
  /** spec 000 §5, §9 */
  contactMessage: 600,
  /** spec 002 §5 */
  testimonialMessage: 400,
} as const;

/** spec 000 §9: the VAT number of an anonymous final consumer, used when none is given. */
export const DEFAULT_VAT_NUMBER = '999999990';

/**
 * spec 000 §5: "local part, @, domain, suffix of 2 to 4 letters". Written so that a browser's
 * <input pattern> and JavaScript read it the same way.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** A phone number: digits with an optional leading + and spaces. */
export const PHONE_PATTERN = /^\+?[0-9 ]{6,20}$/;

/** spec 001 §2.7, §5: the lesson scheduling form's limits and choices. */
export const LESSON_LIMITS = {
  /** The lesson products: up to 4 students in one lesson. */
  maxStudents: 4,
  purchaseCode: 40,
  maxAge: 120,
} as const;

export const LESSON_FORM_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const LESSON_FORM_ATTENDEES = ['STUDENT', 'GUARDIAN'] as const;
