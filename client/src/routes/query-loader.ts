import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';
import { currentLanguage } from '../i18n/i18n.ts';
import { environmentFor } from '../relay/environment.ts';

const loaded = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (design "Inside the client": routes own their queries
 * and preload them on navigation), in the environment of the current language. The route's
 * previous reference is released: the rendered page retains its own data while it is shown.
 */
export function loadRouteQuery<TQuery extends OperationType>(
  routeKey: string,
  request: GraphQLTaggedNode | PreloadableConcreteRequest<TQuery>,
  variables: VariablesOf<TQuery>,
): PreloadedQuery<TQuery> {
  const reference = loadQuery<TQuery>(environmentFor(currentLanguage()), request, variables, {
    fetchPolicy: 'store-or-network',
  });
  loaded.get(routeKey)?.dispose();
  loaded.set(routeKey, reference);
  return reference;
}
