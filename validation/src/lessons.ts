import { z } from 'zod';
import { email, optionalPhone, requiredText } from './fields.ts';
import { LESSON_FORM_ATTENDEES, LESSON_FORM_LEVELS, LESSON_LIMITS, LIMITS } from './limits.ts';

/**
 * spec 001 §2.7, §5: the student or guardian form of the lesson scheduling screen. The field
 * names are those of the GraphQL `BookLessonInput`; issues carry error codes as messages.
 */
export const lessonBookingSchema = z.object({
  name: requiredText(LIMITS.name),
  email,
  phone: optionalPhone,
  level: z.enum(LESSON_FORM_LEVELS, { error: 'REQUIRED' }),
  attendee: z.enum(LESSON_FORM_ATTENDEES, { error: 'REQUIRED' }),
  students: z.number({ error: 'INVALID_STUDENTS' }).int('INVALID_STUDENTS').min(1, 'INVALID_STUDENTS').max(LESSON_LIMITS.maxStudents, 'INVALID_STUDENTS'),
  age: z.number({ error: 'INCORRECT_REQUEST' }).int('INCORRECT_REQUEST').min(1, 'INCORRECT_REQUEST').max(LESSON_LIMITS.maxAge, 'INCORRECT_REQUEST').nullish(),
  purchaseCode: requiredText(LESSON_LIMITS.purchaseCode),
});
export type LessonBookingValues = z.input<typeof lessonBookingSchema>;

/** The cancel dialog (spec 001 §2.7): the code is required ("code missing or incorrect"). */
export const lessonCancelSchema = z.object({
  purchaseCode: z.string({ error: 'CANCEL_CODE_INCORRECT' }).trim().min(1, 'CANCEL_CODE_INCORRECT').max(LESSON_LIMITS.purchaseCode, 'CANCEL_CODE_INCORRECT'),
});
export type LessonCancelValues = z.input<typeof lessonCancelSchema>;
