import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

interface ImageAnswer {
  url: string;
  hero: string;
  heroSet: string;
  thumbnail: string;
  thumbnailSet: string;
  article: string;
  articleSet: string;
}

const IMAGES = /* GraphQL */ `
  query BannerImages {
    banners {
      title
      image {
        url
        hero: src(size: HERO)
        heroSet: srcSet(size: HERO)
        thumbnail: src(size: THUMBNAIL)
        thumbnailSet: srcSet(size: THUMBNAIL)
        article: src(size: ARTICLE)
        articleSet: srcSet(size: ARTICLE)
      }
    }
  }
`;

const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** `URL 640w, URL 960w` → [[URL, 640], …] */
function candidates(srcSet: string): Array<[string, number]> {
  return srcSet.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return [url ?? '', Number(descriptor?.replace(/w$/, ''))];
  });
}

async function dimensions(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('pictures through the gateway (GET /media/image, Image.src and Image.srcSet)', () => {
  let proxy: CountingProxy;
  let gateway: TestGateway;
  let images: ImageAnswer[];

  /** A path of the site (`/media/image?…`) fetched from the gateway. */
  const fetchSite = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(new URL(path, gateway.url), { headers, method });

  beforeAll(async () => {
    proxy = await startCountingProxy(inject('resortApiUrl'));
    gateway = await startTestGateway({ RESORT_API_URL: proxy.url });
    const { data, errors } = await gateway.query<{ banners: { title: string; image: ImageAnswer | null }[] }>(IMAGES);
    expect(errors).toBeUndefined();
    images = (data?.banners ?? []).flatMap((b) => (b.image ? [b.image] : []));
    expect(images.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });

  it('gives each banner picture URLs of the gateway, cropped to the spec’s sizes (000 §9), and keeps url', () => {
    for (const image of images) {
      expect(image.url).toMatch(/^\/images\/banners\/\w+\.jpg$/);
      const img = encodeURIComponent(image.url);
      expect(image.hero).toBe(`/media/image?img=${img}&w=1280&h=720&fit=cover`);
      expect(image.thumbnail).toBe(`/media/image?img=${img}&w=450&h=300&fit=cover`);
      expect(image.article).toBe(`/media/image?img=${img}&w=960&h=540&fit=cover`);
      expect(candidates(image.heroSet).map(([, w]) => w)).toEqual([640, 960, 1280, 1920]);
      expect(candidates(image.thumbnailSet).map(([, w]) => w)).toEqual([300, 450, 900]);
      expect(candidates(image.articleSet).map(([, w]) => w)).toEqual([480, 720, 960, 1440]);
    }
  });

  it('serves a banner’s hero at exactly 1280×720, and every srcset candidate at its width and the same ratio', async () => {
    const image = images[0] as ImageAnswer;
    const hero = await fetchSite(image.hero, { accept: WEBP });
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/webp');
    expect(await dimensions(hero)).toEqual({ format: 'webp', width: 1280, height: 720 });

    for (const [url, width] of candidates(image.heroSet)) {
      const response = await fetchSite(url, { accept: WEBP });
      expect(response.status, url).toBe(200);
      expect(await dimensions(response)).toEqual({ format: 'webp', width, height: (width * 9) / 16 });
    }
  });

  it('serves thumbnails at 450×300 and article images at 960×540, with their srcsets', async () => {
    const image = images[1] as ImageAnswer;
    expect(await dimensions(await fetchSite(image.thumbnail))).toEqual({ format: 'jpeg', width: 450, height: 300 });
    expect(await dimensions(await fetchSite(image.article))).toEqual({ format: 'jpeg', width: 960, height: 540 });
    for (const [url, width] of candidates(image.thumbnailSet)) {
      expect(await dimensions(await fetchSite(url)), url).toEqual({ format: 'jpeg', width, height: (width * 2) / 3 });
    }
    for (const [url, width] of candidates(image.articleSet)) {
      expect(await dimensions(await fetchSite(url)), url).toEqual({ format: 'jpeg', width, height: (width * 9) / 16 });
    }
  });

  it('passes the image service’s caching headers on, and none of its others', async () => {
    const image = images[0] as ImageAnswer;
    const webp = await fetchSite(image.hero, { accept: WEBP });
    const jpeg = await fetchSite(image.hero, { accept: 'image/jpeg' });
    for (const response of [webp, jpeg]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Number(response.headers.get('content-length'))).toBeGreaterThan(1000);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(webp.headers.get('etag')).not.toBe(jpeg.headers.get('etag'));
  });

  it('answers 304 to an If-None-Match naming the current ETag', async () => {
    const image = images[0] as ImageAnswer;
    const first = await fetchSite(image.thumbnail, { accept: WEBP });
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetchSite(image.thumbnail, { accept: WEBP, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const stale = await fetchSite(image.thumbnail, { accept: WEBP, 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const image = images[0] as ImageAnswer;
    const head = await fetchSite(image.article, { accept: WEBP }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(await head.text()).toBe('');
  });

  it('makes exactly one upstream call per image request, none for src and srcSet, none for a refused one', async () => {
    const image = images[0] as ImageAnswer;
    proxy.reset();
    const answer = await gateway.query(IMAGES);
    expect(answer.errors).toBeUndefined();
    expect(proxy.calls).toEqual(['/web/content/type/estancia/banner']);

    proxy.reset();
    const urls = [image.hero, image.thumbnail, ...candidates(image.heroSet).map(([url]) => url)];
    for (const url of urls) await (await fetchSite(url, { accept: WEBP })).arrayBuffer();
    expect(proxy.calls).toEqual(urls.map((url) => url.replace('/media/image?', '/image?')));

    proxy.reset();
    await (await fetchSite(`/media/image?img=${encodeURIComponent(image.url)}&w=1000&h=500`)).arrayBuffer();
    expect(proxy.calls).toEqual([]);
  });

  it.each([
    ['a size that is not one of the site’s', 'w=1000&h=500'],
    ['a width with the wrong height', 'w=1280&h=721'],
    ['the largest the resort API allows', 'w=2560&h=1440'],
    ['another fit', 'w=1280&h=720&fit=contain'],
    ['fit=inside', 'w=450&h=300&fit=inside'],
    ['a width that is not a number', 'w=abc&h=720'],
    ['no height', 'w=1280'],
    ['an unknown parameter', 'w=1280&h=720&fit=cover&q=100'],
    ['a parameter twice', 'w=1280&w=640&h=720'],
  ])('%s is 400', async (_case, params) => {
    const response = await fetchSite(`/media/image?img=${encodeURIComponent('/images/banners/ski.jpg')}&${params}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'invalid image request', message: expect.any(String) });
  });

  it.each([
    ['no img', '/media/image?w=1280&h=720'],
    ['an external img', `/media/image?img=${encodeURIComponent('https://example.com/a.jpg')}&w=1280&h=720`],
    ['an img climbing out', `/media/image?img=${encodeURIComponent('/images/../secret.jpg')}&w=1280&h=720`],
  ])('%s is 400', async (_case, path) => {
    const response = await fetchSite(path);
    expect(response.status).toBe(400);
  });

  it('passes the image service’s 404 on for an unknown picture', async () => {
    const response = await fetchSite(`/media/image?img=${encodeURIComponent('/images/banners/nothing.jpg')}&w=1280&h=720`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses other methods', async () => {
    const image = images[0] as ImageAnswer;
    const response = await fetchSite(image.hero, {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('GET /media/image when the resort API is down', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ RESORT_API_URL: 'http://127.0.0.1:9/', UPSTREAM_TIMEOUT_MS: 500 });
  });
  afterAll(() => gateway?.close());

  it('answers 502 in JSON', async () => {
    const response = await fetch(new URL(`/media/image?img=${encodeURIComponent('/images/banners/ski.jpg')}&w=1280&h=720`, gateway.url));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'image service unavailable' });
  });
});
