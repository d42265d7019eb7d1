import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scriptJson } from '../src/http/first-paint/route-data.ts';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const INDEX_HTML = `<!doctype html>\n<html lang="pt">\n  <head>\n    <title>Estância</title>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
/** A build manifest as Vite writes it: the entry, and the home page's chunk with its own import and style. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  'src/routes/home/HomePage.tsx': { file: 'assets/HomePage-C3.js', imports: ['_react-B2.js', '_layout-D4.js'], css: ['assets/HomePage-E5.css'] },
  '_layout-D4.js': { file: 'assets/layout-D4.js' },
};
const ASSET = `export const text = ${JSON.stringify('neve e spa '.repeat(400))};\n`;
const CUSTOMER = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };

const routeData = z.object({
  language: z.string(),
  operations: z.array(z.object({ id: z.string(), variables: z.record(z.string(), z.unknown()), response: z.object({ data: z.unknown() }) })).length(1),
});
const homeBanners = z.object({ banners: z.array(z.object({ image: z.object({ src: z.string(), srcSet: z.string() }).nullable() })).min(1) });

function readPage(html: string) {
  const dom = parseDocument(html);
  const block = findAll((el) => el.name === 'script' && el.attribs['id'] === 'route-data', dom.children);
  return {
    dataBlocks: block.map((el) => ({ type: el.attribs['type'], data: routeData.parse(JSON.parse(textContent(el))) })),
    imagePreloads: findAll((el) => el.name === 'link' && el.attribs['rel'] === 'preload' && el.attribs['as'] === 'image', dom.children).map((el) => el.attribs),
    modulePreloads: findAll((el) => el.name === 'link' && el.attribs['rel'] === 'modulepreload', dom.children).map((el) => el.attribs['href']),
  };
}

describe('the first paint: a page carries its data, its largest picture and its chunk', () => {
  let gateway: TestGateway;
  let dist: string;
  let homeQueryId: string;

  beforeAll(async () => {
    // The id the website's home loader sends, as the Relay compiler wrote it last; the persisted
    // list keeps older versions too, and the build's start-up script names the one it sends.
    const parameters = await readFile(new URL('../../client/src/routes/home/__generated__/HomePageQuery$parameters.ts', import.meta.url), 'utf8');
    const id = /"id": "([0-9a-f]{64})"/.exec(parameters)?.[1];
    if (!id) throw new Error('the website has no compiled HomePageQuery: run `npm run relay -w client`');
    homeQueryId = id;
    dist = await mkdtemp(join(tmpdir(), 'first-paint-'));
    await mkdir(join(dist, '.vite'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(join(dist, 'assets/index-A1.js'), `const homeLoader = { params: { id: "${homeQueryId}", name: "HomePageQuery" } };\n`);
    await writeFile(join(dist, 'assets/react-B2.js'), ASSET);
    await writeFile(join(dist, 'assets/react-B2.js.br'), brotliCompressSync(ASSET));
    gateway = await startTestGateway({ CLIENT_DIST_DIR: dist, PUBLIC_CACHE_SECONDS: 30 });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves the home page with the answer the browser would get for its query, and preloads the hero at its layout size', async () => {
    const page = readPage(await (await fetch(gateway.url)).text());
    expect(page.dataBlocks).toHaveLength(1);
    const [block] = page.dataBlocks;
    // Data, not code: the browser does not run it.
    expect(block?.type).toBe('application/json');
    expect(block?.data.language).toBe('pt');
    expect(block?.data.operations[0]).toMatchObject({ id: homeQueryId, variables: {} });
    const asked = await gateway.query(null, { language: 'pt', extensions: { persistedQuery: { version: 1, sha256Hash: homeQueryId } } });
    expect(asked.errors).toBeUndefined();
    expect(block?.data.operations[0]?.response.data).toEqual(asked.data);

    // The first slide's picture, the one the slideshow shows first.
    const hero = homeBanners.parse(asked.data).banners[0]?.image;
    expect(hero).toBeTruthy();
    expect(page.imagePreloads).toEqual([{ rel: 'preload', as: 'image', href: hero?.src, imagesrcset: hero?.srcSet, imagesizes: '100vw', fetchpriority: 'high' }]);
    // The page's own chunk and what it imports beyond the entry's, fetched with the entry.
    expect(page.modulePreloads).toEqual(['/assets/HomePage-C3.js', '/assets/layout-D4.js']);
  });

  it('writes the answer in the page’s language', async () => {
    const page = readPage(await (await fetch(new URL('/?lang=en', gateway.url))).text());
    const asked = await gateway.query(null, { language: 'en', extensions: { persistedQuery: { version: 1, sha256Hash: homeQueryId } } });
    expect(page.dataBlocks[0]?.data.language).toBe('en');
    expect(page.dataBlocks[0]?.data.operations[0]?.response.data).toEqual(asked.data);
  });

  it('sends a signed-in visitor’s page without data: their browser asks with their session', async () => {
    const browser = new BrowserSession(gateway);
    const { account } = (await signIn(browser, CUSTOMER.username, CUSTOMER.password)).viewer;
    const html = await (await fetch(gateway.url, { headers: { cookie: browser.cookieHeader } })).text();
    const page = readPage(html);
    expect(page.dataBlocks).toEqual([]);
    expect(html).not.toContain(account?.name ?? 'no account');
    expect(page.imagePreloads).toHaveLength(1);
  });

  it('sends pages and the build’s files compressed', async () => {
    const page = await fetch(gateway.url, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await page.text()).toContain('id="route-data"');
    const asset = await fetch(new URL('/assets/react-B2.js', gateway.url), { headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe(ASSET);
  });

  it('writes the answer so that no text in it can end the script element', () => {
    expect(scriptJson({ title: '</script><script>alert(1)</script>' })).toBe('{"title":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}');
  });
});
