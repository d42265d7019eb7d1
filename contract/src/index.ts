/**
 * The resort REST API contract (the "calls" tables, section 7 of each spec document) as zod
 * schemas. resort-api answers with them, the gateway validates upstream answers with them, and
 * the OpenAPI document is generated from them. They accept what a real resort API sends (extra
 * fields, numbers as strings, empty translations) and output one canonical shape.
 */
export * from './languages.ts';
export * from './primitives.ts';
export * from './resort-days.ts';
export * from './media.ts';
export * from './banner.ts';
export * from './structure.ts';
export * from './values.ts';
export * from './errors.ts';
export * from './password.ts';
export * from './entities.ts';
export * from './orders.ts';
export * from './catalogue.ts';
export * from './mail.ts';
export * from './content.ts';
export * from './arithmetic.ts';
export * from './reservations.ts';
export * from './waiting-list.ts';
export * from './slot-capacity.ts';
export * from './lessons.ts';
export * from './partners.ts';
export * from './desk-day.ts';
