/**
 * Error codes of the forms and account flows (spec 000 §5, §8; spec 002 §8). zod schemas use a
 * code as an issue's message, the gateway returns codes in `userErrors`, and each side shows the
 * code's text from the catalogue in the person's language.
 */
export const ERROR_CODES = [
  'REQUIRED',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_VAT',
  'INVALID_POSTAL_CODE',
  'TOO_LONG',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_MISMATCH',
  'TERMS_REQUIRED',
  'USERNAME_EXISTS',
  'WRONG_CREDENTIALS',
  'WRONG_PASSWORD',
  'CONNECTION_PROBLEM',
  'TOO_MANY_ATTEMPTS',
  // No longer answered: password recovery says the same whether an address has an account or not.
  // Kept while the schema's deprecated enum value lasts.
  'EMAIL_NOT_REGISTERED',
  'RECOVERY_EXPIRED',
  'INCORRECT_REQUEST',
  'UPDATE_FAILED',
  'NOT_SIGNED_IN',
  'UNKNOWN_PRODUCT',
  // A cart line's quantity (spec 001 §4; 0 leaves the line out).
  'INVALID_QUANTITY',
  // An entrance ticket line's quantity (spec 002 §2).
  'INVALID_TICKET_QUANTITY',
  // The seats of a hold or a release (spec 002 §4, §5).
  'INVALID_SEAT_QUANTITY',
  'EMPTY_CART',
  // Timed reservations (spec 002 §5, §8).
  'SLOT_FULL',
  'SLOT_TIME_PASSED',
  'TIMED_ITEM_LIMIT',
  'SLOT_COLLISION',
  'UNKNOWN_SLOT',
  'UNKNOWN_HOLD',
  'RENEWALS_EXHAUSTED',
  'PAST_DATE',
  'MULTIBANCO_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  // The staff desk (spec 002 §4 "Confirming a desk order", §6).
  'FORBIDDEN',
  'ORDER_FINALIZED_ERROR',
  'ORDER_FAILED',
  // An idempotency key sent again with a different request (placeOrder, placeDeskOrder).
  'IDEMPOTENCY_KEY_REUSED',
  // Lesson scheduling (spec 001 §2.7, §4 "Lessons", §5, §8).
  'LESSON_ORDER_NOT_FOUND',
  'ORDER_NOT_PAID',
  'LESSON_ALREADY_BOOKED',
  'NO_LESSONS_LEFT',
  'LESSON_SLOT_TAKEN',
  'LESSON_SLOT_PASSED',
  'PURCHASE_CODE_INVALID',
  'PURCHASE_CODE_USED',
  'CANCEL_CODE_INCORRECT',
  'INVALID_STUDENTS',
  'UNKNOWN_INSTRUCTOR',
  // Ranges of days asked of the calendars (availableDays, lessonDays).
  'DATE_RANGE_REVERSED',
  'DATE_RANGE_TOO_LONG',
  // The desk's day: checking a booking in by its receipt's code, and refunding at the counter.
  'RECEIPT_CODE_MALFORMED',
  'RECEIPT_CODE_UNKNOWN',
  'ALREADY_CHECKED_IN',
  'CHECK_IN_OTHER_DAY',
  'CHECK_IN_OTHER_SLOT',
  'CHECK_IN_UNPAID',
  'ALREADY_REFUNDED',
  'REFUND_SLOT_STARTED',
  'REFUND_NOT_PAID',
  'REFUND_PROVIDER_FAILED',
  // The waiting list of a full slot (contract waiting-list.ts): joining and leaving it.
  'SLOT_NOT_FULL',
  'ALREADY_WAITING',
  'WAITING_LIST_CLOSED',
  'UNKNOWN_WAITING_ENTRY',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
