import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

const OPERATION = 'query PersistedBanners { banners { id } }';
const OPERATION_ID = createHash('sha256').update(OPERATION).digest('hex');
const persisted = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

describe('persisted operations', () => {
  let file: string;
  let open: TestGateway;
  let locked: TestGateway;

  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'estancia-persisted-')), 'persisted.json');
    writeFileSync(file, JSON.stringify({ [OPERATION_ID]: OPERATION }));
    open = await startTestGateway({ PERSISTED_OPERATIONS_FILE: file, ALLOW_ARBITRARY_OPERATIONS: true });
    locked = await startTestGateway({ PERSISTED_OPERATIONS_FILE: file, ALLOW_ARBITRARY_OPERATIONS: false });
  });
  afterAll(async () => {
    await open.close();
    await locked.close();
  });

  it('runs an operation sent by its id', async () => {
    const answer = await locked.query<{ banners: unknown[] }>(null, { extensions: persisted(OPERATION_ID) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.banners.length).toBeGreaterThan(0);
  });

  it('answers an unknown id with a clear error and a code', async () => {
    const answer = await open.query(null, { extensions: persisted('0'.repeat(64)) });
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(answer.errors?.[0]?.message).toMatch(/unknown persisted operation id/i);
  });

  it('refuses a document where only persisted operations are allowed', async () => {
    const answer = await locked.query(OPERATION);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });

  it('accepts documents (GraphiQL, partners) where the configuration allows them', async () => {
    const answer = await open.query<{ banners: unknown[] }>(OPERATION);
    expect(answer.errors).toBeUndefined();
  });
});
