import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/** What a route's loader gives its page: the page's one query, already started (query-loader.ts). */
export interface RouteQueryData<TQuery extends OperationType> {
  query: PreloadedQuery<TQuery>;
}

/** A page's data: the query its route's loader started, read as it arrives (Suspense until then). */
export function useRouteQuery<TQuery extends OperationType>(request: GraphQLTaggedNode): TQuery['response'] {
  const { query } = useLoaderData<RouteQueryData<TQuery>>();
  return usePreloadedQuery<TQuery>(request, query);
}
