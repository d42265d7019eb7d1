import { createGraphQLError } from 'graphql-yoga';

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/**
 * A forward page of an already ordered list (Relay cursor connections). A cursor names an item by
 * its key, so a page stays right when items are added before it; an `after` that names no item
 * is a bad request.
 */
export function pageOf<T>(items: readonly T[], args: { first?: number | null; after?: string | null }, keyOf: (item: T) => string, maxFirst: number): Page<T> {
  const first = args.first ?? maxFirst;
  if (!Number.isInteger(first) || first < 1 || first > maxFirst) {
    throw createGraphQLError(`first must be an integer from 1 to ${maxFirst}`, { extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
  }
  const cursorOf = (item: T) => Buffer.from(`cursor:${keyOf(item)}`).toString('base64url');
  let start = 0;
  if (args.after) {
    const index = items.findIndex((item) => cursorOf(item) === args.after);
    if (index < 0) throw createGraphQLError('after is not a cursor of this list', { extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
    start = index + 1;
  }
  const slice = items.slice(start, start + first);
  const edges = slice.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + first < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}
