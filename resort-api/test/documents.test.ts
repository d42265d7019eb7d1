import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { contentItems, documents } from '../src/db/schema.ts';
import { DOCUMENT_SEEDS } from '../src/db/seed-data/documents.ts';
import type { ApiApp } from '../src/http/env.ts';
import { renderDemoDocument } from '../src/media/demo-documents.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { silentLogger } from './support/logger.ts';

const TOKEN = 'test-site-token';
const PRESS_ARTICLE = '/docs/imprensa/jornal-do-fundao.pdf';

/** Every `link` of a document entry (a `doc` list) anywhere in a content item's info and blocks. */
function documentLinks(value: unknown, links: Set<string>, inDocList = false): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) documentLinks(entry, links, inDocList);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (inDocList && key === 'link' && typeof child === 'string' && child !== '') links.add(child);
      else documentLinks(child, links, key === 'doc');
    }
  }
  return links;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the demo documents', () => {
  it('are written the same way every time, as PDFs that carry their title', async () => {
    const seed = { title: 'Regulamento interno', subtitle: 'Versão integral' };
    const first = await renderDemoDocument(seed);
    const again = await renderDemoDocument(seed);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(again)).toBe(sha256(first));
    const other = await renderDemoDocument({ title: 'Termos e condições', subtitle: 'Versão integral' });
    expect(sha256(other)).not.toBe(sha256(first));
    // pdf-lib writes the document title as UTF-16BE hex in the info dictionary.
    const titleHex = Buffer.from(`\ufeff${seed.title}`, 'utf16le').swap16().toString('hex').toUpperCase();
    expect(first.toString('latin1')).toContain(`/Title <${titleHex}>`);
    expect(first.toString('latin1')).not.toContain('/CreationDate');
  });
});

describe.each(ENGINES)('GET /docs/{path} on %s (spec 000 §2 documents to download)', (engine) => {
  let testDb: TestDatabase;
  let app: ApiApp;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    app = buildApp({ db: testDb.database.db, config: { publicSiteToken: TOKEN }, logger: silentLogger });
  });
  afterAll(() => testDb?.dispose());

  /** No bearer: a download link cannot send one. */
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it('answers a PDF for every document any seeded content item links, visible or not', async () => {
    const rows = await testDb.database.db.select({ info: contentItems.info, blocks: contentItems.blocks }).from(contentItems);
    const links = new Set<string>();
    for (const row of rows) documentLinks([row.info, row.blocks], links);
    // Pages, news, press items and galleries all link documents.
    expect(links.size).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const response = await get(link);
      expect(response.status, link).toBe(200);
      expect(response.headers.get('content-type'), link).toBe('application/pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1'), link).toBe('%PDF-');
      expect(bytes.toString('latin1'), link).toMatch(/%%EOF\s*$/);
      expect(response.headers.get('content-length'), link).toBe(String(bytes.byteLength));
    }
  });

  it('answers with the file name, a week of caching and an ETag that validates', async () => {
    const response = await get(PRESS_ARTICLE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('inline; filename="jornal-do-fundao.pdf"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    const seed = DOCUMENT_SEEDS.find((s) => s.path === PRESS_ARTICLE);
    expect(seed).toBeDefined();
    // The stored bytes are the seed's document, exactly.
    const expected = await renderDemoDocument(seed ?? { title: '', subtitle: '' });
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(expected));

    for (const ifNoneMatch of [etag, `"stale", ${etag}`, `W/${etag}`]) {
      const again = await get(PRESS_ARTICLE, { 'if-none-match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    const other = await get('/docs/termos-e-condicoes.pdf', { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('seeding again stores nothing new and leaves the bytes as they were', async () => {
    const before = await testDb.database.db.select({ path: documents.path, bytes: documents.bytes }).from(documents);
    expect(before).toHaveLength(DOCUMENT_SEEDS.length);
    const again = await prepareDatabase(testDb.database, { companyCode: 'estancia', now: SEED_NOW });
    expect(again.documents).toBe(0);
    const after = await testDb.database.db.select({ path: documents.path, bytes: documents.bytes }).from(documents);
    const digests = (rows: typeof before) => Object.fromEntries(rows.map((row) => [row.path, sha256(row.bytes)]));
    expect(digests(after)).toEqual(digests(before));
  });

  it('an unknown document is 404 with a JSON error', async () => {
    const response = await get('/docs/imprensa/nada.pdf');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No document is stored at /docs/imprensa/nada.pdf' },
    });
  });

  it.each([
    ['a hidden segment', '/docs/imprensa/.jornal.pdf'],
    ['an encoded dot segment left in a name', '/docs/imprensa/..%2Fsegredo.pdf'],
    ['an encoded slash making an empty segment', '/docs/imprensa%2F%2Fjornal.pdf'],
    ['a space', '/docs/imprensa/jornal%20do%20fundao.pdf'],
    ['a quote', '/docs/imprensa/jornal%22.pdf'],
    ['a path too long', `/docs/${'a'.repeat(600)}.pdf`],
  ])('%s is 400 with a JSON error saying what is wrong', async (_case, path) => {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/^Invalid path parameter: path must be/);
  });

  it('a traversal out of /docs never reaches another route without a bearer', async () => {
    // The URL parser resolves dot segments, encoded ones too: what is left is a path outside /docs.
    for (const path of ['/docs/../web/settings/estancia', '/docs/%2e%2e/web/settings/estancia']) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
    }
    expect((await get('/docsx/imprensa/jornal-do-fundao.pdf')).status).toBe(401);
  });

  it('GET /openapi.json describes the call, without a bearer', async () => {
    const doc = (await (await get('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    const call = doc.paths['/docs/{path}']?.['get'];
    expect(call).toBeDefined();
    expect(call?.security).toBeUndefined();
    expect(Object.keys(call?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304', '400', '404']));
  });
});
