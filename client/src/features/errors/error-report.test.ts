import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/errors.ts';
import { DETAILS_MAX, MAX_REPORTS_PER_PAGE_VIEW, MESSAGE_MAX, ReportBudget } from './error-report.ts';

describe('client error reports', () => {
  it('carries the message, and details as JSON with the route, source, code and stack', () => {
    const error = new GraphQLRequestError('The resort service is not answering.', 'UPSTREAM_UNAVAILABLE', 502);
    const report = new ReportBudget().take(error, 'route', '/article/all?page=2', 'en');
    expect(report?.message).toBe('The resort service is not answering.');
    const details = JSON.parse(report?.details ?? '{}') as Record<string, unknown>;
    expect(details).toMatchObject({ route: '/article/all?page=2', source: 'route', name: 'GraphQLRequestError', code: 'UPSTREAM_UNAVAILABLE', language: 'en' });
    expect(details['stack']).toContain('GraphQLRequestError');
  });

  it("carries what the source adds, the route and source its own, and drops an addition too long to fit", () => {
    const difference = { node: 'main#main-content:nth-child(2) > h1:nth-child(1)', server: '<h1>Neve</h1>', browser: '<h1>Snow</h1>' };
    const report = new ReportBudget().take(new Error('Minified React error #418'), 'hydration', '/', 'pt', { firstDifference: difference, route: '/elsewhere' });
    expect(JSON.parse(report?.details ?? '{}')).toMatchObject({ route: '/', source: 'hydration', firstDifference: difference });
    const huge = new ReportBudget().take(new Error('x'), 'hydration', '/', 'pt', { componentStack: 'c'.repeat(30_000) });
    expect(huge?.details.length).toBeLessThanOrEqual(DETAILS_MAX);
    expect(JSON.parse(huge?.details ?? '{}')).toMatchObject({ route: '/', context: 'too long' });
  });

  it('describes rejections that are not errors', () => {
    const budget = new ReportBudget();
    expect(budget.take('chunk failed', 'promise', '/', 'pt')?.message).toBe('chunk failed');
    expect(budget.take({ status: 503 }, 'promise', '/', 'pt')?.message).toBe('{"status":503}');
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(budget.take(cyclic, 'promise', '/', 'pt')?.message).toBe('[object Object]');
    expect(JSON.parse(budget.take(undefined, 'window', '/', 'pt')?.details ?? '{}')).toMatchObject({ name: 'undefined', stack: null });
  });

  it('reports the same failure once', () => {
    const budget = new ReportBudget();
    expect(budget.take(new TypeError('x is undefined'), 'window', '/', 'pt')).not.toBeNull();
    expect(budget.take(new TypeError('x is undefined'), 'window', '/', 'pt')).toBeNull();
    // Somewhere else it is news again.
    expect(budget.take(new TypeError('x is undefined'), 'window', '/store', 'pt')).not.toBeNull();
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE_VIEW} reports per page view`, () => {
    const budget = new ReportBudget();
    const sent = Array.from({ length: 20 }, (_, n) => budget.take(new Error(`failure ${n}`), 'window', '/', 'pt')).filter(Boolean);
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE_VIEW);
    expect(budget.take(new Error('on another page'), 'window', '/gallery/all', 'pt')).not.toBeNull();
  });

  it('keeps message and details within the input limits', () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(50_000);
    const report = new ReportBudget().take(error, 'window', '/', 'pt');
    expect(report?.message).toHaveLength(MESSAGE_MAX);
    expect(report?.details.length).toBeLessThanOrEqual(DETAILS_MAX);
    expect(() => JSON.parse(report?.details ?? '')).not.toThrow();
  });
});
