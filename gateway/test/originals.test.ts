import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { startTestGateway, type TestGateway } from './harness.ts';
import { upstreamContentList } from './upstream-data.ts';

const GALLERY = /* GraphQL */ `
  query GalleryOriginals($input: ContentRouteInput!) {
    contentView(input: $input) {
      __typename
      ... on Gallery {
        media { __typename ... on Image { url } }
        documents { url name }
      }
    }
  }
`;

interface GalleryAnswer {
  contentView: {
    __typename: string;
    media?: { __typename: string; url?: string }[];
    documents?: { url: string; name: string }[];
  };
}

/** An exact request line, as a client that does not normalise paths (curl --path-as-is) sends it. */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('originals through the gateway (GET /images/…, GET /docs/…, Image.url and Document.url)', () => {
  let proxy: CountingProxy;
  let gateway: TestGateway;
  let documents: { url: string; name: string }[];
  let pictureUrls: string[];

  const fetchSite = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(new URL(path, gateway.url), { headers, method });

  beforeAll(async () => {
    proxy = await startCountingProxy(inject('resortApiUrl'));
    // No website build: a path the gateway does not serve is a plain 404, not the single-page app.
    gateway = await startTestGateway({ RESORT_API_URL: proxy.url, CLIENT_DIST_DIR: '/nonexistent/client-dist' });
    const galleries = await upstreamContentList('gallery/order');
    const withDocuments = galleries.find((g) => g.info.date.published && g.info.media.doc.some((d) => d.visible !== false));
    expect(withDocuments, 'the demo data has a gallery with a visible document').toBeDefined();
    const answer = await gateway.query<GalleryAnswer>(GALLERY, { variables: { input: { galleryId: String(withDocuments?.id) } } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.contentView.__typename).toBe('Gallery');
    documents = answer.data?.contentView.documents ?? [];
    pictureUrls = (answer.data?.contentView.media ?? []).flatMap((m) => (m.__typename === 'Image' && m.url ? [m.url] : []));
    expect(documents.length).toBeGreaterThanOrEqual(1);
    expect(pictureUrls.length).toBeGreaterThanOrEqual(1);
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
  });

  it('gives documents and pictures addresses on this site, as the content links them', () => {
    for (const document of documents) expect(document.url).toMatch(/^\/docs\/[\w/-]+\.pdf$/);
    for (const url of pictureUrls) expect(url).toMatch(/^\/images\/[\w/-]+\.jpg$/);
  });

  it('downloads a document as a PDF, with its file name and the resort API’s caching headers', async () => {
    const document = documents[0] as { url: string };
    proxy.reset();
    const response = await fetchSite(document.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const fileName = document.url.slice(document.url.lastIndexOf('/') + 1);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${fileName}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(proxy.calls).toEqual([document.url]);

    const again = await fetchSite(document.url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('serves every visible document of the gallery', async () => {
    for (const document of documents) {
      const response = await fetchSite(document.url);
      expect(response.status, document.url).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1'), document.url).toBe('%PDF-');
    }
  });

  it('brings an original picture through at its full size, and answers HEAD with the headers only', async () => {
    const url = pictureUrls[0] as string;
    const response = await fetchSite(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1920, 1080]);

    const head = await fetchSite(url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(response.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('passes an unknown document’s 404 on', async () => {
    const response = await fetchSite('/docs/imprensa/nada.pdf');
    expect(response.status).toBe(404);
  });

  it('refuses paths outside /images and /docs: nothing reaches the resort API', async () => {
    proxy.reset();
    for (const path of ['/web/settings/estancia', '/image?img=/images/banners/ski.jpg&w=450&h=300', '/docsx/a.pdf', '/openapi.json']) {
      const response = await fetchSite(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'not found' });
    }
    expect(proxy.calls).toEqual([]);
  });

  it('refuses traversal attempts with a 400 that says what is wrong, before calling the resort API', async () => {
    proxy.reset();
    for (const path of [
      '/docs/../web/settings/estancia',
      '/images/../../web/settings/estancia',
      '/docs/%2e%2e/web/settings/estancia',
      '/images/banners/..%2F..%2Fweb%2Fsettings%2Festancia',
      '/docs/imprensa/.hidden.pdf',
      '/docs//imprensa/jornal-do-fundao.pdf',
    ]) {
      const { status, body } = await rawGet(gateway.url, path);
      expect(status, path).toBe(400);
      expect(JSON.parse(body), path).toMatchObject({
        error: 'invalid path',
        message: expect.stringMatching(/^must be the path of a picture under \/images\/ or a document under \/docs\//),
      });
    }
    expect(proxy.calls).toEqual([]);
  });

  it('answers other methods with 405', async () => {
    const response = await fetchSite(documents[0]?.url ?? '/docs/x.pdf', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
