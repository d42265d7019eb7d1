import { SITE_ROUTES, type SitePageName, type SiteRouteRow } from '@estancia/resort-contract/site-routes';
import type { ContentRouteInput } from '../../__generated__/resolvers-types.ts';

/** A page's parameters from its address, decoded and checked (`param`), with those its row fixes. */
export type RouteParams = Readonly<Partial<Record<string, string>>>;

/**
 * What the head of a public page is written from, beyond the site's own: the pages with a title,
 * picture or structured data of their own (spec 000 §2 SEO tags, spec 001 §2).
 */
export type PageHeadKind =
  | { kind: 'home' }
  | { kind: 'content'; input: ContentRouteInput }
  | { kind: 'store' }
  | { kind: 'tariffs' }
  | { kind: 'lessons' }
  | { kind: 'category'; code: string }
  | { kind: 'product'; databaseId: number | null; slug: string | null }
  /**
   * Any other page: the site's head, indexed when the page is public (the reservation lists and a
   * service's page), never when it is private (account forms, carts, checkout, the desk, previews).
   */
  | { kind: 'page' };

/**
 * What an address of the website shows, as far as the server needs to write its head and read its
 * first paint: the row of the route table (@estancia/resort-contract/site-routes, the client's
 * router's own table) it matches, with its parameters; or nothing.
 */
export type SiteRoute = (PageHeadKind & { row: SiteRouteRow; params: RouteParams }) | { kind: 'unknown' };
export type PageRoute = Exclude<SiteRoute, { kind: 'unknown' }>;

/** Longest parameter that can name anything (ids and slugs are short). */
const MAX_PARAM_LENGTH = 200;
const SEGMENT = /^[\p{L}\p{N}_.~-]+$/u;

function param(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return value && value.length <= MAX_PARAM_LENGTH && SEGMENT.test(value) ? value : null;
}

/** A product or service named by its upstream id: digits, as the client's loaders accept them. */
export function databaseIdOf(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** A product page's address: its upstream id, or its slug (spec 000 §2 "Product page"). */
export function productOf(value: string | undefined): { databaseId: number | null; slug: string | null } | null {
  const databaseId = databaseIdOf(value);
  if (databaseId !== null) return { databaseId, slug: null };
  return value !== undefined && /^[a-z0-9-]+$/i.test(value) ? { databaseId: null, slug: value } : null;
}

/** spec 000 §2: the content route's input, from the parameters named as its fields. */
const CONTENT_INPUT = ['previewId', 'pageId', 'slug', 'articleId', 'pressId', 'galleryId'] as const;

export function contentInputOf(params: RouteParams): ContentRouteInput {
  const input: ContentRouteInput = {};
  for (const key of CONTENT_INPUT) if (params[key] !== undefined) input[key] = params[key];
  return input;
}

/** The public pages with a head of their own, from their parameters; null: the address names nothing. */
const HEADS: { readonly [P in SitePageName]?: (params: RouteParams) => PageHeadKind | null } = {
  HomePage: () => ({ kind: 'home' }),
  ContentPage: (params) => ({ kind: 'content', input: contentInputOf(params) }),
  StorePage: () => ({ kind: 'store' }),
  TariffsPage: () => ({ kind: 'tariffs' }),
  LessonsPage: () => ({ kind: 'lessons' }),
  CategoryPage: ({ category }) => (category ? { kind: 'category', code: category } : null),
  ProductPage: ({ productId }) => {
    const product = productOf(productId);
    return product ? { kind: 'product', ...product } : null;
  },
  ServicePage: ({ serviceId }) => (databaseIdOf(serviceId) === null ? null : { kind: 'page' }),
};

/** The table's paths split once into segments, `:name` a parameter. */
const ROWS = SITE_ROUTES.map((row) => ({ row, segments: row.path.split('/').slice(1).filter((segment) => segment !== '') }));

/** The first row whose path the address has, with its raw parameters (fixed paths come first in the table). */
function rowOf(segments: string[]): { row: SiteRouteRow; raw: Record<string, string> } | null {
  for (const { row, segments: pattern } of ROWS) {
    if (pattern.length !== segments.length) continue;
    const raw: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      raw[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { row, raw };
  }
  return null;
}

export function matchSiteRoute(pathname: string): SiteRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!path.startsWith('/')) return { kind: 'unknown' };
  const found = rowOf(path === '/' ? [] : path.split('/').slice(1));
  if (!found) return { kind: 'unknown' };
  const { row, raw } = found;
  const fixed: Readonly<Record<string, string>> = 'fixed' in row ? row.fixed : {};
  // A private page is the visitor's own screen: the server reads nothing with its parameters.
  if (row.access !== 'public') return { kind: 'page', row, params: { ...raw, ...fixed } };
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const checked = param(value);
    if (checked === null) return { kind: 'unknown' };
    params[name] = checked;
  }
  Object.assign(params, fixed);
  const headOf = HEADS[row.page];
  const head: PageHeadKind | null = headOf ? headOf(params) : { kind: 'page' };
  return head ? { ...head, row, params } : { kind: 'unknown' };
}

/** Routes a search engine may index (the others carry `noindex`): the table's public pages. */
export function isIndexable(route: SiteRoute): boolean {
  return route.kind !== 'unknown' && route.row.access === 'public';
}
