import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The testimonials list failing upstream (a fault the real resort-api cannot be made to produce
 * on its own): a proxy in front of it answers 500 for that one call and passes the rest.
 */
describe('a home page whose testimonials cannot be read', () => {
  let proxy: Server;
  let gateway: TestGateway;

  beforeAll(async () => {
    const target = new URL(inject('resortApiUrl'));
    proxy = createServer((req, res) => {
      if (req.url?.includes('/testimony')) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"code":"internal_error","message":"boom"}}');
      const forward = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    gateway = await startTestGateway({ RESORT_API_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/` });
  });
  afterAll(async () => {
    await gateway.close();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
  });

  it('still answers the rest of the page, with the testimonials null and an error on their path (spec 000 §8)', async () => {
    const answer = await gateway.query<{ banners: unknown[]; testimonials: null }>('query { banners { id } testimonials(first: 3) { totalCount } }');
    expect(answer.data?.banners.length).toBeGreaterThan(0);
    expect(answer.data?.testimonials).toBeNull();
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'Unexpected error.', path: ['testimonials'] })]);
  });
});
