import type { LessonEnrolment, LessonEvent, OrderDocument, OrderLine, PurchaseCode } from '@estancia/resort-contract';

/** What the lesson types resolve from: the validated upstream shapes. */
export type LessonSlotParent = LessonEvent;

/** A booked event and its enrolment (inscritos[0]), seen by the booking's customer. */
export interface LessonBookingParent {
  event: LessonEvent;
  enrolment: LessonEnrolment;
}

export interface LessonOrderParent {
  order: OrderDocument;
  /** The order's purchase codes (empty while unpaid). */
  codes: PurchaseCode[];
}

export interface LessonLineParent {
  line: OrderLine;
  position: number;
  codes: PurchaseCode[];
}

export type LessonPurchaseCodeParent = PurchaseCode;
