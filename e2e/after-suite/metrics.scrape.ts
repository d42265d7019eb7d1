import { expect, test } from '@playwright/test';

/**
 * Runs after every end-to-end spec (playwright.config.ts: the `after-suite` project depends on
 * `desktop`), against the same gateway: what an operator's Prometheus would scrape once real
 * visitors have browsed, bought, reserved and worked the desk.
 */
function total(text: string, metric: string, labels: RegExp = /.*/): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && labels.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

test('the gateway’s metrics count the suite’s operations, upstream calls and subscriptions', async ({ request }) => {
  const scrape = await request.get('/metrics');
  expect(scrape.status()).toBe(200);
  const text = await scrape.text();
  expect(total(text, 'gateway_graphql_operations_total', /outcome="ok"/)).toBeGreaterThan(0);
  expect(total(text, 'gateway_graphql_operations_total', /type="mutation"/)).toBeGreaterThan(0);
  expect(total(text, 'gateway_upstream_requests_total', /status="200"/)).toBeGreaterThan(0);
  expect(total(text, 'gateway_subscriptions_started_total')).toBeGreaterThan(0);
});
