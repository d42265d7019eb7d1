import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace, type Context, type TextMapGetter } from '@opentelemetry/api';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';
import { requestHeadersOf } from '../plugins/csrf.ts';

const TRACER = '@estancia/gateway';

/** Tracing is off unless asked for: TRACING=true, or an OTLP endpoint to send spans to. */
export function tracingEnabled(config: Pick<GatewayConfig, 'TRACING' | 'OTEL_EXPORTER_OTLP_ENDPOINT'>): boolean {
  return config.TRACING || config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;
}

const headerGetter: TextMapGetter<Pick<Headers, 'get' | 'keys'>> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/** The trace a caller sent (its `traceparent`), else the active one, else a new trace. */
function parentContext(contextValue: unknown): Context {
  const active = context.active();
  if (trace.getSpan(active)) return active;
  const headers = requestHeadersOf(contextValue);
  return headers ? propagation.extract(ROOT_CONTEXT, headers, headerGetter) : active;
}

function describe(document: DocumentNode, operationName: string | null | undefined) {
  const operation = getOperationAST(document, operationName);
  const type = operation?.operation ?? 'query';
  const name = operation?.name?.value ?? 'anonymous';
  return { type, name, spanName: `${type} ${name}` };
}

/**
 * One span per GraphQL operation (semantic conventions' `graphql.operation.*`), active while it
 * executes, so the resort API calls its resolvers make are its children.
 */
export function useOperationSpans(): Plugin {
  const tracer = trace.getTracer(TRACER);
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const { type, name, spanName } = describe(args.document, args.operationName);
      const parent = parentContext(args.contextValue);
      const span = tracer.startSpan(spanName, { kind: SpanKind.INTERNAL, attributes: { 'graphql.operation.type': type, 'graphql.operation.name': name } }, parent);
      const spanContext = trace.setSpan(parent, span);
      setExecuteFn((executionArgs) => context.with(spanContext, () => executeFn(executionArgs)));
      return {
        onExecuteDone({ result }) {
          const errors = Symbol.asyncIterator in result ? [] : (result.errors ?? []);
          if (errors.length) span.setStatus({ code: SpanStatusCode.ERROR, message: `${errors.length} GraphQL error(s)` });
          span.end();
        },
      };
    },
  };
}
