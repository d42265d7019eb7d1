import type { CatalogItem, LessonEvent, PurchaseCode } from '@estancia/resort-contract';
import { perKeyLoader as each } from '../../upstream/per-key-loader.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { type FreeEventsRange, fetchEvent, fetchFreeEvents, fetchLessonInfo, fetchPurchaseCodes } from './upstream.ts';

/** Per-request loaders of the lessons module: one upstream call per range, event, order or product per request. */
export function createLessonLoaders(api: UpstreamReader) {
  return {
    /** Key: `from|to|category|instructor` (freeEventsKey). */
    freeEvents: each<string, LessonEvent[]>((key) => {
      const [from = '', to = '', category = '', instructor = ''] = key.split('|');
      return fetchFreeEvents(api, { from, to, category: category === '' ? null : Number(category), instructor: instructor === '' ? null : Number(instructor) });
    }),
    eventById: each<number, LessonEvent | null>((id) => fetchEvent(api, id)),
    codesByOrder: each<number, PurchaseCode[]>((orderId) => fetchPurchaseCodes(api, orderId)),
    lessonInfo: each<number, CatalogItem | null>((productId) => fetchLessonInfo(api, productId)),
  };
}

export const freeEventsKey = (range: FreeEventsRange) => `${range.from}|${range.to}|${range.category ?? ''}|${range.instructor ?? ''}`;

export type LessonLoaders = ReturnType<typeof createLessonLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly lessons: LessonLoaders;
  }
}
