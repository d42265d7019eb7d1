import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRequestBodyLimit } from './body-limit.ts';

/** A body of `bytes` bytes that is one valid operation, padded with the JSON's own whitespace. */
function operation(bytes: number): string {
  const text = JSON.stringify({ query: '{ hello }' });
  return text.slice(0, -1) + ' '.repeat(Math.max(0, bytes - text.length)) + '}';
}

describe('the request body limit', () => {
  const LIMIT = 200;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const yoga = createYoga({
      schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'olá' } } }),
      maxRequestBodySize: false,
      logging: false,
      plugins: [useRequestBodyLimit(LIMIT)],
    });
    server = createServer(yoga);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: BodyInit) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);

  it('runs an operation whose body is within the limit', async () => {
    const answer = await post(operation(LIMIT));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { hello: 'olá' } });
  });

  it('refuses a body whose announced length is over the limit, with 413', async () => {
    const answer = await post(operation(LIMIT + 1));
    expect(answer.status).toBe(413);
    expect(JSON.stringify(await answer.json())).toContain('Request body too large');
  });

  it('refuses a body sent in chunks, with no length announced, once it passes the limit', async () => {
    const chunks = [operation(LIMIT + 50).slice(0, 120), operation(LIMIT + 50).slice(120)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const answer = await post(stream);
    expect(answer.status).toBe(413);
  });

  it('runs an operation sent in chunks within the limit', async () => {
    const text = operation(LIMIT - 10);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, 50)));
        controller.enqueue(new TextEncoder().encode(text.slice(50)));
        controller.close();
      },
    });
    const answer = await post(stream);
    expect(answer.status).toBe(200);
  });
});
