import { describe, expect, it } from 'vitest';
import { pageOf } from './connection.ts';

const items = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
const key = (item: { id: number }) => String(item.id);

describe('pageOf', () => {
  it('pages forward with cursors until the end', () => {
    const one = pageOf(items, { first: 3 }, key, 100);
    expect(one.edges.map((e) => e.node.id)).toEqual([1, 2, 3]);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const two = pageOf(items, { first: 3, after: one.pageInfo.endCursor }, key, 100);
    expect(two.edges.map((e) => e.node.id)).toEqual([4, 5, 6]);
    const three = pageOf(items, { first: 3, after: two.pageInfo.endCursor }, key, 100);
    expect(three.edges.map((e) => e.node.id)).toEqual([7]);
    expect(three.pageInfo.hasNextPage).toBe(false);
    expect(three.totalCount).toBe(7);
  });

  it('refuses page sizes out of range and unknown cursors', () => {
    expect(() => pageOf(items, { first: 0 }, key, 100)).toThrow(/first must be/);
    expect(() => pageOf(items, { first: 101 }, key, 100)).toThrow(/first must be/);
    expect(() => pageOf(items, { first: 2, after: 'bogus' }, key, 100)).toThrow(/after/);
  });
});
