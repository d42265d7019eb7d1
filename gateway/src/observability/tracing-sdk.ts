import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type tracing } from '@opentelemetry/sdk-node';

// Loaded only when tracing is on (main.ts imports it dynamically): the SDK is a large module tree.

/**
 * Starts OpenTelemetry for this process: spans for GraphQL operations (useOperationSpans) and
 * for every call to the resort API (undici's diagnostics channel), which carries the W3C
 * `traceparent` header so the resort API's spans join the same trace. Where spans go is set by
 * the standard OTEL_* variables (OTLP to OTEL_EXPORTER_OTLP_ENDPOINT by default); tests pass
 * their own span processors.
 */
export function startTracing(options: { spanProcessors?: tracing.SpanProcessor[] } = {}): NodeSDK {
  const sdk = new NodeSDK({
    serviceName: 'estancia-gateway',
    instrumentations: [new UndiciInstrumentation()],
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : {}),
  });
  sdk.start();
  return sdk;
}
