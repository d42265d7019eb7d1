import type { ContentRouteInput } from './__generated__/ContentPageQuery.graphql';

/** spec 000 §2: the parameters of the generic content route; the first one present wins, in this order. */
export const PRECEDENCE = ['previewId', 'pageId', 'slug', 'articleId', 'pressId', 'galleryId'] as const;
export type RouteParam = (typeof PRECEDENCE)[number];

/** Longest parameter accepted: ids and slugs are short; anything longer names nothing. */
const MAX_PARAM_LENGTH = 200;

/**
 * The content route's parameters from the URL. They are checked by hand rather than with zod:
 * this runs in the start-up bundle of every page, which stays free of the validation library.
 * Null when there is none, or one is present but cannot name anything (blank or too long).
 */
export function routeInput(params: Partial<Record<string, string | undefined>>): ContentRouteInput | null {
  const input: ContentRouteInput = {};
  for (const key of PRECEDENCE) {
    const raw = params[key];
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value.length === 0 || value.length > MAX_PARAM_LENGTH) return null;
    input[key] = value;
  }
  return Object.keys(input).length > 0 ? input : null;
}

/** What an input shows, as far as the address alone tells. */
export interface RouteShape {
  /** The parameter that wins (spec 000 §2 precedence). */
  winner: RouteParam;
  /** /article/all, /press/{anything}, /gallery/all: the page lists items and pages through them. */
  newsList: boolean;
  pressList: boolean;
  galleryList: boolean;
}

export function routeShape(input: ContentRouteInput): RouteShape {
  const winner = PRECEDENCE.find((key) => input[key] != null) ?? 'slug';
  return {
    winner,
    newsList: winner === 'articleId' && input.articleId === 'all',
    // spec 000 §2: press_id always shows the press list.
    pressList: winner === 'pressId',
    galleryList: winner === 'galleryId' && input.galleryId === 'all',
  };
}
