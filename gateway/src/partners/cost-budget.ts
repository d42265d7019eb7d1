import { createGraphQLError, isAsyncIterable, mapMaybePromise, type Plugin } from 'graphql-yoga';
import type { DocumentNode, ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { extractOperationId } from '../plugins/persisted-operations.ts';
import type { BudgetState, PartnerBudgets } from './budget.ts';
import { operationCost } from './cost.ts';
import { partnerOfContext } from './partner-access.ts';

/** What an operation costs and, for a partner, where the key's budget stands after it. */
export interface CostReport {
  requested: number;
  budget: BudgetState | null;
}

const reports = new WeakMap<object, CostReport>();

/** The cost report of the operation running with this context (the `rateLimit` query reads it). */
export function costReportOf(context: object): CostReport | null {
  return reports.get(context) ?? null;
}

/** Keeps the report where the `rateLimit` query of the same operation finds it. */
export function rememberCost(context: object, report: CostReport): void {
  reports.set(context, report);
}

/** The report as every HTTP answer carries it, in `extensions.cost`. */
export function costExtension(report: CostReport) {
  const { budget } = report;
  return {
    requested: report.requested,
    budget: budget && { limit: budget.limit, remaining: budget.remaining, resetAt: budget.resetAt.toISOString() },
  };
}

/**
 * The persisted documents' costs already computed, by parsed document, then operation and
 * variables: Yoga's parse cache hands every request for the same id the same document object, so
 * the website's reads are priced once per variable set (the latest 64 kept), not on every
 * request. A document leaving the parse cache takes its costs with it.
 */
const costsByDocument = new WeakMap<DocumentNode, LRUCache<string, number>>();

function persistedCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | null | undefined): number {
  let costs = costsByDocument.get(document);
  if (!costs) costsByDocument.set(document, (costs = new LRUCache({ max: 64 })));
  const key = `${operationName ?? ''} ${JSON.stringify(variables ?? {})}`;
  let cost = costs.get(key);
  if (cost === undefined) costs.set(key, (cost = operationCost(schema, document, operationName, variables)));
  return cost;
}

function paramsOf(context: unknown): { extensions?: Record<string, unknown> | null } | null {
  if (!context || typeof context !== 'object' || !('params' in context)) return null;
  const { params } = context;
  return params && typeof params === 'object' ? (params as { extensions?: Record<string, unknown> | null }) : null;
}

/** The parts of an operation its price is computed from (envelop's execution arguments have them). */
export interface PricedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null | undefined;
  variableValues?: Record<string, unknown> | null | undefined;
  /** Yoga's context: its request names the partner, its params whether the operation was persisted. */
  contextValue: unknown;
}

export type CostVerdict = { ok: true; report: CostReport } | { ok: false; error: GraphQLError; report: CostReport };

/**
 * An operation's cost, checked and charged before it runs: a document over `maxCost` is refused
 * (the website's persisted operations were reviewed when compiled and are exempt), and a
 * partner's operation is charged to the key's hourly budget, refused with BUDGET_EXHAUSTED (HTTP
 * 429 and when the budget refills) when too few points are left. Over HTTP (useCostBudget) and
 * over graphql-ws (http/subscriptions.ts) alike.
 */
export function priceOperation(budgets: PartnerBudgets, maxCost: number, operation: PricedOperation): CostVerdict | Promise<CostVerdict> {
  const context = operation.contextValue as object;
  const params = paramsOf(context);
  const persisted = params ? extractOperationId(params) !== null : false;
  // A caller's own document is priced afresh: its variables are whatever the caller sent.
  const requested = (persisted ? persistedCost : operationCost)(operation.schema, operation.document, operation.operationName, operation.variableValues);
  const partner = partnerOfContext(context);

  if (!persisted && requested > maxCost) {
    const refuse = (budget: BudgetState | null): CostVerdict => {
      const error = createGraphQLError(
        `Query cost limit of ${maxCost} exceeded, found ${requested}: ask for fewer items (first/last) or fewer nested lists.`,
        { extensions: { code: 'COST_LIMIT_EXCEEDED', maximum: maxCost, http: { status: 400 } } },
      );
      return { ok: false, error, report: { requested, budget } };
    };
    return partner ? budgets.peek(partner.keyHash, partner.hourlyBudget).then(refuse) : refuse(null);
  }
  // Without a partner key nothing is charged, and the verdict is given without waiting on the
  // budgets' store: the website's reads are most operations.
  if (!partner) return accepted(context, { requested, budget: null });
  return budgets.charge(partner.keyHash, partner.hourlyBudget, requested).then((charge): CostVerdict => {
    const { budget } = charge;
    if (charge.ok) return accepted(context, { requested, budget });
    const retryAfter = Math.max(1, Math.ceil((budget.resetAt.getTime() - Date.now()) / 1000));
    const error = createGraphQLError(
      `The hourly budget of this partner key is spent: this operation costs ${requested} points and ${budget.remaining} are left. It refills at ${budget.resetAt.toISOString()}.`,
      {
        extensions: {
          code: 'BUDGET_EXHAUSTED',
          resetAt: budget.resetAt.toISOString(),
          http: { status: 429, headers: { 'retry-after': String(retryAfter) } },
        },
      },
    );
    return { ok: false, error, report: { requested, budget } };
  });
}

function accepted(context: object, report: CostReport): CostVerdict {
  rememberCost(context, report);
  return { ok: true, report };
}

/**
 * Operation cost and partner budgets on HTTP: each query and mutation is priced and charged before
 * it runs (priceOperation), and every answer carries `extensions.cost`. Subscriptions are priced
 * where the socket starts them (http/subscriptions.ts), once per subscription.
 */
export function useCostBudget(budgets: PartnerBudgets, maxCost: number): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      // The website's reads are priced without waiting on a promise (no partner key, nothing to charge).
      return mapMaybePromise(priceOperation(budgets, maxCost, { ...args, variableValues: args.variableValues as Record<string, unknown> | null | undefined }), (verdict) => {
        if (!verdict.ok) return setResultAndStopExecution({ errors: [verdict.error], extensions: { cost: costExtension(verdict.report) } });
        const { report } = verdict;
        const context = args.contextValue as object;
        // Over graphql-ws (http/subscriptions.ts puts the socket in the context) messages keep their plain shape.
        if ('socket' in context) return;
        return {
          onExecuteDone({ result, setResult }) {
            if (isAsyncIterable(result)) return;
            const done: ExecutionResult = result;
            setResult({ ...done, extensions: { ...done.extensions, cost: costExtension(report) } });
          },
        };
      });
    },
  };
}
