import {
  type CatalogItem,
  LESSON_PATHS,
  type LessonBookingRequest,
  type LessonCancelRequest,
  type LessonEvent,
  type PurchaseCode,
  catalogListAnswer,
  lessonEventsAnswer,
  purchaseCodesAnswer,
} from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import { NotSignedInError, type UpstreamReader } from '../../upstream/reader.ts';

/**
 * The lesson calls of spec 001 §7 (paths in the contract's LESSON_PATHS). Free hours are read with
 * the site token and never cached (they change with every booking); an event, the codes, booking
 * and cancelling as the signed-in person.
 */

export interface FreeEventsRange {
  from: string;
  to: string;
  /** 1 Ski, 2 Snowboard; any when null. */
  category: number | null;
  /** One instructor's hours only; every instructor's when null. */
  instructor?: number | null;
}

/** GET estancia/aula/event/available/{company}/free?desde&ate[&categoria] */
export async function fetchFreeEvents(api: UpstreamReader, range: FreeEventsRange): Promise<LessonEvent[]> {
  const query = new URLSearchParams({ desde: range.from, ate: range.to });
  if (range.category !== null) query.set('categoria', String(range.category));
  if (range.instructor) query.set('instrutor', String(range.instructor));
  const answer = await api.siteRead(`${LESSON_PATHS.freeEvents(api.segment(api.companyCode))}?${query}`, lessonEventsAnswer);
  return answer.data;
}

/**
 * GET estancia/aula/event/{company}/{id}: as the signed-in person, who then sees their own
 * booking's students; with the site token for a visitor.
 */
export async function fetchEvent(api: UpstreamReader, eventId: number): Promise<LessonEvent | null> {
  const path = LESSON_PATHS.event(api.segment(api.companyCode), eventId);
  try {
    const answer = await api.userRead(path, lessonEventsAnswer).catch((error: unknown) => {
      if (error instanceof NotSignedInError) return api.siteRead(path, lessonEventsAnswer);
      throw error;
    });
    return answer.data[0] ?? null;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** GET store/purchase/payment/code/{orderId}: the order's lesson codes (empty while unpaid). */
export async function fetchPurchaseCodes(api: UpstreamReader, orderId: number): Promise<PurchaseCode[]> {
  try {
    return (await api.userRead(LESSON_PATHS.purchaseCodes(orderId), purchaseCodesAnswer)).data;
  } catch (error) {
    if (isUpstreamStatus(error, 404) || isUpstreamStatus(error, 403)) return [];
    throw error;
  }
}

/** GET estancia/aula/info/{company}/{id}: a lesson product; null when it is not one. */
export async function fetchLessonInfo(api: UpstreamReader, productId: number): Promise<CatalogItem | null> {
  try {
    return (await api.publicRead(`estancia/aula/info/${api.segment(api.companyCode)}/${api.segment(productId)}`, catalogListAnswer)).data[0] ?? null;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** POST estancia/aula/event/client: the booked event. */
export async function postBooking(api: UpstreamReader, body: LessonBookingRequest): Promise<LessonEvent | null> {
  return (await api.userWrite('POST', LESSON_PATHS.book, body, lessonEventsAnswer)).data[0] ?? null;
}

/** PUT estancia/aula/event: the freed event. */
export async function putCancel(api: UpstreamReader, body: LessonCancelRequest): Promise<LessonEvent | null> {
  return (await api.userWrite('PUT', LESSON_PATHS.cancel, body, lessonEventsAnswer)).data[0] ?? null;
}
