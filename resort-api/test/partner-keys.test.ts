import { createHash } from 'node:crypto';
import { partnerKeyIssuedAnswer, partnerKeyListAnswer, partnerKeyVerifyAnswer } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type TestApi, testApi } from './support/accounts.ts';
import { openTestDatabase, type TestDatabase } from './support/databases.ts';

const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

describe('partner keys', () => {
  let testDb: TestDatabase;
  let api: TestApi;
  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    api = testApi(testDb);
  });
  afterAll(() => testDb.dispose());

  it('lets staff issue a key shown once, stores only its hash, and revoke it; the site token verifies it by hash', async () => {
    const staff = await api.session('balcao');
    const issuedResponse = await api.post('/platform/partner-keys', { partner: 'Agência Serra', hourly_budget: 500 }, staff.token);
    expect(issuedResponse.status).toBe(201);
    const issued = partnerKeyIssuedAnswer.parse(await issuedResponse.json()).data;
    expect(issued).toMatchObject({ partner: 'Agência Serra', hourly_budget: 500, revoked_at: null });
    expect(issued.key).toMatch(/^ek_[\w-]{43}$/);
    expect(issued.key.startsWith(issued.prefix)).toBe(true);

    const listed = partnerKeyListAnswer.parse(await (await api.get('/platform/partner-keys', staff.token)).json()).data;
    expect(listed.map((key) => key.id)).toContain(issued.id);
    expect(JSON.stringify(listed)).not.toContain(issued.key);
    expect(JSON.stringify(listed)).not.toContain(sha256(issued.key));

    const verify = async () => partnerKeyVerifyAnswer.parse(await (await api.post('/platform/partner-keys/verify', { hash: sha256(issued.key) })).json()).data;
    expect(await verify()).toEqual({ valid: true, id: issued.id, partner: 'Agência Serra', hourly_budget: 500 });

    const revoked = await api.post(`/platform/partner-keys/${issued.id}/revoke`, undefined, staff.token);
    expect(revoked.status).toBe(200);
    expect(await verify()).toEqual({ valid: false });
    await expectError(await api.post('/platform/partner-keys/999999/revoke', undefined, staff.token), 404, 'not_found');
  });

  it('documents the four calls in the OpenAPI description, behind the bearer token', async () => {
    const doc = (await (await api.get('/openapi.json', null)).json()) as { paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>> };
    for (const [method, path] of [['post', '/platform/partner-keys'], ['get', '/platform/partner-keys'], ['post', '/platform/partner-keys/{id}/revoke'], ['post', '/platform/partner-keys/verify']] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toMatchObject({ security: [{ bearerAuth: [] }], tags: ['partners'] });
    }
  });

  it('refuses key management to customers and to the site token, and a malformed hash', async () => {
    const customer = await api.session('maria');
    expect(await expectError(await api.post('/platform/partner-keys', { partner: 'X' }, customer.token), 403, 'forbidden')).toMatch(/staff/);
    await expectError(await api.get('/platform/partner-keys'), 403, 'forbidden');
    await expectError(await api.post('/platform/partner-keys/verify', { hash: sha256('x') }, customer.token), 403, 'forbidden');
    await expectError(await api.post('/platform/partner-keys/verify', { hash: 'abc' }), 400, 'invalid_request');
  });
});
