import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { bannerListAnswer } from '@estancia/resort-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { MEDIA_SEEDS } from '../src/db/seed-data/media.ts';
import type { ApiApp } from '../src/http/env.ts';
import { ImageRenderer, etagMatches, negotiateFormat } from '../src/media/image-renderer.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';
import { silentLogger } from './support/logger.ts';

const TOKEN = 'test-site-token';
const SKI = '/images/banners/ski.jpg';
const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/** The spec's sizes (000 §9): thumbnails, heroes, article images. */
const SPEC_SIZES = [
  ['a thumbnail', 450, 300],
  ['a hero', 1280, 720],
  ['an article image', 960, 540],
] as const;

const imageUrl = (img: string, w: number | string, h: number | string, fit?: string) =>
  `/image?${new URLSearchParams({ img, w: String(w), h: String(h), ...(fit ? { fit } : {}) })}`;

async function readImage(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { bytes, format: meta.format, width: meta.width, height: meta.height };
}

/** Every string of the demo data that looks like an image link. */
async function seedImageLinks(): Promise<Set<string>> {
  const links = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\.(jpe?g|png|webp|gif|avif)$/i.test(value) && value.startsWith('/')) links.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const dir = new URL('../src/db/seed-data/', import.meta.url);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'media.ts')) {
    walk(await import(new URL(file, dir).href));
  }
  return links;
}

describe('the image service: pure parts', () => {
  it('answers WebP only to an Accept that names image/webp with a non-zero q', () => {
    expect(negotiateFormat(WEBP)).toBe('webp');
    expect(negotiateFormat('image/webp')).toBe('webp');
    expect(negotiateFormat('IMAGE/WEBP;q=0.5')).toBe('webp');
    expect(negotiateFormat('image/webp;q=0')).toBe('jpeg');
    expect(negotiateFormat('image/*,*/*;q=0.8')).toBe('jpeg');
    expect(negotiateFormat('')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });

  it('matches If-None-Match as RFC 9110 says (lists, weak prefix, *)', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches('abc', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });

  it('keeps the resized pictures within its byte budget, dropping the least recently used', async () => {
    // Noise: it compresses badly, so each rendition weighs tens of kilobytes.
    const noise = Buffer.from(Array.from({ length: 800 * 600 * 3 }, (_, i) => (i * 7919 + (i >> 3) * 104729) % 251));
    const original = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).jpeg().toBuffer();
    const renderer = new ImageRenderer(600_000);
    for (let width = 100; width <= 800; width += 50) {
      const bytes = await renderer.render(`k${width}`, async () => original, { width, height: 300, fit: 'cover', format: 'jpeg' });
      expect(bytes?.byteLength).toBeGreaterThan(0);
    }
    const stats = renderer.stats();
    expect(stats.resizes).toBe(15);
    expect(stats.bytes).toBeLessThanOrEqual(600_000);
    expect(stats.bytes).toBeGreaterThan(100_000);
    expect(stats.entries).toBeLessThan(15);
  });

  it('answers undefined when the original is gone', async () => {
    const renderer = new ImageRenderer();
    expect(await renderer.render('gone', async () => undefined, { width: 20, height: 20, fit: 'cover', format: 'jpeg' })).toBeUndefined();
  });
});

describe.each(ENGINES)('the image service on %s (spec 000 §7 "GET image service")', (engine) => {
  let testDb: TestDatabase;
  let app: ApiApp;
  let renderer: ImageRenderer;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    renderer = new ImageRenderer();
    app = buildApp({ db: testDb.database.db, config: { publicSiteToken: TOKEN }, logger: silentLogger, imageRenderer: renderer });
  });
  afterAll(() => testDb?.dispose());

  /** No bearer: `<img>` tags cannot send one. */
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  describe('the demo pictures', () => {
    it('stores a picture for every image link of the demo data, the banners’ included', async () => {
      const links = await seedImageLinks();
      const banners = bannerListAnswer.parse(
        await (await app.request('/web/content/type/estancia/banner', { headers: { authorization: `Bearer ${TOKEN}` } })).json(),
      ).data;
      for (const banner of banners) for (const image of banner.content[0]?.media?.image ?? []) links.add(image.link);
      expect(links.size).toBeGreaterThanOrEqual(5);
      const stored = new Set(MEDIA_SEEDS.map((seed) => seed.path));
      for (const link of links) {
        expect(stored.has(link), `${link} is seeded`).toBe(true);
        expect((await get(link)).status, link).toBe(200);
      }
    });

    it('seeds at least six distinct 1920×1080 JPEG pictures (ski, snow, aquapark, thermal pool, Gardunha, voucher)', async () => {
      expect(testDb.seeded.media).toBe(MEDIA_SEEDS.length);
      for (const scene of ['ski', 'snow', 'aquapark', 'thermal', 'gardunha', 'voucher'] as const) {
        expect(MEDIA_SEEDS.some((seed) => seed.scene === scene), scene).toBe(true);
      }
      const digests = new Set<string>();
      for (const seed of MEDIA_SEEDS) {
        const response = await get(seed.path);
        expect(response.status, seed.path).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/jpeg');
        const image = await readImage(response);
        expect([image.format, image.width, image.height]).toEqual(['jpeg', 1920, 1080]);
        // A real picture, not a flat fill: tens of kilobytes at least.
        expect(image.bytes.byteLength).toBeGreaterThan(30_000);
        digests.add(createHash('sha256').update(image.bytes).digest('hex'));
      }
      expect(digests.size).toBe(MEDIA_SEEDS.length);
      expect(digests.size).toBeGreaterThanOrEqual(6);
    });

    it('seeding again adds nothing', async () => {
      const again = await prepareDatabase(testDb.database, { companyCode: 'estancia', now: SEED_NOW });
      expect(again.media).toBe(0);
      expect(again.banners).toBe(0);
    });
  });

  describe('GET /image', () => {
    it.each(SPEC_SIZES)('crops %s to exactly %i×%i, in WebP and in JPEG', async (_name, w, h) => {
      const webp = await get(imageUrl(SKI, w, h, 'cover'), { accept: WEBP });
      expect(webp.status).toBe(200);
      expect(webp.headers.get('content-type')).toBe('image/webp');
      expect(await readImage(webp)).toMatchObject({ format: 'webp', width: w, height: h });

      const jpeg = await get(imageUrl(SKI, w, h), { accept: 'image/jpeg,image/*;q=0.8' });
      expect(jpeg.status).toBe(200);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
      expect(await readImage(jpeg)).toMatchObject({ format: 'jpeg', width: w, height: h });
    });

    it('answers JPEG when Accept does not name WebP, and says the answer varies by Accept', async () => {
      for (const accept of [undefined, '*/*', 'image/*', 'image/webp;q=0']) {
        const response = await get(imageUrl(SKI, 640, 360), accept ? { accept } : {});
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type'), String(accept)).toBe('image/jpeg');
        expect(response.headers.get('vary')).toBe('Accept');
        expect((await readImage(response)).format).toBe('jpeg');
      }
    });

    it('caches for a year with a strong ETag per picture, size, fit and format', async () => {
      const first = await get(imageUrl(SKI, 1280, 720), { accept: WEBP });
      const again = await get(imageUrl(SKI, 1280, 720, 'cover'), { accept: WEBP });
      const jpeg = await get(imageUrl(SKI, 1280, 720));
      const other = await get(imageUrl('/images/banners/aquapark.jpg', 1280, 720), { accept: WEBP });
      const smaller = await get(imageUrl(SKI, 640, 360), { accept: WEBP });
      const contained = await get(imageUrl(SKI, 1280, 720, 'contain'), { accept: WEBP });
      const etag = first.headers.get('etag');
      expect(first.headers.get('cache-control')).toBe(CACHE_FOREVER);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
      expect(again.headers.get('etag')).toBe(etag);
      const others = [jpeg, other, smaller, contained].map((r) => r.headers.get('etag'));
      expect(new Set([etag, ...others]).size).toBe(5);
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    });

    it('answers 304 with no body to an If-None-Match naming the current ETag', async () => {
      const first = await get(imageUrl(SKI, 450, 300), { accept: WEBP });
      const etag = first.headers.get('etag') ?? '';
      for (const ifNoneMatch of [etag, `"stale", ${etag}`, `W/${etag}`, '*']) {
        const response = await get(imageUrl(SKI, 450, 300), { accept: WEBP, 'if-none-match': ifNoneMatch });
        expect(response.status, ifNoneMatch).toBe(304);
        expect(await response.text()).toBe('');
        expect(response.headers.get('etag')).toBe(etag);
        expect(response.headers.get('cache-control')).toBe(CACHE_FOREVER);
        expect(response.headers.get('vary')).toBe('Accept');
      }
      // The JPEG rendition has another ETag: the WebP one does not validate it.
      const jpeg = await get(imageUrl(SKI, 450, 300), { 'if-none-match': etag });
      expect(jpeg.status).toBe(200);
      expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    });

    it('resizes a picture once per size and format: repeats come from memory, and so do simultaneous ones', async () => {
      const url = imageUrl('/images/banners/gardunha.jpg', 960, 540);
      const before = renderer.stats();
      const answers = await Promise.all([1, 2, 3].map(() => get(url, { accept: WEBP })));
      await get(url, { accept: WEBP });
      const after = renderer.stats();
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(after.resizes - before.resizes).toBe(1);
      expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
      await get(url);
      expect(renderer.stats().resizes - before.resizes).toBe(2);
    });

    it('fits the whole picture with contain (padded to the box) and inside (within it)', async () => {
      const contain = await get(imageUrl(SKI, 400, 400, 'contain'));
      expect(await readImage(contain)).toMatchObject({ width: 400, height: 400 });
      const inside = await get(imageUrl(SKI, 400, 400, 'inside'));
      expect(await readImage(inside)).toMatchObject({ width: 400, height: 225 });
    });

    it.each([
      ['w=0', imageUrl(SKI, 0, 300), /w must be a whole number of pixels from 16 to 2560/],
      ['w=abc', imageUrl(SKI, 'abc', 300), /w must be/],
      ['w=2561', imageUrl(SKI, 2561, 300), /w must be/],
      ['w=-5', imageUrl(SKI, -5, 300), /w must be/],
      ['h=12.5', imageUrl(SKI, 300, '12.5'), /h must be/],
      ['fit=stretch', imageUrl(SKI, 300, 200, 'stretch'), /fit must be one of cover, contain, inside/],
      ['img missing', '/image?w=300&h=200', /img must be the path of a stored picture/],
      ['h missing', `/image?img=${encodeURIComponent(SKI)}&w=300`, /h must be/],
      ['img with ..', imageUrl('/images/../secret.jpg', 300, 200), /img must be/],
      ['img not a path', imageUrl('https://example.com/a.jpg', 300, 200), /img must be/],
    ])('%s is 400 with a JSON error naming the parameter', async (_case, url, message) => {
      const response = await get(url);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_request');
      expect(body.error.message).toMatch(/^Invalid query parameter: /);
      expect(body.error.message).toMatch(message);
    });

    it('an unknown picture is 404 with a JSON error', async () => {
      const response = await get(imageUrl('/images/banners/nothing.jpg', 450, 300));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No picture is stored at /images/banners/nothing.jpg' },
      });
    });
  });

  describe('GET /images/{path}', () => {
    it('answers the original with its type, a day’s caching and an ETag that validates', async () => {
      const response = await get(SKI);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await readImage(response)).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
      const again = await get(SKI, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    });

    it('an unknown picture is 404; a malformed path 400', async () => {
      expect((await get('/images/banners/nothing.jpg')).status).toBe(404);
      const malformed = await get('/images/banners/.hidden.jpg');
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    });

    it('keeps every other path behind the bearer', async () => {
      expect((await get('/imagesx/banners/ski.jpg')).status).toBe(401);
      expect((await get('/image/extra')).status).toBe(401);
    });
  });

  it('GET /openapi.json describes both calls, without a bearer', async () => {
    const doc = (await (await get('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }>>;
    };
    const resize = doc.paths['/image']?.['get'];
    const original = doc.paths['/images/{path}']?.['get'];
    expect(resize?.security).toBeUndefined();
    expect(original?.security).toBeUndefined();
    expect(Object.keys(resize?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304', '400', '404']));
    expect(Object.keys(original?.responses ?? {})).toEqual(expect.arrayContaining(['200', '304', '404']));
    expect(resize?.parameters?.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(['fit', 'h', 'img', 'w']);
    expect(original?.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['path']);
  });
});
