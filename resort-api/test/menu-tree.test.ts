import { describe, expect, it } from 'vitest';
import type { MenuEntryRow } from '../src/db/schema.ts';
import { buildMenuTree } from '../src/structure/menu-tree.ts';

const entry = (id: number, parentId: number | null, title: string): MenuEntryRow => ({
  id,
  structureId: 1,
  parentId,
  contentId: null,
  slug: null,
  link: null,
  position: 0,
  principal: false,
  title,
  titles: {},
});

describe('buildMenuTree', () => {
  it('nests entries by parent, keeping the given order at each level', () => {
    const tree = buildMenuTree([entry(1, null, 'A'), entry(2, null, 'B'), entry(3, 1, 'A.1'), entry(4, 3, 'A.1.a'), entry(5, 1, 'A.2')]);
    const titles = (nodes: typeof tree): unknown => nodes.map((n) => [n.title, titles(n.children)]);
    expect(titles(tree)).toEqual([
      ['A', [['A.1', [['A.1.a', []]]], ['A.2', []]]],
      ['B', []],
    ]);
    expect(tree[0]?.children[0]).toEqual(expect.objectContaining({ id: 3, parent: 1, slug: '', link: '', id_content: null }));
  });

  it('terminates on data that is not a tree: entries in a parent cycle are unreachable', () => {
    expect(buildMenuTree([entry(1, 2, 'x'), entry(2, 1, 'y'), entry(3, null, 'root')]).map((n) => n.title)).toEqual(['root']);
  });
});
