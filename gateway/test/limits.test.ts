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
    const fields = Array.from({ length: 40 }, () => 'title subtitle').join(' ');
    const answer = await gateway.query(`query { banners { ${fields} image { url alt } link { href external } } menu { title children { title } } }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/cost/i);
  });

  it('runs a query inside all limits', async () => {
    const answer = await gateway.query('query { banners { id title } }');
    expect(answer.errors).toBeUndefined();
  });
});
