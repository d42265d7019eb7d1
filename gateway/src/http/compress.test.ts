import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress.ts';

/** A GraphQL-sized JSON answer, past the compressor's threshold. */
const BODY = JSON.stringify({ data: { items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `Item ${i}` })) } });

describe('compressAnswers', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const compress = compressAnswers();
    server = createServer((req, res) => compress(req, res, () => res.writeHead(200, { 'content-type': 'application/json' }).end(BODY)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = async (acceptEncoding?: string) => {
    const answer = await request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
    return { encoding: answer.headers['content-encoding'], vary: answer.headers['vary'], body: Buffer.from(await answer.body.arrayBuffer()) };
  };

  it('compresses for a client that decodes gzip or brotli, and says the answer varies by encoding', async () => {
    const gzip = await ask('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.body).toString()).toBe(BODY);
    expect((await ask('gzip, deflate, br')).encoding).toBe('br');
  });

  it('sends the answer as it is to a client that decodes none (no header, or identity only)', async () => {
    for (const header of [undefined, 'identity', '']) {
      const answer = await ask(header);
      expect(answer.encoding, String(header)).toBeUndefined();
      expect(answer.body.toString()).toBe(BODY);
    }
  });
});
