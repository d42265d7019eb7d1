import type { MenuChild } from '@estancia/resort-contract';
import type { MenuEntryRow } from '../db/schema.ts';

/**
 * Nests flat menu entries by parent_id, keeping each level in the order given (position).
 * Descends from the roots only, so data that is not a tree (a parent cycle) cannot loop: such
 * entries are simply unreachable, as they would be in the site's menu.
 */
export function buildMenuTree(entries: readonly MenuEntryRow[]): MenuChild[] {
  const childrenOf = new Map<number | null, MenuEntryRow[]>();
  for (const entry of entries) {
    const siblings = childrenOf.get(entry.parentId);
    if (siblings) siblings.push(entry);
    else childrenOf.set(entry.parentId, [entry]);
  }

  const nest = (parentId: number | null): MenuChild[] =>
    (childrenOf.get(parentId) ?? []).map((entry) => ({
      id: entry.id,
      id_content: entry.contentId,
      slug: entry.slug ?? '',
      link: entry.link ?? '',
      title: entry.title,
      language: entry.titles,
      parent: entry.parentId,
      principal: entry.principal,
      children: nest(entry.id),
    }));

  return nest(null);
}
