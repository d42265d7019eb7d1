import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Cross-origin calls (design: same-origin for the website, partners' browser apps only from an
 * allow-list, never with credentials): what a browser on another site is told by /graphql.
 */

const PARTNER_APP = 'https://app.agency.example';
const EVIL = 'https://evil.example';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ CORS_ORIGINS: [PARTNER_APP] });
});
afterAll(() => gateway?.close());

function preflight(origin: string) {
  return fetch(`${gateway.url}graphql`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-estancia-client' },
  });
}

function post(origin: string) {
  return fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', 'x-estancia-client': 'web' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
}

describe('cross-origin calls to /graphql', () => {
  it('grants nothing to an origin that is not allowed, nor to a sandboxed page (Origin: null)', async () => {
    for (const origin of [EVIL, 'null']) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-headers'), origin).toBeNull();
      const read = await post(origin);
      expect(read.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(read.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('grants an allowed partner app its origin, without credentials', async () => {
    const answer = await preflight(PARTNER_APP);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER_APP);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const read = await post(PARTNER_APP);
    expect(read.headers.get('access-control-allow-origin')).toBe(PARTNER_APP);
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers the site’s own pages as before', async () => {
    const own = await post(gateway.url.replace(/\/$/, ''));
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ data: { __typename: 'Query' } });
  });
});
