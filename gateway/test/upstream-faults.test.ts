import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * Faults the real resort-api cannot be made to produce: an answer of the wrong shape, and no
 * answer at all. A tiny local server stands in for a misbehaving upstream.
 */
describe('upstream faults', () => {
  let broken: Server;
  let brokenUrl: string;

  beforeAll(async () => {
    broken = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.url?.includes('banner') ? JSON.stringify({ data: [{ id: 'x', info: 'nope' }] }) : '{"data": [}');
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

  it('masks an answer of the wrong shape and keeps serving', async () => {
    const gateway: TestGateway = await startTestGateway({ RESORT_API_URL: brokenUrl });
    try {
      for (const query of ['query { banners { id } }', 'query { menu { id } }']) {
        const answer = await gateway.query(query);
        expect(answer.status).toBe(200);
        expect(answer.data).toBeNull();
        expect(answer.errors?.[0]?.message).toBe('Unexpected error.');
        expect(JSON.stringify(answer.errors)).not.toMatch(/contract|info|JSON|stack/i);
      }
      expect((await gateway.query<{ locale: string }>('query { locale }')).data?.locale).toBe('PT');
    } finally {
      await gateway.close();
    }
  });

  it('says the resort service is not answering when it is down', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const gateway = await startTestGateway({ RESORT_API_URL: `http://127.0.0.1:${closedPort}/` });
    try {
      const answer = await gateway.query('query { banners { id } }');
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.errors?.[0]?.message).toMatch(/not answering/);
      const health = await fetch(`${gateway.url}health/ready`);
      expect(health.status).toBe(503);
    } finally {
      await gateway.close();
    }
  });
});
