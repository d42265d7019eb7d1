import { ROOT_CONTEXT, SpanKind, SpanStatusCode, propagation, trace, type TextMapGetter } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/env.ts';

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

/**
 * One server span per request, child of the caller's span when it sent a W3C `traceparent`
 * (the gateway does), so a GraphQL operation and the REST calls it made read as one trace. Named
 * by the route's template (`GET /orders/:id`), not the path, so names stay few. Without a
 * tracing SDK started (observability/tracing.ts) the API's tracer is a no-op.
 */
export function traceRequests(): MiddlewareHandler<AppEnv> {
  const tracer = trace.getTracer('@estancia/resort-api');
  return async (c, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const span = tracer.startSpan(
      `${c.req.method} ${c.req.path}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': c.req.method, 'url.path': c.req.path } },
      parent,
    );
    try {
      await next();
    } finally {
      // The last matched handler is the route itself; the ones before are middleware ('*').
      const route = routePath(c, -1);
      if (route && route !== '*' && route !== '/*') {
        span.updateName(`${c.req.method} ${route}`);
        span.setAttribute('http.route', route);
      }
      span.setAttribute('http.response.status_code', c.res.status);
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}
