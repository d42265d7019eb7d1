import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';

const SIGN_IN = 'mutation SignIn($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }';
const LESSON_HOURS = 'query LessonHours($category: LessonCategory!) { lessonSlots(category: $category, date: "2030-01-07") { __typename } }';
const idOf = (document: string) => createHash('sha256').update(document).digest('hex');

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
  reason?: string;
}

/** What the gateway logs about requests whose variables or documents do not fit the schema. */
describe('logging a caller’s bad request', () => {
  const lines: LogLine[] = [];
  const text: string[] = [];
  let gateway: TestGateway;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'estancia-bad-requests-')), 'persisted.json');
    writeFileSync(file, JSON.stringify({ [idOf(SIGN_IN)]: SIGN_IN, [idOf(LESSON_HOURS)]: LESSON_HOURS }));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    gateway = await startTestGateway({ PERSISTED_OPERATIONS_FILE: file }, { logger: pino({ level: 'trace' }, sink) });
  });
  afterAll(() => gateway?.close());

  const send = (body: Record<string, unknown>) =>
    fetch(`${gateway.url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-estancia-client': 'web' }, body: JSON.stringify(body) });

  it('logs bad variable values and documents at info, without a stack or the values, and answers them as they are', async () => {
    lines.length = 0;
    text.length = 0;
    const persisted = (document: string, variables: Record<string, unknown>) =>
      send({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: idOf(document) } } });
    const enumValue = await persisted(LESSON_HOURS, { category: 'SKII' });
    expect(((await enumValue.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/Value "SKII" does not exist in "LessonCategory" enum/);
    await persisted(SIGN_IN, { input: { usernam: 'maria@example.pt', password: 'segredo-da-maria-2026' } });
    await send({ query: '{ bannres { id } }' });

    const refused = lines.filter((line) => line.msg === 'request refused: it does not fit the schema');
    expect(refused.every((line) => line.level === 30)).toBe(true);
    expect(refused).toHaveLength(3);
    expect(refused.map((line) => line.reason)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Variable "\$category" got an invalid value; Value "SKII" does not exist in "LessonCategory" enum/),
        expect.stringMatching(/^Variable "\$input" got an invalid value; Field "usernam" is not defined by type "LogInInput"/),
        expect.stringMatching(/^Variable "\$input" got an invalid value; Field "username" of required type "String!" was not provided/),
      ]),
    );
    // Nothing is logged as the gateway's own fault: not these, nor the document that does not validate.
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.some((line) => line.err?.stack)).toBe(false);
    expect(text.join('')).not.toContain('segredo-da-maria-2026');
  });
});
