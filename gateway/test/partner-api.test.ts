import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';
import { issuePartnerKey, partnerQuery, revokePartnerKey } from './partner-support.ts';
import { TEST_REDIS_URL } from './redis-url.ts';
import { until } from './until.ts';

/** Production settings: persisted operations only, no GraphiQL; keys remembered for 1 s so revocation shows quickly. */
const PRODUCTION = { ALLOW_ARBITRARY_OPERATIONS: false, GRAPHIQL: false, PARTNER_KEY_CACHE_SECONDS: 1, REDIS_URL: TEST_REDIS_URL };
/** 3 articles × (connection + edge + node) = 9 points. */
const ARTICLES = 'query News { articles(first: 3) { edges { node { id title } } } }';
const INTROSPECTION = 'query { __schema { queryType { name } } }';

describe('the partner API in production configuration', () => {
  const apiUrl = inject('resortApiUrl');
  let one: TestGateway;
  let other: TestGateway;
  let key: { id: number; key: string };
  beforeAll(async () => {
    [one, other, key] = await Promise.all([startTestGateway(PRODUCTION), startTestGateway(PRODUCTION), issuePartnerKey(apiUrl, 'Agência Serra', 10_000)]);
  });
  afterAll(() => Promise.all([one?.close(), other?.close()]));

  it('refuses a document without a key and runs it with one, in either header, with its cost', async () => {
    const anonymous = await partnerQuery(one.url, ARTICLES);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const headerSets: Record<string, string>[] = [{ 'x-api-key': key.key }, { authorization: `Bearer ${key.key}` }];
    for (const headers of headerSets) {
      const answer = await partnerQuery<{ articles: { edges: unknown[] } }>(one.url, ARTICLES, headers);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.articles.edges).toHaveLength(3);
      expect(answer.extensions?.cost).toMatchObject({ requested: 9, budget: { limit: 10_000 } });
    }
  });

  it('answers a wrong key with 401 and says so', async () => {
    const answer = await partnerQuery(one.url, ARTICLES, { 'x-api-key': `${key.key}x` });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.code).toBe('INVALID_API_KEY');
    expect(answer.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it('hides introspection and suggestions without a key, and opens introspection (not suggestions) with one', async () => {
    // The website's GET with a document is refused before validation: probe validation through a key-less POST.
    const hidden = await startTestGateway({ ...PRODUCTION, ALLOW_ARBITRARY_OPERATIONS: true });
    try {
      const introspection = await partnerQuery(hidden.url, INTROSPECTION);
      expect(introspection.data ?? null).toBeNull();
      expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await partnerQuery(hidden.url, '{ bannres { id } }');
      expect(typo.errors?.[0]?.message).toMatch(/Cannot query field "bannres"/);
      expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
    } finally {
      await hidden.close();
    }
    // The full query GraphiQL and code generators send stays within every limit.
    const everything = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true });
    const introspection = await partnerQuery<{ __schema: { queryType: { name: string } } }>(one.url, everything, { 'x-api-key': key.key });
    expect(introspection.errors).toBeUndefined();
    expect(introspection.data?.__schema.queryType.name).toBe('Query');
    const typo = await partnerQuery(one.url, '{ bannres { id } }', { 'x-api-key': key.key });
    expect(typo.errors?.[0]?.message).toMatch(/Cannot query field "bannres"/);
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('refuses 101 aliases of __typename, even with a key', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `a${i}: __typename`).join(' ');
    const answer = await partnerQuery(one.url, `query { ${aliases} }`, { 'x-api-key': key.key });
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded, found 101/);
  });

  it('charges one budget across replicas and answers 429 with when it refills once it is spent', async () => {
    const small = await issuePartnerKey(apiUrl, 'Hotel Neve', 25);
    const headers = { 'x-api-key': small.key };
    expect((await partnerQuery(one.url, ARTICLES, headers)).extensions?.cost?.budget?.remaining).toBe(16);
    expect((await partnerQuery(other.url, ARTICLES, headers)).extensions?.cost?.budget?.remaining).toBe(7);
    const refused = await partnerQuery(one.url, ARTICLES, headers);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BUDGET_EXHAUSTED' });
    const resetAt = Date.parse(String(refused.errors?.[0]?.extensions?.['resetAt']));
    expect(resetAt - Date.now()).toBeGreaterThan(3_500_000);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(refused.extensions?.cost).toMatchObject({ requested: 9, budget: { limit: 25, remaining: 7 } });

    const status = await partnerQuery<{ rateLimit: { limit: number; remaining: number; cost: number; resetAt: string } }>(other.url, '{ rateLimit { limit remaining cost resetAt } }', headers);
    expect(status.data?.rateLimit).toMatchObject({ limit: 25, remaining: 6, cost: 1 });
    expect(Math.abs(Date.parse(status.data!.rateLimit.resetAt) - resetAt)).toBeLessThanOrEqual(1000);
  });

  it('refuses aliased root scalars once the budget is spent, with the same 429', async () => {
    const small = await issuePartnerKey(apiUrl, 'Hotel Vale', 9);
    const headers = { 'x-api-key': small.key };
    expect((await partnerQuery(one.url, ARTICLES, headers)).extensions?.cost?.budget?.remaining).toBe(0);
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: usernameAvailable(username: "visitor${i}@example.pt")`).join(' ');
    const refused = await partnerQuery(one.url, `query { ${aliases} }`, headers);
    expect(refused.status).toBe(429);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BUDGET_EXHAUSTED' });
    expect(refused.extensions?.cost).toMatchObject({ requested: 15, budget: { limit: 9, remaining: 0 } });
  });

  it('stops a revoked key on another replica within its cache time', async () => {
    const doomed = await issuePartnerKey(apiUrl, 'Agência Fechada', 1000);
    const headers = { 'x-api-key': doomed.key };
    expect((await partnerQuery(other.url, '{ locale }', headers)).status).toBe(200);
    await revokePartnerKey(apiUrl, doomed.id);
    const revokedAt = Date.now();
    // The other replica learns of it when its cached verdict (1 s in this suite) runs out.
    await until(async () => (await partnerQuery(other.url, '{ locale }', headers)).status !== 200, 'the revoked key refused on the other replica', 5000);
    expect(Date.now() - revokedAt).toBeLessThan(3000);
    const refused = await partnerQuery(other.url, '{ locale }', headers);
    expect(refused.status).toBe(401);
    expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_API_KEY');
  });
});
