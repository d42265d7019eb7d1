import type { ContentItem, LanguageId, MenuChild } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import { localize } from '../../locale.ts';
import { resolveLink } from '../../kernel/links.ts';
import { siteMenu } from '../structure/index.ts';
import { blockText } from './blocks.ts';
import { label, languageCodeOf } from '../../kernel/labels.ts';

export interface Crumb {
  title: string;
  href: string | null;
}

/** The chain of menu entries down to the first one `matches` accepts, or null. */
function menuPath(entries: readonly MenuChild[], matches: (entry: MenuChild) => boolean): MenuChild[] | null {
  for (const entry of entries) {
    if (matches(entry)) return [entry];
    const below = menuPath(entry.children, matches);
    if (below) return [entry, ...below];
  }
  return null;
}

/**
 * The breadcrumb bar (spec 000 §2): home, then the menu entries above the page (spec 000 §7: the
 * structure "is used to find a parent content when a child link matches the current path"), then
 * the page itself. `section` is a list the page belongs to (news, press, galleries).
 */
export async function breadcrumbsFor(
  ctx: GatewayContext,
  current: { title: string; path: string; item?: ContentItem; section?: Crumb },
  languageId: LanguageId,
): Promise<Crumb[]> {
  const crumbs: Crumb[] = [{ title: label('home', languageCodeOf(languageId)), href: '/' }];
  if (current.section) crumbs.push(current.section);
  const menu = await siteMenu(ctx);
  const item = current.item;
  const path = menuPath(menu, (entry) => {
    const href = resolveLink({ link: entry.link, slug: entry.slug, pageId: entry.id_content })?.href;
    return href === current.path || (item !== undefined && (entry.id_content === item.id || (item.info.slug !== '' && entry.slug === item.info.slug)));
  });
  // The menu entries above the page; the page's own entry is the last crumb, with the page's title.
  for (const entry of path?.slice(0, -1) ?? []) {
    const href = resolveLink({ link: entry.link, slug: entry.slug, pageId: entry.id_content })?.href ?? null;
    crumbs.push({ title: localize(entry.title, entry.language, 'title', languageId), href: href && !href.startsWith('http') ? href : null });
  }
  crumbs.push({ title: current.title, href: null });
  return crumbs;
}

/** The title of an item's first block, for its crumb. */
export function itemTitle(item: ContentItem, languageId: LanguageId): string {
  return blockText(item.content[0], 'title', languageId);
}
