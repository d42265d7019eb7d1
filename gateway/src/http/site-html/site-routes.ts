import type { ContentRouteInput } from '../../__generated__/resolvers-types.ts';

/**
 * What an address of the website shows, as far as the server needs to write its head: the same
 * route table as the client's router (client/src/routes/router.tsx, spec 000 §2, spec 001 §2,
 * spec 002 §2), fixed paths before the content route's `/{slug}`.
 */
export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'content'; input: ContentRouteInput }
  | { kind: 'store' }
  | { kind: 'tariffs' }
  | { kind: 'lessons' }
  | { kind: 'category'; code: string }
  | { kind: 'product'; databaseId: number | null; slug: string | null }
  /**
   * The reservation pages (spec 002 §2): the service and wellness lists, the entrance tickets and
   * a service with its slots. No SEO text of their own: the site's head.
   */
  | { kind: 'services'; group: 'WEL' | null }
  | { kind: 'entrance' }
  | { kind: 'service'; databaseId: number }
  /**
   * A signed-in visitor's own pages whose first screen the server renders with their session: the
   * purchases (spec 001 §2.5), the profile (spec 000 §2), the desk's listing (spec 002 §2) and the
   * desk's day (/desk/day). The site's head, never indexed, never kept in a shared cache.
   */
  | { kind: 'orders' }
  | { kind: 'profile' }
  | { kind: 'desk' }
  | { kind: 'deskDay' }
  /** Account forms, carts, checkout, the desk's other pages, preview: the site's head, never indexed. */
  | { kind: 'private' }
  | { kind: 'unknown' };

/** Longest parameter that can name anything (ids and slugs are short). */
const MAX_PARAM_LENGTH = 200;
const SEGMENT = /^[\p{L}\p{N}_.~-]+$/u;

const PRIVATE = [
  /^\/regist\/client(\/recovery\/[^/]+)?$/,
  /^\/store\/cart$/,
  /^\/(store\/)?payment\/[^/]+$/,
  /^\/agendar\/aula\/[^/]+$/,
  /^\/reservation\/cart$/,
  /^\/desk\/(cart|service\/[^/]+)$/,
  /^\/preview\/[^/]+$/,
];

/** Fixed content addresses (spec 000 §2, §9): item 53 is the terms and conditions. */
const FIXED_CONTENT: Record<string, ContentRouteInput> = {
  '/terms-conditions': { pageId: '53' },
};

function param(raw: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return value && value.length <= MAX_PARAM_LENGTH && SEGMENT.test(value) ? value : null;
}

export function matchSiteRoute(pathname: string): SiteRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return { kind: 'home' };
  if (path === '/client/order') return { kind: 'orders' };
  if (path === '/client/perfil') return { kind: 'profile' };
  if (path === '/desk') return { kind: 'desk' };
  if (path === '/desk/day') return { kind: 'deskDay' };
  if (PRIVATE.some((pattern) => pattern.test(path))) return { kind: 'private' };
  if (path === '/reservation/service') return { kind: 'services', group: null };
  if (path === '/reservation/wellness') return { kind: 'services', group: 'WEL' };
  if (path === '/reservation/entrance') return { kind: 'entrance' };
  const service = /^\/reservation\/service\/(\d{1,9})$/.exec(path);
  if (service) return { kind: 'service', databaseId: Number(service[1]) };
  if (path === '/store') return { kind: 'store' };
  if (path === '/store/tarifas') return { kind: 'tariffs' };
  if (path === '/store/aulas') return { kind: 'lessons' };
  const fixed = FIXED_CONTENT[path];
  if (fixed) return { kind: 'content', input: fixed };
  const segments = path.split('/').slice(1);
  const [first = '', second, third] = segments;
  if (first === 'store' && second === 'product' && third !== undefined && segments.length === 3) {
    const value = param(third);
    if (value && /^\d{1,9}$/.test(value)) return { kind: 'product', databaseId: Number(value), slug: null };
    return value && /^[a-z0-9-]+$/i.test(value) ? { kind: 'product', databaseId: null, slug: value } : { kind: 'unknown' };
  }
  if (first === 'store' && second !== undefined && segments.length === 2) {
    const code = param(second);
    return code ? { kind: 'category', code } : { kind: 'unknown' };
  }
  const key = { pag: 'pageId', article: 'articleId', press: 'pressId', gallery: 'galleryId' } as const;
  if (segments.length === 2 && second !== undefined && first in key) {
    const value = param(second);
    return value ? { kind: 'content', input: { [key[first as keyof typeof key]]: value } } : { kind: 'unknown' };
  }
  if (segments.length === 1) {
    const slug = param(first);
    return slug ? { kind: 'content', input: { slug } } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}

/** Pages that show one visitor's own data: never indexed, never shared. */
export function isPrivate(route: SiteRoute): boolean {
  return route.kind === 'private' || route.kind === 'orders' || route.kind === 'profile' || route.kind === 'desk' || route.kind === 'deskDay';
}

/** Routes a search engine may index (the others carry `noindex`). */
export function isIndexable(route: SiteRoute): boolean {
  return !isPrivate(route) && route.kind !== 'unknown';
}
