import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestGateway, type GraphQLAnswer, type TestGateway } from './harness.ts';
import { issuePartnerKey, partnerQuery } from './partner-support.ts';

/** Two of the website's kinds of operation: one with an input object, one with an enum. */
const SIGN_IN = 'mutation SignIn($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }';
const LESSON_HOURS = 'query LessonHours($category: LessonCategory!) { lessonSlots(category: $category, date: "2030-01-07") { __typename } }';
const idOf = (document: string) => createHash('sha256').update(document).digest('hex');

/** Production as the Dockerfile and docker-compose.yml run it (its secrets are not what is tested here). */
const PRODUCTION = { NODE_ENV: 'production', ALLOW_ARBITRARY_OPERATIONS: false, GRAPHIQL: false };

async function persisted(gateway: TestGateway, document: string, variables: Record<string, unknown>): Promise<GraphQLAnswer> {
  const response = await fetch(`${gateway.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-estancia-client': 'web' },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: idOf(document) } } }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer, 'status'>) };
}

const messagesOf = (answer: { errors?: { message: string }[] }) => (answer.errors ?? []).map((e) => e.message).join('\n');

describe('"Did you mean …?" in errors', () => {
  let file: string;
  let development: TestGateway;
  let production: TestGateway;
  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'estancia-suggestions-')), 'persisted.json');
    writeFileSync(file, JSON.stringify({ [idOf(SIGN_IN)]: SIGN_IN, [idOf(LESSON_HOURS)]: LESSON_HOURS }));
    [development, production] = await Promise.all([
      startTestGateway({ PERSISTED_OPERATIONS_FILE: file }),
      startTestGateway({ ...PRODUCTION, PERSISTED_OPERATIONS_FILE: file }),
    ]);
  });
  afterAll(() => Promise.all([development?.close(), production?.close()]));

  it('are written by graphql-js for a misspelt input field and enum value: development keeps them', async () => {
    const field = await persisted(development, SIGN_IN, { input: { usernam: 'maria@example.pt', password: 'x' } });
    expect(messagesOf(field)).toMatch(/Did you mean "username"\?/);
    const value = await persisted(development, LESSON_HOURS, { category: 'SKII' });
    expect(messagesOf(value)).toMatch(/Did you mean the enum value "SKI"\?/);
  });

  it('are taken out of a persisted operation’s variable errors in production, which still say what is wrong', async () => {
    const field = await persisted(production, SIGN_IN, { input: { usernam: 'maria@example.pt', password: 'x' } });
    expect(field.data ?? null).toBeNull();
    expect(messagesOf(field)).toMatch(/Field "usernam" is not defined by type "LogInInput"\./);
    expect(messagesOf(field)).not.toMatch(/Did you mean/);
    const value = await persisted(production, LESSON_HOURS, { category: 'SKII' });
    expect(messagesOf(value)).toMatch(/Value "SKII" does not exist in "LessonCategory" enum\./);
    expect(messagesOf(value)).not.toMatch(/Did you mean|"SKI"/);
  });

  it('are kept from keyless callers of production even with GraphiQL on, in validation errors too, and shown to a partner key', async () => {
    const open = await startTestGateway({ NODE_ENV: 'production', ALLOW_ARBITRARY_OPERATIONS: true, GRAPHIQL: true, PERSISTED_OPERATIONS_FILE: file });
    try {
      const { key } = await issuePartnerKey(inject('resortApiUrl'), 'Agência Sugestões', 10_000);
      const literal = '{ products(kind: PAS) { id } }';
      const keyless = await partnerQuery(open.url, literal);
      expect(messagesOf(keyless)).toMatch(/Value "PAS" does not exist in "ProductKind" enum\./);
      expect(messagesOf(keyless)).not.toMatch(/Did you mean/);
      const variables = await persisted(open, LESSON_HOURS, { category: 'SKII' });
      expect(messagesOf(variables)).not.toMatch(/Did you mean/);
      // The same document, validated again for a key: its suggestion was not cached away.
      const partner = await partnerQuery(open.url, literal, { 'x-api-key': key });
      expect(messagesOf(partner)).toMatch(/Did you mean the enum value "PASS" or "PACK"\?/);
      expect(messagesOf(await partnerQuery(open.url, literal))).not.toMatch(/Did you mean/);
    } finally {
      await open.close();
    }
  });
});
