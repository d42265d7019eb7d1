import { describe, expect, it } from 'vitest';
import { gatewayForTests } from './harness.ts';

describe('Query.node and Query.nodes', () => {
  const gateway = gatewayForTests();

  it('reads a banner again by the id the list gave, and nodes keeps the order asked', async () => {
    const list = await gateway.query<{ banners: { id: string; title: string }[] }>('query { banners { id title } }');
    const [first, second] = list.data?.banners ?? [];
    expect(first && second).toBeTruthy();
    const answer = await gateway.query<{ nodes: ({ id: string; title: string } | null)[] }>(
      `query { nodes(ids: ["${second?.id}", "nope", "${first?.id}"]) { id ... on Banner { title } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.nodes).toEqual([second, null, first]);
  });

  it('answers null, not an error, for malformed ids, unknown types and unknown keys', async () => {
    const unknownType = Buffer.from('Order:1').toString('base64url');
    const unknownKey = Buffer.from('Banner:999999').toString('base64url');
    const badKey = Buffer.from('MenuItem:abc').toString('base64url');
    const answer = await gateway.query<{ a: null; b: null; c: null; d: null }>(
      `query { a: node(id: "%%%") { id } b: node(id: "${unknownType}") { id } c: node(id: "${unknownKey}") { id } d: node(id: "${badKey}") { id } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ a: null, b: null, c: null, d: null });
  });

  it('refuses an id of the wrong type with a validation error', async () => {
    const answer = await gateway.query('query { node(id: 12.5) { id } }');
    expect(answer.errors?.[0]?.message).toMatch(/ID/);
    expect(answer.data).toBeUndefined();
  });
});
