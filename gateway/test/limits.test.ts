import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

describe('query limits', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ MAX_DEPTH: 4, MAX_ALIASES: 3, MAX_COST: 60 });
  });
  afterAll(() => gateway.close());

  it('refuses a query deeper than the limit', async () => {
    const answer = await gateway.query('query { menu { children { children { children { children { id } } } } } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses more aliases than the limit', async () => {
    const answer = await gateway.query('query { a: banners { id } b: banners { id } c: banners { id } d: banners { id } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses a query whose cost is over the limit', async () => {
    // 30 articles × (connection + edge + node) = 90 points: lists count by their `first`.
    const answer = await gateway.query('query { articles(first: 30) { edges { node { id title } } } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('runs a query inside all limits', async () => {
    const answer = await gateway.query('query { banners { id title } }');
    expect(answer.errors).toBeUndefined();
  });
});

describe('limits and persisted operations', () => {
  it('exempts the website’s persisted operations, which were reviewed when compiled', async () => {
    const { createHash } = await import('node:crypto');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const deep = 'query Deep { menu { children { children { children { children { id } } } } } }';
    const id = createHash('sha256').update(deep).digest('hex');
    const file = join(mkdtempSync(join(tmpdir(), 'estancia-limits-')), 'persisted.json');
    writeFileSync(file, JSON.stringify({ [id]: deep }));
    const gateway = await startTestGateway({ MAX_DEPTH: 4, PERSISTED_OPERATIONS_FILE: file });
    try {
      expect((await gateway.query(deep)).errors?.[0]?.message).toMatch(/depth/i);
      const persisted = await gateway.query(null, { extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
      expect(persisted.errors).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });
});
