import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_BOXES } from '../src/kernel/images.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const METRICS_TOKEN = 'scrape-token-for-label-tests';

/** The value of one sample in Prometheus' text format (labels in any order), or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/**
 * What a caller can make /metrics hold: labels come from fixed sets, so inventing slugs and
 * addresses grows the counts, never the series. A gateway of its own (metrics on, no tracing)
 * against the suite's resort-api, so the count starts from nothing.
 */
describe('metrics labels', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    // A website to serve, so its pages' reads are counted too.
    const dir = mkdtempSync(join(tmpdir(), 'estancia-metric-labels-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>\n<html lang="pt"><head><title>Estância</title></head><body><div id="root"></div></body></html>\n');
    gateway = await startTestGateway({ METRICS: true, METRICS_TOKEN, CLIENT_DIST_DIR: dir });
  });
  afterAll(() => gateway?.close());

  it('labels calls to the resort API by route: 3,000 product slugs and 1,000 made-up addresses leave /metrics small', async () => {
    const slugs = Array.from({ length: 3000 }, (_, n) => `made-up-product-${n}`);
    for (let start = 0; start < slugs.length; start += 100) {
      await Promise.all(slugs.slice(start, start + 100).map((slug) => gateway.query('query ($slug: String) { product(slug: $slug) { id } }', { variables: { slug } })));
    }
    // Pages, pictures resized and originals, each at an address nobody published.
    const box = [...ALLOWED_BOXES][0]?.split('x') ?? [];
    const addresses = Array.from({ length: 1000 }, (_, n) =>
      [`made-up-page-${n}`, `article/made-up-${n}`, `store/product/made-up-${n}`, `images/made-up/${n}.jpg`, `media/image?img=/images/made-up-${n}.jpg&w=${box[0]}&h=${box[1]}`][n % 5],
    );
    for (let start = 0; start < addresses.length; start += 50) {
      await Promise.all(addresses.slice(start, start + 50).map((address) => fetch(`${gateway.url}${address}`).then((answer) => answer.arrayBuffer())));
    }
    const text = await (await fetch(`${gateway.url}metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(sample(text, 'gateway_upstream_requests_total', { method: 'GET', path: 'store/product/slug/{companycode}/{slug}', status: '404' })).toBeGreaterThanOrEqual(3000);
    expect(text).not.toContain('made-up');
    expect(text.length).toBeLessThan(100_000);
    // Four thousand requests: seconds alone, longer on a machine busy with other suites.
  }, 120_000);
});
