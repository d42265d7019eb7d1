import { useDisableIntrospection } from '@envelop/disable-introspection';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import { useHiddenSuggestions } from '../plugins/suggestions.ts';
import { isProduction } from '../production-guards.ts';
import { partnerOfContext } from './partner-access.ts';

/**
 * Who may read the schema: introspection is for partners (a valid key) and for development
 * (GraphiQL on); "Did you mean …?" suggestions in errors only for development. An anonymous caller
 * in production cannot map the API (graphql-cop's introspection and field suggestion findings).
 * Without GraphiQL nobody gets suggestions: partners introspect or read the published
 * schema.graphql, so suggestions would only leak names through error text their tooling never
 * needs. In production (NODE_ENV) no caller without a key gets them even with GraphiQL on.
 */
export function useSchemaVisibility(config: Pick<GatewayConfig, 'GRAPHIQL' | 'NODE_ENV'>): Plugin[] {
  const keyless = (context: unknown) => partnerOfContext(context) === null;
  if (config.GRAPHIQL) return isProduction(config) ? [useHiddenSuggestions(keyless)] : [];
  return [
    // Written for any context ({}), so it runs on Yoga's as is.
    useDisableIntrospection({ disableIf: ({ context }) => keyless(context) }) as Plugin,
    useHiddenSuggestions(() => true),
  ];
}
