import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { XMLParser } from 'fast-xml-parser';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import enShop from '../../client/src/i18n/locales/shop/en.json' with { type: 'json' };
import esShop from '../../client/src/i18n/locales/shop/es.json' with { type: 'json' };
import frShop from '../../client/src/i18n/locales/shop/fr.json' with { type: 'json' };
import ptShop from '../../client/src/i18n/locales/shop/pt.json' with { type: 'json' };
import en from '../../client/src/i18n/locales/en.json' with { type: 'json' };
import es from '../../client/src/i18n/locales/es.json' with { type: 'json' };
import fr from '../../client/src/i18n/locales/fr.json' with { type: 'json' };
import pt from '../../client/src/i18n/locales/pt.json' with { type: 'json' };
import { startTestGateway, type TestGateway } from './harness.ts';

const SITE = 'https://estancia.example';
const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXTS = { pt: [pt, ptShop], en: [en, enShop], es: [es, esShop], fr: [fr, frShop] } as const;

/** The built page as Vite writes it: the server must leave its script and style tags as they are. */
const BUILD_TAGS = '<script type="module" crossorigin src="/assets/index-Abc123.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-Def456.css">';
const INDEX_HTML = `<!doctype html>\n<html lang="pt">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Estância</title>\n    ${BUILD_TAGS}\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;

const address = (path: string, language: Language) => `${SITE}${path}${language === 'pt' ? '' : `?lang=${language}`}`;
const name = (language: Language) => TEXTS[language][0].site.name;
const titled = (title: string, language: Language) => `${title} · ${name(language)}`;

/** The head as a crawler reads it, without running JavaScript. */
function readHead(html: string) {
  const dom = parseDocument(html);
  const meta = (key: string) =>
    findAll((el) => el.name === 'meta' && (el.attribs['name'] === key || el.attribs['property'] === key), dom.children).map((el) => el.attribs['content']);
  const links = (rel: string) => findAll((el) => el.name === 'link' && el.attribs['rel'] === rel, dom.children);
  const html_ = findOne((el) => el.name === 'html', dom.children);
  const title = findOne((el) => el.name === 'title', dom.children);
  return {
    lang: html_ ? getAttributeValue(html_, 'lang') : undefined,
    titles: findAll((el) => el.name === 'title', dom.children).length,
    title: title ? textContent(title) : undefined,
    description: meta('description'),
    robots: meta('robots'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
    canonical: links('canonical').map((el) => el.attribs['href']),
    alternates: Object.fromEntries(links('alternate').map((el) => [el.attribs['hreflang'], el.attribs['href']])),
    jsonLd: findAll((el) => el.name === 'script' && el.attribs['type'] === 'application/ld+json', dom.children).map((el) => JSON.parse(textContent(el)) as unknown),
  };
}

/** What each route family's title is, from the same texts and SEO data the website shows. */
interface Family {
  name: string;
  path: string;
  /** The GraphQL field whose `seo` the page shows, or the expected page title in a language. */
  seo?: string;
  title?: (language: Language) => string;
}

const FAMILIES: Family[] = [
  { name: 'home', path: '/', title: (l) => titled(TEXTS[l][0].site.tagline, l) },
  { name: 'content page', path: '/neve', seo: '{ contentView(input: { slug: "neve" }) { ... on Page { seo { title description } } } }' },
  { name: 'news list', path: '/article/all', seo: '{ contentView(input: { articleId: "all" }) { ... on NewsList { seo { title description } } } }' },
  { name: 'article', path: '/article/carnaval-na-neve', seo: '{ contentView(input: { articleId: "carnaval-na-neve" }) { ... on Article { seo { title description } } } }' },
  { name: 'press', path: '/press/all', seo: '{ contentView(input: { pressId: "all" }) { ... on PressList { seo { title description } } } }' },
  { name: 'gallery list', path: '/gallery/all', seo: '{ contentView(input: { galleryId: "all" }) { ... on GalleryList { seo { title description } } } }' },
  { name: 'gallery', path: '/gallery/400', seo: '{ contentView(input: { galleryId: "400" }) { ... on Gallery { seo { title description } } } }' },
  { name: 'contacts', path: '/contactos', seo: '{ contentView(input: { slug: "contactos" }) { ... on Page { seo { title description } } } }' },
  { name: 'store', path: '/store', title: (l) => titled(TEXTS[l][1].store.title, l) },
  { name: 'store category', path: '/store/FORFAIT' },
  { name: 'product', path: '/store/product/11' },
  { name: 'tariffs', path: '/store/tarifas', title: (l) => titled(TEXTS[l][1].tariffs.title, l) },
  { name: 'lesson prices', path: '/store/aulas', title: (l) => titled(TEXTS[l][1].tariffs.lessons, l) },
];

const seoAnswer = z.object({ contentView: z.object({ seo: z.object({ title: z.string(), description: z.string() }) }) });

describe('pages served with their head (no JavaScript)', () => {
  let gateway: TestGateway;
  let dist: string;
  const get = (path: string) => fetch(new URL(path, gateway.url));

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'site-html-'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    gateway = await startTestGateway({ CLIENT_DIST_DIR: dist, PUBLIC_SITE_URL: SITE, PUBLIC_CACHE_SECONDS: 30 });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(dist, { recursive: true, force: true });
  });

  describe.each(FAMILIES)('$name ($path)', (family) => {
    it.each(LANGUAGES)('in %s: title, description, canonical, alternates, Open Graph, lang', async (language) => {
      const response = await get(`${family.path}${language === 'pt' ? '' : `?lang=${language}`}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(BUILD_TAGS);
      const head = readHead(html);
      expect(head.lang).toBe(language);
      expect(head.titles).toBe(1);
      if (family.title) expect(head.title).toBe(family.title(language));
      if (family.seo) {
        const answer = await gateway.query(family.seo, { language });
        const { seo } = seoAnswer.parse(answer.data).contentView;
        expect(head.title).toBe(seo.title);
        expect(head.description).toEqual([seo.description]);
      }
      expect(head.title).toMatch(new RegExp(`^\\S.* · ${name(language)}$`));
      expect(head.description).toHaveLength(1);
      expect(head.description[0]).toMatch(/\S/);
      expect(head.robots).toEqual([]);
      // Each page's own address is canonical (an article by the slug it is linked by, a product by id).
      expect(head.canonical).toEqual([address(family.path, language)]);
      expect(head.alternates).toEqual({
        pt: address(family.path, 'pt'),
        en: address(family.path, 'en'),
        es: address(family.path, 'es'),
        fr: address(family.path, 'fr'),
        'x-default': address(family.path, 'pt'),
      });
      expect(head.ogTitle).toEqual([head.title]);
      expect(head.ogDescription).toEqual(head.description);
      expect(head.ogImage).toHaveLength(1);
      expect(head.ogImage[0]).toMatch(new RegExp(`^${SITE}/`));
    });
  });

  it('gives a page one canonical address whatever the form it was asked in', async () => {
    expect(readHead(await (await get('/store/product/11/?lang=EN')).text()).canonical).toEqual([`${SITE}/store/product/11?lang=en`]);
  });

  it('answers unknown addresses 404 with the website, and private pages with noindex', async () => {
    for (const path of ['/no-such-page', '/article/no-such-article', '/store/product/999999', '/a/b/c']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const head = readHead(await response.text());
      expect(head.robots, path).toEqual(['noindex']);
      expect(head.canonical, path).toEqual([]);
    }
    for (const path of ['/client/perfil', '/client/order', '/store/cart', '/desk', '/desk/day', '/desk/cart', '/reservation/cart']) {
      const response = await get(`${path}?lang=en`);
      expect(response.status, path).toBe(200);
      const head = readHead(await response.text());
      expect(head.robots, path).toEqual(['noindex']);
      expect(head.lang, path).toBe('en');
    }
  });

  describe('structured data', () => {
    // The properties schema.org and search engines need for each type.
    const organization = z.object({ '@type': z.literal('Organization'), name: z.string().min(1) });
    const url = z.string().regex(new RegExp(`^${SITE}/`));
    const newsArticle = z.object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('NewsArticle'),
      headline: z.string().min(1).max(110),
      image: z.array(url).min(1),
      datePublished: z.iso.datetime({ offset: true }),
      author: organization,
      publisher: organization,
      url,
      inLanguage: z.enum(LANGUAGES),
    });
    const product = z.object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('Product'),
      name: z.string().min(1),
      image: z.array(url).min(1),
      offers: z.object({
        '@type': z.literal('Offer'),
        price: z.string().regex(/^\d+(\.\d+)?$/),
        priceCurrency: z.literal('EUR'),
        availability: z.string().startsWith('https://schema.org/'),
        url,
      }),
    });
    const skiResort = z.object({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('SkiResort'),
      name: z.string().min(1),
      address: z.object({ '@type': z.literal('PostalAddress'), streetAddress: z.string().min(1), addressLocality: z.string().min(1), addressCountry: z.string().min(1) }),
      geo: z.object({ '@type': z.literal('GeoCoordinates'), latitude: z.number(), longitude: z.number() }),
      openingHours: z.string().regex(/^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d{2}:\d{2}-\d{2}:\d{2}$/),
    });

    it('describes an article as a NewsArticle, in its language', async () => {
      const { jsonLd } = readHead(await (await get('/article/carnaval-na-neve?lang=en')).text());
      expect(jsonLd).toHaveLength(1);
      expect(newsArticle.parse(jsonLd[0]).inLanguage).toBe('en');
    });

    it('describes a product as a Product with an Offer in euros', async () => {
      const { jsonLd } = readHead(await (await get('/store/product/11')).text());
      expect(jsonLd).toHaveLength(1);
      const answer = await gateway.query<{ product: { price: { amount: string } } }>('{ product(databaseId: 11) { price { amount } } }');
      expect(product.parse(jsonLd[0]).offers.price).toBe(answer.data?.product.price.amount);
    });

    it('describes the resort on the home page, with address, map point and opening hours', async () => {
      const { jsonLd } = readHead(await (await get('/')).text());
      expect(jsonLd).toHaveLength(1);
      skiResort.parse(jsonLd[0]);
    });
  });

  describe('sitemap.xml and robots.txt', () => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (tag) => tag === 'url' || tag === 'xhtml:link' });
    const alternate = z.object({ '@_rel': z.literal('alternate'), '@_hreflang': z.enum([...LANGUAGES, 'x-default']), '@_href': z.string().startsWith(SITE) });
    const sitemap = z.object({
      urlset: z.object({
        '@_xmlns': z.literal('http://www.sitemaps.org/schemas/sitemap/0.9'),
        '@_xmlns:xhtml': z.literal('http://www.w3.org/1999/xhtml'),
        url: z.array(z.object({ loc: z.string().startsWith(SITE).max(2048), 'xhtml:link': z.array(alternate).length(5) }).strict()).min(1).max(50_000),
      }),
    });

    it('lists every published content address in four languages, each with its alternates', async () => {
      const response = await get('/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      const body = await response.text();
      expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      const { urlset } = sitemap.parse(xml.parse(body));
      const locs = new Set(urlset.url.map((entry) => entry.loc));
      for (const entry of urlset.url) {
        const path = new URL(entry.loc).pathname;
        expect(entry['xhtml:link'].map((link) => link['@_href'])).toEqual([...LANGUAGES.map((l) => address(path, l)), address(path, 'pt')]);
      }

      const published = await gateway.query<{
        articles: { edges: { node: { path: string } }[] };
        galleries: { edges: { node: { databaseId: number } }[] };
        menu: { link: { href: string; external: boolean } | null; children: { link: { href: string; external: boolean } | null }[] }[];
      }>('{ articles { edges { node { path } } } galleries { edges { node { databaseId } } } menu { link { href external } children { link { href external } } } }');
      const data = published.data;
      const paths = [
        '/',
        '/article/all',
        '/press/all',
        '/gallery/all',
        '/store',
        ...(data?.articles.edges.map((edge) => edge.node.path) ?? []),
        ...(data?.galleries.edges.map((edge) => `/gallery/${edge.node.databaseId}`) ?? []),
        ...(data?.menu.flatMap((item) => [item, ...item.children]).flatMap((item) => (item.link && !item.link.external ? [item.link.href] : [])) ?? []),
      ];
      expect(data?.articles.edges.length).toBeGreaterThan(0);
      for (const path of paths) for (const language of LANGUAGES) expect(locs, `${path} in ${language}`).toContain(address(path, language));
      for (const loc of locs) expect(loc).not.toMatch(/\/(client|desk|store\/cart|reservation\/cart)\b/);
    });

    it('robots.txt keeps the private pages out and names the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.status).toBe(200);
      const lines = (await response.text()).split('\n');
      for (const path of ['/client/', '/regist/', '/store/cart', '/store/payment/', '/desk', '/reservation/cart', '/agendar/']) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });
  });

  it('sends a visitor who reads in another language only to a path of this site, whatever the address asked', async () => {
    const { hostname, port } = new URL(gateway.url);
    // Node's http client sends the path as written; fetch would resolve it first.
    const raw = (path: string) =>
      new Promise<{ status: number; location: string }>((resolve, reject) => {
        request({ hostname, port, path, headers: { cookie: 'lang=en' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' });
        })
          .on('error', reject)
          .end();
      });
    expect(await raw('/neve')).toEqual({ status: 302, location: '/neve?lang=en' });
    for (const path of ['/%2e//evil.example/x', '//evil.example/x', '/\\evil.example/x', '/%5cevil.example/x', '/%2E%2e//evil.example/x', '/a/..//evil.example/x', '/./\\/evil.example/x']) {
      const { status, location } = await raw(path);
      expect(status, path).toBe(302);
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, SITE).origin, path).toBe(SITE);
    }
  });
});
