import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { graphqlCop, PROBE_TITLES } from './graphql-cop.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { issuePartnerKey } from './partner-support.ts';

describe('graphql-cop’s classic findings', () => {
  let production: TestGateway;
  let development: TestGateway;
  let key: string;
  beforeAll(async () => {
    [production, development, { key }] = await Promise.all([
      startTestGateway({ ALLOW_ARBITRARY_OPERATIONS: false, GRAPHIQL: false }),
      startTestGateway({ ALLOW_ARBITRARY_OPERATIONS: true, GRAPHIQL: true }),
      issuePartnerKey(inject('resortApiUrl'), 'Posto de Turismo', 100_000),
    ]);
  });
  afterAll(() => Promise.all([production?.close(), development?.close()]));

  it('probes all twelve', () => {
    expect(PROBE_TITLES).toHaveLength(12);
  });

  it('finds nothing in production configuration without a key', async () => {
    expect(await graphqlCop(`${production.url}graphql`)).toEqual([]);
  });

  it('finds only the schema being readable with a partner key', async () => {
    expect(await graphqlCop(`${production.url}graphql`, { 'x-api-key': key })).toEqual(['Introspection']);
  });

  it('finds the development conveniences in development configuration, and no more', async () => {
    expect(await graphqlCop(`${development.url}graphql`)).toEqual(['Field Suggestions', 'GraphQL IDE', 'Introspection']);
  });
});
