import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import { extractOperationId } from './persisted-operations.ts';

/**
 * Limits on query depth, aliases and cost for documents written by callers (GraphiQL, partners),
 * so one request cannot make the gateway fan out without bound (design: "arbitrary documents are
 * for GraphiQL and partners, under depth, alias and cost limits"). The website's persisted
 * operations were reviewed when they were compiled and are exempt: the history's "All" page
 * (`orders(first: 500)`) is a cost the site means to pay. Fragments are flattened, so Relay-style
 * spreads cost nothing by themselves.
 */
export function useOperationLimits(config: GatewayConfig): Plugin {
  const rules = [
    maxDepthRule({ n: config.MAX_DEPTH, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }),
    maxAliasesRule({ n: config.MAX_ALIASES, exposeLimits: true }),
    costLimitRule({ maxCost: config.MAX_COST, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }),
  ];
  return {
    onValidate({ addValidationRule, context }) {
      const params = (context as { params?: { extensions?: Record<string, unknown> | null } }).params;
      if (params && extractOperationId(params)) return;
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
