import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import { circularIntrospectionRule, repeatedFieldRule } from './document-rules.ts';
import { isPersistedOperation } from './persisted-operations.ts';

/**
 * Limits on every document written by a caller (GraphiQL, partners), so one request cannot make
 * the gateway parse, validate or fan out without bound (design: "arbitrary documents are for
 * GraphiQL and partners, under depth, alias and cost limits"): tokens while parsing; depth,
 * aliases (`__typename` included: armor allows any number of those by default), directives,
 * circular introspection and a field repeated over and over while validating. The cost is
 * limited before execution (partners/cost-budget.ts). The website's persisted operations were
 * reviewed when compiled and are exempt: the history's "All" page (`orders(first: 500)`) is a
 * cost the site means to pay. Fragments are flattened, so Relay-style spreads cost nothing.
 */
export function useOperationLimits(config: GatewayConfig): Plugin {
  const rules = [
    maxDepthRule({ n: config.MAX_DEPTH, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }),
    maxAliasesRule({ n: config.MAX_ALIASES, allowList: [], exposeLimits: true }),
    maxDirectivesRule({ n: config.MAX_DIRECTIVES, exposeLimits: true }),
    circularIntrospectionRule,
    repeatedFieldRule,
  ];
  const tokens = maxTokensPlugin({ n: config.MAX_TOKENS, exposeLimits: true });
  return {
    onParse(payload) {
      if (isPersistedOperation(payload.context)) return;
      return tokens.onParse?.(payload);
    },
    onValidate({ addValidationRule, context }) {
      if (isPersistedOperation(context)) return;
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
