import { useDisableIntrospection } from '@envelop/disable-introspection';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { Plugin } from 'graphql-yoga';
import { partnerOfContext } from './partner-access.ts';

/**
 * Who may read the schema: introspection is for partners (a valid key) and for development
 * (GraphiQL on); "Did you mean …?" suggestions in validation errors only for development. An
 * anonymous caller in production cannot map the API (graphql-cop's introspection and field
 * suggestion findings). Partners introspect or read the published schema.graphql, so suggestions
 * would only leak field names through error text that their tooling never needs.
 */
export function useSchemaVisibility(openToAll: boolean): Plugin[] {
  if (openToAll) return [];
  const hidden = (context: unknown) => partnerOfContext(context) === null;
  const suggestions = blockFieldSuggestionsPlugin({ mask: '' });
  return [
    // Written for any context ({}), so it runs on Yoga's as is.
    useDisableIntrospection({ disableIf: ({ context }) => hidden(context) }) as Plugin,
    {
      onValidate(payload) {
        return suggestions.onValidate?.(payload);
      },
    },
  ];
}
