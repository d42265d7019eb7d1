import type { Link } from '../__generated__/resolvers-types.ts';

const EXTERNAL = /^https?:\/\//i;

/**
 * Where an upstream link leads (spec 000 §2 "Top navigation": a slug, a content page, an internal
 * link, or an external link opening in a new tab). The first of link, slug and page id wins.
 */
export function resolveLink(target: { link?: string; slug?: string; pageId?: number | null }): Link | null {
  const link = target.link?.trim();
  if (link) {
    if (EXTERNAL.test(link)) return { href: link, external: true };
    return { href: link.startsWith('/') ? link : `/${link}`, external: false };
  }
  const slug = target.slug?.trim().replace(/^\/+/, '');
  if (slug) return { href: `/${slug}`, external: false };
  if (target.pageId != null && target.pageId > 0) return { href: `/pag/${target.pageId}`, external: false };
  return null;
}

/** A slug as the back-office writes them: letters, digits and hyphens, at most 200 characters. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,199}$/i.test(value);
}
