/**
 * Ids of the demo content pages that banners and menu entries point at; the pages themselves are
 * in content-pages.ts. The links carry the ids as a real back-office would (menu entries and
 * banner connections are not foreign keys, see schema.ts).
 * 53, 91, 94 and 149 have fixed roles in the spec (000 §9).
 */
export const DEMO_PAGE_IDS = {
  resort: 10,
  snow: 11,
  aquapark: 12,
  spa: 13,
  terms: 53,
  contacts: 91,
} as const;
