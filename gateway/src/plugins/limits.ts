import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { GatewayConfig } from '../config.ts';

/**
 * Limits on query depth, aliases and cost for every document, persisted or not, so one request
 * cannot make the gateway fan out without bound (design: "under depth, alias and cost limits").
 * Fragments are flattened, so a spread costs nothing by itself: Relay's co-located fragments nest
 * spreads deeply without nesting fields.
 */
export function limitPlugins(config: GatewayConfig) {
  return [
    maxDepthPlugin({ n: config.MAX_DEPTH, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }),
    maxAliasesPlugin({ n: config.MAX_ALIASES, exposeLimits: true }),
    costLimitPlugin({ maxCost: config.MAX_COST, ignoreIntrospection: true, flattenFragments: true, exposeLimits: true }),
  ];
}
