/**
 * How long the site's loaders wait and last (spec 000 §2 "Home screen", §9), named once so the
 * entry screen, the page loader and the banner block agree with the spec.
 */
export const LOADER_TIMING = {
  /** spec 000 §2, §9, spec 002 §2 "Entry screen": the entry screen shows a loader for about 500 ms. */
  entryMs: 500,
  /** spec 000 §2, §9: the banner loader delay; a banner picture that arrives sooner shows no loader. */
  bannerDelayMs: 750,
} as const;
