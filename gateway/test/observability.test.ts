import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startResortApi, type RunningResortApi } from '@estancia/resort-api/server';
import { tracing, type NodeSDK } from '@opentelemetry/sdk-node';
import { createClient } from 'graphql-ws';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTracing } from '../src/observability/tracing-sdk.ts';
import { upstreamRoute } from '../src/observability/upstream-routes.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { until } from './until.ts';

const METRICS_TOKEN = 'scrape-token-for-tests-0123';

/** The value of one sample in Prometheus' text format (labels in any order), or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/**
 * What an operator sees: traces across the gateway and the resort API, Prometheus metrics, and
 * readiness that follows the resort API. The resort API runs in this process so its spans reach
 * the same in-memory exporter; the gateway reaches it over real HTTP, so the trace is joined by
 * the W3C traceparent header alone. Readiness stops it, so that test comes last.
 */
describe('observability', () => {
  const exporter = new tracing.InMemorySpanExporter();
  let sdk: NodeSDK;
  let api: RunningResortApi;
  let gateway: TestGateway;

  beforeAll(async () => {
    sdk = startTracing({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
    api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://', logLevel: 'silent' }, logger: pino({ level: 'silent' }) });
    // The website's operations, as the Relay compiler writes them: the names /metrics may label.
    const dir = mkdtempSync(join(tmpdir(), 'estancia-metrics-'));
    const file = join(dir, 'persisted-operations.json');
    const texts = ['query CountedBanners { banners { id } }', 'subscription Clock { serverTime(everySeconds: 1) }'];
    writeFileSync(file, JSON.stringify(Object.fromEntries(texts.map((text) => [createHash('sha256').update(text).digest('hex'), text]))));
    // A website to serve, so its pages' reads are counted too.
    writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<html lang="pt"><head><title>Estância</title></head><body><div id="root"></div></body></html>\n');
    gateway = await startTestGateway({ TRACING: true, METRICS: true, METRICS_TOKEN, RESORT_API_URL: api.url, PERSISTED_OPERATIONS_FILE: file, CLIENT_DIST_DIR: dir });
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    await sdk?.shutdown();
  });

  it('traces a GraphQL operation with the resort API calls it made and the API’s own spans as children', async () => {
    exporter.reset();
    const answer = await gateway.query('query TracedBanners { banners { id } }');
    expect(answer.errors).toBeUndefined();

    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'query TracedBanners');
    expect(operation?.attributes['graphql.operation.name']).toBe('TracedBanners');
    const inTrace = spans.filter((span) => span.spanContext().traceId === operation?.spanContext().traceId);
    const calls = inTrace.filter((span) => span.kind === 2 /* CLIENT */ && span.parentSpanContext?.spanId === operation?.spanContext().spanId);
    expect(calls.length).toBeGreaterThan(0);
    const served = inTrace.filter((span) => span.kind === 1 /* SERVER */ && calls.some((call) => call.spanContext().spanId === span.parentSpanContext?.spanId));
    expect(served.map((span) => [span.name, span.attributes['http.response.status_code']])).toContainEqual(['GET /web/content/type/:companycode/banner', 200]);
  });

  it('counts operations, upstream calls and subscriptions at /metrics, for a scraper with the token', async () => {
    await gateway.query('query CountedBanners { banners { id } }');
    await gateway.query('query Refused { nothingHere }');
    await gateway.query('query NotTheSites { banners { id } }');
    const client = createClient({ url: `${gateway.url.replace('http', 'ws')}graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const scrape = (authorization?: string) => fetch(`${gateway.url}metrics`, { headers: authorization ? { authorization } : {} });
    try {
      // Scraped while the subscription is open: it counts as live.
      const text = await new Promise<string>((resolve, reject) => {
        const stop = client.subscribe(
          { query: 'subscription Clock { serverTime(everySeconds: 1) }' },
          { next: () => void scrape(`Bearer ${METRICS_TOKEN}`).then((r) => r.text()).then(resolve, reject).finally(stop), error: reject, complete: () => undefined },
        );
      });
      expect(sample(text, 'gateway_graphql_operations_total', { operation: 'CountedBanners', type: 'query', outcome: 'ok' })).toBe(1);
      expect(sample(text, 'gateway_graphql_operations_total', { outcome: 'rejected' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'gateway_graphql_operation_duration_seconds_count', { operation: 'CountedBanners' })).toBe(1);
      // A name that is not one of the website's operations is counted, under `other`.
      expect(text).not.toContain('NotTheSites');
      expect(sample(text, 'gateway_graphql_operations_total', { operation: 'other', type: 'query', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
      // Labelled by the resort API's route template, never by the path itself.
      expect(sample(text, 'gateway_upstream_requests_total', { method: 'GET', path: 'web/content/type/{companycode}/banner', status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'gateway_subscriptions_started_total', { operation: 'Clock' })).toBe(1);
      expect(text).toMatch(/^gateway_subscriptions_live 1$/m);
      expect(text).toMatch(/^gateway_upstream_hold_channels 0$/m);
    } finally {
      await client.dispose();
    }
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer wrong-token-of-same-size')).status).toBe(401);
  });

  it('labels only the website’s own operations: 5,000 other names leave /metrics small', async () => {
    const names = Array.from({ length: 5000 }, (_, n) => `Q${n}`);
    for (let start = 0; start < names.length; start += 100) {
      await Promise.all(names.slice(start, start + 100).map((name) => gateway.query(`query ${name} { __typename }`)));
    }
    const text = await (await fetch(`${gateway.url}metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(sample(text, 'gateway_graphql_operations_total', { operation: 'other', type: 'query', outcome: 'ok' })).toBeGreaterThanOrEqual(5000);
    expect(text).not.toContain('operation="Q4999"');
    expect(text.length).toBeLessThan(100_000);
    // Five thousand requests: seconds alone, longer on a machine busy with other suites.
  }, 120_000);

  it('knows every route of the resort API, and labels a path that is none of them `other`', async () => {
    const document = (await (await fetch(`${api.url}openapi.json`)).json()) as { paths: Record<string, unknown> };
    const templates = Object.keys(document.paths).map((path) => path.slice(1));
    expect(templates.length).toBeGreaterThan(50);
    for (const template of templates) {
      const path = template.replace(/\{path\}$/, 'banners/2026/ski.jpg').replace(/\{[^}]+\}/g, 'value-42');
      expect(upstreamRoute(path), path).toBe(template);
    }
    expect(upstreamRoute('web/content/slug/estancia/neve?lang=pt')).toBe('web/content/slug/{companycode}/{slug}');
    expect(upstreamRoute('no/such/route/made-up')).toBe('other');
    expect(upstreamRoute('store/product/slug/estancia/a/b')).toBe('other');
  });

  it('says not ready within seconds of the resort API stopping, naming the check and nothing internal', async () => {
    const ready = await fetch(`${gateway.url}health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: Record<string, string> }).checks['resortApi']).toBe('ok');

    await api.close();
    const stoppedAt = Date.now();
    let answer = await fetch(`${gateway.url}health/ready`);
    await until(async () => (answer = await fetch(`${gateway.url}health/ready`)).status !== 200, 'not ready after the resort API stopped', 6000);
    expect(answer.status).toBe(503);
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    const text = await answer.text();
    expect(JSON.parse(text)).toMatchObject({ status: 'unavailable', checks: { resortApi: 'unavailable' } });
    // Only check names and states: no address, port or error message.
    expect(text).not.toMatch(/\d|ECONN|error/i);
  });
});
