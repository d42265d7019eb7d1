import { Redis } from 'ioredis';
import type { Plugin } from 'graphql-yoga';
import type { GatewayDeps } from '../kernel/context.ts';
import { PartnerBudgets } from './budget.ts';
import { priceOperation, useCostBudget, type CostVerdict, type PricedOperation } from './cost-budget.ts';
import { partnerOf, usePartnerAccess } from './partner-access.ts';
import { PartnerKeyVerifier, type Partner } from './partner-keys.ts';
import { useSchemaVisibility } from './schema-visibility.ts';

/** The partner API's parts for one gateway process: key checks, budgets, who sees the schema. */
export interface PartnerGuard {
  /** Yoga plugins, in order: the key first, then schema visibility, then cost and budget. */
  plugins: Plugin[];
  /** Whether a request may send a document rather than a persisted operation id. */
  allowsDocuments(request: Request): boolean;
  /** The partner a key belongs to, or null when it is unknown or revoked; throws when it cannot be told. */
  verifyKey(key: string): Promise<Partner | null>;
  /** Checks and charges an operation's cost, as HTTP does (the socket's subscriptions). */
  price(operation: PricedOperation): CostVerdict | Promise<CostVerdict>;
  close(): Promise<void>;
}

/**
 * Production (ALLOW_ARBITRARY_OPERATIONS=false) runs persisted operations only, except for
 * partners with a valid key; development (the default) lets anyone send documents, so GraphiQL
 * works without a key.
 */
export function createPartnerGuard(deps: GatewayDeps): PartnerGuard {
  const { config, logger } = deps;
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  const verifier = new PartnerKeyVerifier(deps.upstream, config.PUBLIC_SITE_TOKEN, config.PARTNER_KEY_CACHE_SECONDS);
  const budgets = new PartnerBudgets(redis);
  return {
    plugins: [usePartnerAccess(verifier, logger), ...useSchemaVisibility(config), useCostBudget(budgets, config.MAX_COST)],
    allowsDocuments: (request) => config.ALLOW_ARBITRARY_OPERATIONS || partnerOf(request) !== null,
    verifyKey: (key) => verifier.verify(key),
    price: (operation) => priceOperation(budgets, config.MAX_COST, operation),
    close: async () => {
      await redis?.quit();
    },
  };
}
