import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts OpenTelemetry for this process (config `tracing`: TRACING=true or an OTLP endpoint set),
 * exporting the request spans of trace-requests.ts as the standard OTEL_* variables say (OTLP to
 * OTEL_EXPORTER_OTLP_ENDPOINT by default).
 */
export function startTracing(): NodeSDK {
  const sdk = new NodeSDK({ serviceName: 'estancia-resort-api' });
  sdk.start();
  return sdk;
}
