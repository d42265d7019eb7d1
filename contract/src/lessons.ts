import { z } from 'zod';
import { LESSON_CATEGORIES } from './catalogue.ts';
import { flag, id, listAnswer, text, timestamp } from './primitives.ts';
import { codeText, integer, optionalInteger } from './values.ts';

/**
 * Lesson scheduling (spec 001 §2.7, §3.3, §4 "Lessons", §7; spec 002 §4 "Lesson event states"):
 * the instructors' lesson events, booking one with a purchase code (inscritos), cancelling with
 * that code, and the purchase codes of a paid order's lesson lines.
 *
 * Paths. `{n}` of `store/purchase/payment/code/{n}` is the order id: POST checks one code of the
 * order, GET lists the order's codes (for its customer or staff). The spec leaves the method of
 * the update of `estancia/aula/event` open: it is a PUT here.
 */
export const LESSON_PATHS = {
  /** GET estancia/aula/event/available/{company}/free: free events (filters in the query). */
  freeEvents: (company: string) => `estancia/aula/event/available/${company}/free`,
  /** GET estancia/aula/event/{company}/{id}: one event. */
  event: (company: string, eventId: number) => `estancia/aula/event/${company}/${eventId}`,
  /** POST estancia/aula/event/client: book an event (inscritos). */
  book: 'estancia/aula/event/client',
  /** PUT estancia/aula/event: the event after a cancel. */
  cancel: 'estancia/aula/event',
  /** POST (check one) and GET (list) store/purchase/payment/code/{orderId}. */
  purchaseCodes: (orderId: number) => `store/purchase/payment/code/${orderId}`,
} as const;

/** spec 001 §9, spec 002 §9: a class lasts 1 hour. */
export const LESSON_DURATION_MINUTES = 60;

/** spec 001 §2.7, §9: the levels of a student. */
export const LESSON_LEVELS = ['iniciacao', 'intermedio', 'avancado'] as const;
export type LessonLevel = (typeof LESSON_LEVELS)[number];

/** Who fills the form: the student, or a guardian for them. */
export const LESSON_ATTENDEE_TYPES = ['aluno', 'encarregado'] as const;

/** Most students in one lesson (the lesson products: "até 4 alunos"). */
export const MAX_STUDENTS_PER_LESSON = 4;

/** spec 001 §4, spec 002 §4: the states of a lesson event. */
export const LESSON_EVENT_STATES = ['free', 'busy', 'cancel'] as const;
export type LessonEventState = (typeof LESSON_EVENT_STATES)[number];

/**
 * detail.calendarId: a free event sits in its category's calendar ('1' Ski, '2' Snowboard); a
 * booked one in '0'; one cancelled because the instructor is booked at that time in '3'.
 */
export const LESSON_CALENDAR_IDS = { booked: '0', cancelled: '3' } as const;
export const lessonCalendarIdOf = (category: number) => String(category);

export const lessonCategorySchema = z.coerce
  .number()
  .int()
  .refine((v) => v === LESSON_CATEGORIES.ski || v === LESSON_CATEGORIES.snowboard, 'must be 1 (Ski) or 2 (Snowboard)');

/** The failures of the lesson calls, besides the common ones (errors.ts). */
export const LESSON_ERROR_CODES = [
  /** The event is not free (booked by someone else, or cancelled): 409. */
  'lesson_slot_taken',
  /** The event starts now or has started: 409. */
  'lesson_slot_passed',
  /** The order is not paid: 409. */
  'order_not_paid',
  /** The order line has no lesson left to book: 409. */
  'lessons_exhausted',
  /** The purchase code is not one of this order's lesson codes: 422. */
  'purchase_code_invalid',
  /** The purchase code was already used for a booking: 409. */
  'purchase_code_used',
  /** Cancelling: the code is not the one the event was booked with, or the event is not booked: 422. */
  'cancel_code_incorrect',
] as const;
export type LessonErrorCode = (typeof LESSON_ERROR_CODES)[number];

/** One enrolled student (spec 001 §3.3 info.inscritos), with the booking form's contact fields. */
export const lessonEnrolmentSchema = z.object({
  id: optionalInteger,
  name: text,
  age: optionalInteger,
  email: text,
  telefone: codeText,
  /** aluno (the student) or encarregado (a guardian booking for them). */
  tipo: text,
  numero_alunos: integer.nullish().transform((v) => v ?? 1),
  id_encomenda: optionalInteger,
  /** When the booking was made (ISO with the Lisbon offset). */
  id_timestamp: timestamp,
  codigo_compra: codeText,
  identification_type: text,
  identification_number: codeText,
  /** The order line (its id_produto_na_lista_linhas) the lesson comes from. */
  id_aula_dentro_encomenda: optionalInteger,
  aux_qrcode: codeText,
  classe_level: text,
});
export type LessonEnrolment = z.output<typeof lessonEnrolmentSchema>;

/** A lesson event (spec 001 §3.3): an instructor's hour, in the shape of a calendar item. */
export const lessonEventSchema = z.object({
  id,
  info: z.object({
    name: text,
    companycode: text,
    /** 1 Ski, 2 Snowboard: the lesson type the hour is offered for. */
    tipo_aula: integer,
    detail: z.object({
      start: timestamp,
      end: timestamp,
      calendarId: codeText,
      /** The calendar item's kind: 'time' for an hour. */
      category: text,
      location: text,
      state: z.string(),
      isAllDay: flag,
      isReadOnly: flag,
      raw: z.object({ class: text }).nullish().transform((v) => v ?? { class: '' }),
    }),
    instrutor: z.object({ id, name: text }),
    /** The booking's students; only its customer and staff see them (empty for anyone else). */
    inscritos: z.array(lessonEnrolmentSchema).nullish().transform((v) => v ?? []),
  }),
});
export type LessonEvent = z.output<typeof lessonEventSchema>;
export const lessonEventsAnswer = listAnswer(lessonEventSchema);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD');

/** The query of GET …/free: a day, or a range of at most 92 days (from today by default), a type, an instructor. */
export const freeEventsQuery = z.object({
  dia: day.optional(),
  desde: day.optional(),
  ate: day.optional(),
  categoria: lessonCategorySchema.optional(),
  instrutor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type FreeEventsQuery = z.input<typeof freeEventsQuery>;

const shortText = (max: number) => z.string().trim().max(max);

/** One student entry of a booking request. */
export const lessonEnrolmentRequest = z.object({
  name: shortText(120).min(1),
  age: z.number().int().min(1).max(120).nullish(),
  email: shortText(254).min(3),
  telefone: shortText(20).default(''),
  tipo: z.enum(LESSON_ATTENDEE_TYPES),
  numero_alunos: z.number().int().min(1).max(MAX_STUDENTS_PER_LESSON),
  id_encomenda: z.number().int().positive().max(2_147_483_647),
  codigo_compra: shortText(40).min(1),
  identification_type: shortText(40).default(''),
  identification_number: shortText(40).default(''),
  classe_level: z.enum(LESSON_LEVELS),
});
export type LessonEnrolmentRequest = z.input<typeof lessonEnrolmentRequest>;

/** POST estancia/aula/event/client: the event to book and its one enrolment (inscritos). */
export const lessonBookingRequest = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  info: z.object({ inscritos: z.array(lessonEnrolmentRequest).length(1) }),
});
export type LessonBookingRequest = z.input<typeof lessonBookingRequest>;

/** PUT estancia/aula/event: cancel the booking of an event with the code it was booked with. */
export const lessonCancelRequest = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  info: z.object({ codigo_compra: shortText(40).min(1) }),
});
export type LessonCancelRequest = z.input<typeof lessonCancelRequest>;

/** A purchase code of a lesson (one per lesson bought): unused, or used by the booked event id_evento. */
export const purchaseCodeSchema = z.object({
  codigo_compra: codeText,
  id_encomenda: id,
  id_aula_dentro_encomenda: integer,
  id_produto: integer,
  usado: flag,
  id_evento: optionalInteger,
});
export type PurchaseCode = z.output<typeof purchaseCodeSchema>;
export const purchaseCodesAnswer = listAnswer(purchaseCodeSchema);

/** POST store/purchase/payment/code/{orderId}: is this code one of the order's, and unused? */
export const purchaseCodeCheckRequest = z.object({ code: shortText(40).min(1) });
