import { LESSON_CATEGORIES, type LessonEvent, type OrderDocument, type OrderLine } from '@estancia/resort-contract';
import type { LessonAttendee, LessonCategory, LessonLevel, LessonOrderState } from '../../__generated__/resolvers-types.ts';
import { parseUpstreamTime } from '../../time.ts';
import { fromGlobalId } from '../../kernel/global-id.ts';

/**
 * The lesson rules the schema shows, pure (spec 001 §2.7, §3.5, §4 "Lessons"): which lines hold
 * lessons, the note of the scheduling page, and the upstream codes ↔ schema enums.
 */

export const CATEGORY_OF: Record<LessonCategory, number> = { SKI: LESSON_CATEGORIES.ski, SNOWBOARD: LESSON_CATEGORIES.snowboard };

export function categoryOf(value: number | null | undefined): LessonCategory | null {
  if (value === LESSON_CATEGORIES.ski) return 'SKI';
  if (value === LESSON_CATEGORIES.snowboard) return 'SNOWBOARD';
  return null;
}

export const LEVEL_TO_UPSTREAM: Record<LessonLevel, 'iniciacao' | 'intermedio' | 'avancado'> = {
  BEGINNER: 'iniciacao',
  INTERMEDIATE: 'intermedio',
  ADVANCED: 'avancado',
};

export function levelOf(value: string): LessonLevel {
  if (value === 'avancado') return 'ADVANCED';
  if (value === 'intermedio') return 'INTERMEDIATE';
  return 'BEGINNER';
}

export const ATTENDEE_TO_UPSTREAM: Record<LessonAttendee, 'aluno' | 'encarregado'> = { STUDENT: 'aluno', GUARDIAN: 'encarregado' };
export const attendeeOf = (value: string): LessonAttendee => (value === 'encarregado' ? 'GUARDIAN' : 'STUDENT');

/** A line holds lessons (spec 001 §3.5): its group is AULA, or it has lessons booked or left. */
export function isLessonLine(line: OrderLine): boolean {
  return line.details?.is_random === 'AULA' || line.aula_marcada || line.quantidade_aux_em_caso_de_aula > 0;
}

/** The lesson lines with their positions (id_produto_na_lista_linhas, else their place). */
export function lessonLines(order: OrderDocument): Array<{ line: OrderLine; position: number }> {
  return order.documento.linhas
    .map((line, index) => ({ line, position: line.id_produto_na_lista_linhas ?? index + 1 }))
    .filter(({ line }) => isLessonLine(line));
}

/** spec 001 §4: pagamento_pendente 1 (and 2, confirmed) is paid. */
export const isPaidOrder = (order: OrderDocument) => order.info.pagamento_pendente === 1 || order.info.pagamento_pendente === 2;

export const remainingOf = (order: OrderDocument) => lessonLines(order).reduce((sum, { line }) => sum + Math.max(0, line.quantidade_aux_em_caso_de_aula), 0);

/** spec 001 §2.7: the note next to the order number (already booked, awaiting payment, no lesson to schedule). */
export function lessonOrderState(order: OrderDocument): LessonOrderState {
  const lines = lessonLines(order);
  if (lines.length === 0) return 'NO_LESSONS';
  if (!isPaidOrder(order)) return order.info.pagamento_pendente === 0 ? 'AWAITING_PAYMENT' : 'NOT_PAID';
  // spec 001 §4: a line with aula_marcada marks its lessons booked.
  if (lines.every(({ line }) => line.aula_marcada || line.quantidade_aux_em_caso_de_aula <= 0)) return 'ALL_BOOKED';
  return 'BOOKABLE';
}

/** The order id a page or an input names: an Order or LessonOrder global id, or the resort's id. */
export function orderKeyOf(value: string): number | null {
  const parsed = /^\d{1,9}$/.test(value) ? { type: 'Order', key: value } : fromGlobalId(value);
  if (!parsed || (parsed.type !== 'Order' && parsed.type !== 'LessonOrder') || !/^\d{1,9}$/.test(parsed.key)) return null;
  const id = Number(parsed.key);
  return id > 0 ? id : null;
}

/** The key of a LessonSlot or LessonBooking global id (the event id). */
export function eventKeyOf(value: string, type: 'LessonSlot' | 'LessonBooking'): number | null {
  const parsed = fromGlobalId(value);
  if (!parsed || parsed.type !== type || !/^\d{1,9}$/.test(parsed.key)) return null;
  const id = Number(parsed.key);
  return id > 0 ? id : null;
}

export const startOf = (event: LessonEvent): Date => parseUpstreamTime(event.info.detail.start) ?? new Date(0);
export const endOf = (event: LessonEvent): Date => parseUpstreamTime(event.info.detail.end) ?? startOf(event);

/** A free hour that has not started can be booked. */
export const isAvailable = (event: LessonEvent, now: Date) => event.info.detail.state === 'free' && startOf(event).getTime() > now.getTime();
