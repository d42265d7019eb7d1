import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayMetrics } from './metrics.ts';

function describe(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  return { type: operation?.operation ?? 'query', name: operation?.name?.value ?? 'anonymous' };
}

/** The operation name a caller sent, for documents refused before an AST was valid. */
function requestedName(context: unknown): string {
  const params = context && typeof context === 'object' && 'params' in context ? context.params : null;
  const name = params && typeof params === 'object' && 'operationName' in params ? params.operationName : null;
  return typeof name === 'string' ? name : 'anonymous';
}

/**
 * Counts every operation over HTTP and WebSocket (both run through Yoga's envelop): executed ones
 * by outcome with their latency, documents refused by validation (limits, unknown fields) as
 * `rejected`, and subscriptions as they open and close.
 */
export function useOperationMetrics(metrics: GatewayMetrics): Plugin {
  if (!metrics.enabled) return {};
  return {
    onValidate({ context }) {
      return ({ valid }) => {
        if (!valid) metrics.operation(requestedName(context), 'unknown', 'rejected', 0);
      };
    },
    onExecute({ args }) {
      const started = performance.now();
      const { type, name } = describe(args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          const failed = !(Symbol.asyncIterator in result) && (result.errors?.length ?? 0) > 0;
          metrics.operation(name, type, failed ? 'error' : 'ok', (performance.now() - started) / 1000);
        },
      };
    },
    onSubscribe({ args }) {
      const started = performance.now();
      const { name } = describe(args.document, args.operationName);
      return {
        onSubscribeResult({ result }) {
          const live = Symbol.asyncIterator in result;
          metrics.operation(name, 'subscription', live ? 'ok' : 'error', (performance.now() - started) / 1000);
          if (!live) return;
          metrics.subscriptionStarted(name);
          return { onEnd: () => metrics.subscriptionEnded() };
        },
      };
    },
  };
}
