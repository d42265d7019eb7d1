import {
  ERROR_REPORT_LIMITS,
  PROFILE_REQUIRED_ERROR_CODE,
  bannerListAnswer,
  contentItemAnswer,
  contentListAnswer,
  errorReportAnswer,
  siteSettingsAnswer,
  structureAnswer,
  testimonialPostAnswer,
  type ContentItem,
  type MenuChild,
} from '@estancia/resort-contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SEEDS } from '../src/content/content.seed.ts';
import { clientErrors, contentItems } from '../src/db/schema.ts';
import { GALLERY_SEEDS } from '../src/db/seed-data/galleries.ts';
import { NEWS_SEEDS } from '../src/db/seed-data/news.ts';
import { PAGE_IDS } from '../src/db/seed-data/content-pages.ts';
import { DEMO_PAGE_IDS } from '../src/db/seed-data/pages.ts';
import { PRESS_SEEDS } from '../src/db/seed-data/press.ts';
import { TESTIMONY_SEEDS } from '../src/db/seed-data/testimonies.ts';
import { COMPANY, type TestApi, expectError, testApi, testClock } from './support/accounts.ts';
import { ENGINES, SEED_NOW, type TestDatabase, openTestDatabase } from './support/databases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A testimonial as the gateway sends it. */
function testimonial(overrides: { status?: string; message?: string; companycode?: string; email?: string } = {}) {
  return {
    companycode: overrides.companycode ?? COMPANY,
    info: { type: 'testimony', status: overrides.status, language: 'en' },
    content: [
      {
        name: '  Helen Carter ',
        email: overrides.email ?? 'helen.carter@example.com',
        address: 'Bristol',
        message: overrides.message ?? 'Snow in July and a lovely thermal circuit.',
      },
    ],
  };
}

describe.each(ENGINES)('content calls on %s', (engine) => {
  let testDb: TestDatabase;
  let api: TestApi;
  const clock = testClock(new Date(SEED_NOW.getTime() + DAY_MS));
  let maria: { token: string; id: number };

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    api = testApi(testDb, { now: clock.now });
    maria = await api.session('maria');
  });
  afterAll(() => testDb?.dispose());

  const db = () => testDb.database.db;

  /** GET an item call and parse it with the contract; answers data. */
  async function items(path: string, token?: string): Promise<ContentItem[]> {
    const response = await api.get(path, token);
    expect(response.status, path).toBe(200);
    return contentItemAnswer.parse(await response.json()).data;
  }

  async function list(path: string): Promise<ContentItem[]> {
    const response = await api.get(path);
    expect(response.status, path).toBe(200);
    return contentListAnswer.parse(await response.json()).data;
  }

  describe('GET web/content/{companycode}/{id}', () => {
    it('answers the page alone in data, with its layout, blocks and translations', async () => {
      const [page, ...rest] = await items(`/web/content/${COMPANY}/${DEMO_PAGE_IDS.resort}`);
      expect(rest).toEqual([]);
      expect(page?.id).toBe(DEMO_PAGE_IDS.resort);
      expect(page?.info).toMatchObject({ type: 'content', layout: 'card', slug: 'a-estancia', preview: false, language: 'pt' });
      expect(page?.info.seo.title).toBe('A Estância — neve e spa no Fundão');
      expect(page?.content[0]?.title).toBe('A Estância');
      expect(page?.content[0]?.language['2']?.title).toBe('The Resort');
      // An empty French translation stays empty: the reader falls back to pt.
      expect(page?.content[0]?.language['4']?.title).toBe('');
      expect(page?.content.length).toBeGreaterThan(1);
      // Dates leave with the Europe/Lisbon offset.
      expect(page?.info.date.published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    });

    it('answers the items with fixed roles: terms 53, contacts 91, partner logos 94, home intro 149', async () => {
      const [terms] = await items(`/web/content/${COMPANY}/53`);
      expect(terms?.info.layout).toBe('accordion');
      const [contacts] = await items(`/web/content/${COMPANY}/91`);
      expect(contacts?.info.layout).toBe('contact');
      expect(contacts?.content[0]?.text).toContain('Fundão');
      const [partners] = await items(`/web/content/${COMPANY}/94`);
      expect(partners?.info.type).toBe('gallery');
      expect(partners?.info.media.image.length).toBeGreaterThanOrEqual(4);
      const [intro] = await items(`/web/content/${COMPANY}/149`);
      expect(intro?.content[0]?.title).toBe('Bem-vindo à Estância');
    });

    it('answers drafts, scheduled and expired items too: the reader decides what shows', async () => {
      const [draft] = await items(`/web/content/${COMPANY}/${PAGE_IDS.draft}`);
      expect(draft?.info.date.published).toBeNull();
      const [scheduled] = await items(`/web/content/${COMPANY}/${PAGE_IDS.scheduled}`);
      expect(Date.parse(scheduled?.info.date.published ?? '')).toBeGreaterThan(clock.now().getTime());
      const [expired] = await items(`/web/content/${COMPANY}/205`);
      expect(Date.parse(expired?.info.date.avaiable ?? '')).toBeLessThan(clock.now().getTime());
    });

    it('answers { data: [] } for an unknown id, a banner, and an item saved for preview only', async () => {
      expect(await items(`/web/content/${COMPANY}/999999`)).toEqual([]);
      const banners = bannerListAnswer.parse(await (await api.get(`/web/content/type/${COMPANY}/banner`)).json()).data;
      expect(await items(`/web/content/${COMPANY}/${banners[0]?.id}`)).toEqual([]);
      expect(await items(`/web/content/${COMPANY}/${PAGE_IDS.preview}`)).toEqual([]);
    });

    it('refuses a non-numeric id with 400, an unknown company with 404, a missing token with 401', async () => {
      const message = await expectError(await api.get(`/web/content/${COMPANY}/abc`), 400, 'invalid_request');
      expect(message).toBe('Invalid path parameter: id must be a positive integer');
      await expectError(await api.get(`/web/content/${COMPANY}/-1`), 400, 'invalid_request');
      await expectError(await api.get('/web/content/nowhere/10'), 404, 'not_found');
      await expectError(await api.get(`/web/content/${COMPANY}/10`, null), 401, 'unauthorized');
    });
  });

  describe('GET web/content/slug/{companycode}/{slug}', () => {
    it('answers the item with that slug, in any case', async () => {
      const [rules] = await items(`/web/content/slug/${COMPANY}/regulamento-interno`);
      expect(rules?.id).toBe(PAGE_IDS.internalRules);
      expect(rules?.content[0]?.media.doc.map((doc) => doc.visible)).toEqual([true, false]);
      const [same] = await items(`/web/content/slug/${COMPANY}/Regulamento-Interno`);
      expect(same?.id).toBe(PAGE_IDS.internalRules);
    });

    it('answers { data: [] } for an unknown slug and for an item saved for preview only', async () => {
      expect(await items(`/web/content/slug/${COMPANY}/nao-existe`)).toEqual([]);
      expect(await items(`/web/content/slug/${COMPANY}/tarifas-de-verao`)).toEqual([]);
    });

    it('refuses a slug that is not one with 400', async () => {
      const message = await expectError(
        await api.get(`/web/content/slug/${COMPANY}/${encodeURIComponent('a b')}`),
        400,
        'invalid_request',
      );
      expect(message).toContain('slug must be a slug');
      await expectError(await api.get(`/web/content/slug/${COMPANY}/-regras`), 400, 'invalid_request');
      await expectError(await api.get(`/web/content/slug/${COMPANY}/${'a'.repeat(129)}`), 400, 'invalid_request');
    });
  });

  describe('GET web/content/preview/{companycode}/{id}', () => {
    it('refuses the public site token with 403 profile_required', async () => {
      const message = await expectError(
        await api.get(`/web/content/preview/${COMPANY}/${PAGE_IDS.preview}`),
        403,
        PROFILE_REQUIRED_ERROR_CODE,
      );
      expect(message).toContain('signed-in session');
    });

    it('answers a signed-in customer the preview item, and published or unknown items alike', async () => {
      const [preview] = await items(`/web/content/preview/${COMPANY}/${PAGE_IDS.preview}`, maria.token);
      expect(preview?.info.preview).toBe(true);
      expect(preview?.info.slug).toBe('tarifas-de-verao');
      const [draft] = await items(`/web/content/preview/${COMPANY}/${PAGE_IDS.draft}`, maria.token);
      expect(draft?.id).toBe(PAGE_IDS.draft);
      expect(await items(`/web/content/preview/${COMPANY}/999999`, maria.token)).toEqual([]);
    });
  });

  describe('GET web/content/type/{companycode}/…', () => {
    it('lists every news item, newest published first and drafts last, preview items never', async () => {
      const news = await list(`/web/content/type/${COMPANY}/news`);
      expect(news.map((item) => item.id).sort()).toEqual(NEWS_SEEDS.map((seed) => seed.id).sort());
      expect(news.every((item) => item.info.type === 'news' && !item.info.preview)).toBe(true);
      const published = news.map((item) => item.info.date.published);
      const dated = published.filter((date): date is string => date !== null).map((date) => Date.parse(date));
      expect(dated).toEqual([...dated].sort((a, b) => b - a));
      expect(published.slice(dated.length).every((date) => date === null)).toBe(true);
      // Enough for a list: at least five published and still available at seeding time.
      const live = news.filter(
        (item) =>
          item.info.date.published !== null &&
          Date.parse(item.info.date.published) <= SEED_NOW.getTime() &&
          (item.info.date.avaiable === null || Date.parse(item.info.date.avaiable) > SEED_NOW.getTime()),
      );
      expect(live.length).toBeGreaterThanOrEqual(5);
      const article = news.find((item) => item.id === 200);
      expect(article?.info.source).toEqual({
        text: 'Jornal do Fundão',
        link: 'https://www.jornaldofundao.pt',
        image: 'Fotografia: Estância',
      });
      expect(article?.content[0]?.media.image.every((image) => image.description !== '')).toBe(true);
    });

    it('lists press items in info.order, source links with and without a scheme', async () => {
      const press = await list(`/web/content/type/${COMPANY}/press`);
      expect(press.map((item) => item.id)).toEqual(PRESS_SEEDS.map((seed) => seed.id));
      const links = press.map((item) => item.info.source.link).filter((link) => link !== '');
      expect(links.some((link) => /^https?:\/\//.test(link))).toBe(true);
      expect(links.some((link) => !/^https?:\/\//.test(link))).toBe(true);
      expect(press.some((item) => item.info.media.doc.length > 0)).toBe(true);
    });

    it('lists testimonies under review and accepted alike', async () => {
      const testimonies = await list(`/web/content/type/${COMPANY}/testimony`);
      const seeded = testimonies.filter((item) => TESTIMONY_SEEDS.some((seed) => seed.id === item.id));
      expect(seeded.map((item) => item.id)).toEqual(TESTIMONY_SEEDS.map((seed) => seed.id));
      expect(new Set(seeded.map((item) => item.info.status))).toEqual(new Set(['accepted', 'under_review']));
      expect(seeded[0]?.content[0]).toMatchObject({ name: 'Rita Gonçalves', address: 'Castelo Branco' });
    });

    it('lists the galleries with the partner logos (94) among them', async () => {
      const galleries = await list(`/web/content/type/${COMPANY}/gallery/order`);
      expect(galleries.map((item) => item.id).sort()).toEqual([94, ...GALLERY_SEEDS.map((seed) => seed.id)].sort());
      expect(galleries.every((item) => item.info.type === 'gallery')).toBe(true);
    });

    it('still answers the banners on their own route', async () => {
      const response = await api.get(`/web/content/type/${COMPANY}/banner`);
      expect(response.status).toBe(200);
      const banners = bannerListAnswer.parse(await response.json()).data;
      expect(banners.length).toBe(testDb.seeded.banners);
      expect(banners.every((banner) => banner.info.type === 'banner')).toBe(true);
    });

    it('answers 404 for an unknown company and for a type it has no list of', async () => {
      await expectError(await api.get('/web/content/type/nowhere/news'), 404, 'not_found');
      await expectError(await api.get(`/web/content/type/${COMPANY}/content`), 404, 'not_found');
    });
  });

  describe('GET gallery/{companycode}/{id}', () => {
    it('answers the gallery with its pictures, YouTube videos and documents', async () => {
      const [gallery] = await items(`/gallery/${COMPANY}/400`);
      expect(gallery?.info.type).toBe('gallery');
      const media = gallery?.info.media;
      expect(media?.image.some((entry) => entry.type === 'video' && entry.link.includes('youtube'))).toBe(true);
      expect(media?.image.some((entry) => entry.type !== 'video' && entry.link.startsWith('/images/'))).toBe(true);
      expect(media?.doc.map((doc) => doc.visible)).toEqual([true, false]);
    });

    it('answers { data: [] } for an unknown id or an item that is not a gallery', async () => {
      expect(await items(`/gallery/${COMPANY}/999999`)).toEqual([]);
      expect(await items(`/gallery/${COMPANY}/${DEMO_PAGE_IDS.resort}`)).toEqual([]);
      await expectError(await api.get(`/gallery/${COMPANY}/x1`), 400, 'invalid_request');
    });
  });

  describe('POST web/content (testimonial)', () => {
    it('stores it under_review even when the payload says accepted, and answers it with 201', async () => {
      const response = await api.post('/web/content', testimonial({ status: 'accepted' }));
      expect(response.status).toBe(201);
      const [stored] = testimonialPostAnswer.parse(await response.json()).data;
      expect(stored?.info).toMatchObject({ type: 'testimony', status: 'under_review', language: 'en' });
      expect(stored?.content[0]).toMatchObject({
        name: 'Helen Carter',
        email: 'helen.carter@example.com',
        address: 'Bristol',
        message: 'Snow in July and a lovely thermal circuit.',
      });
      // A fresh id, past the demo's explicit ones.
      expect(stored?.id).toBeGreaterThan(Math.max(...CONTENT_SEEDS.map((seed) => seed.id)));
      expect(stored?.info.date.created).not.toBeNull();

      const [row] = await db().select().from(contentItems).where(eq(contentItems.id, stored?.id ?? -1));
      expect(row).toMatchObject({ type: 'testimony', status: 'under_review', companyCode: COMPANY, preview: false });
      const listed = await list(`/web/content/type/${COMPANY}/testimony`);
      expect(listed.find((item) => item.id === stored?.id)?.info.status).toBe('under_review');
    });

    it('refuses an invalid testimonial with 400 naming the field, and stores nothing', async () => {
      const before = await testimonyCount();
      const tooLong = await expectError(
        await api.post('/web/content', testimonial({ message: 'x'.repeat(401) })),
        400,
        'invalid_request',
      );
      expect(tooLong).toContain('content.0.message');
      const badEmail = await expectError(
        await api.post('/web/content', testimonial({ email: 'not-an-email' })),
        400,
        'invalid_request',
      );
      expect(badEmail).toContain('content.0.email');
      await expectError(
        await api.post('/web/content', { ...testimonial(), info: { type: 'news' } }),
        400,
        'invalid_request',
      );
      await expectError(await api.post('/web/content', testimonial({ companycode: 'nowhere' })), 404, 'not_found');
      expect(await testimonyCount()).toBe(before);
    });

    async function testimonyCount(): Promise<number> {
      const [row] = await db().select({ n: count() }).from(contentItems).where(eq(contentItems.type, 'testimony'));
      return row?.n ?? 0;
    }
  });

  describe('POST error', () => {
    it('stores the report with its context and user agent, and answers its id', async () => {
      const response = await api.app.request('/error', {
        method: 'POST',
        headers: { authorization: 'Bearer test-site-token', 'content-type': 'application/json', 'user-agent': 'TestBrowser/1.0' },
        body: JSON.stringify({ error: { msg: 'Cannot read properties of undefined', object: { route: '/pag/10', line: 42 } } }),
      });
      expect(response.status).toBe(200);
      const { data } = errorReportAnswer.parse(await response.json());
      const [row] = await db().select().from(clientErrors).where(eq(clientErrors.id, data.id));
      expect(row).toMatchObject({
        message: 'Cannot read properties of undefined',
        details: { route: '/pag/10', line: 42 },
        userAgent: 'TestBrowser/1.0',
      });
      expect(row?.createdAt.getTime()).toBe(clock.now().getTime());
    });

    it('refuses a report without msg, with a msg or an object too large, and stores nothing', async () => {
      const [before] = await db().select({ n: count() }).from(clientErrors);
      await expectError(await api.post('/error', { error: { object: {} } }), 400, 'invalid_request');
      await expectError(
        await api.post('/error', { error: { msg: 'x'.repeat(ERROR_REPORT_LIMITS.msg + 1) } }),
        400,
        'invalid_request',
      );
      const message = await expectError(
        await api.post('/error', { error: { msg: 'big', object: { stack: 'x'.repeat(ERROR_REPORT_LIMITS.object) } } }),
        400,
        'invalid_request',
      );
      expect(message).toContain('error.object must be at most');
      const [after] = await db().select({ n: count() }).from(clientErrors);
      expect(after?.n).toBe(before?.n);
    });
  });

  describe('GET web/settings/{companycode}', () => {
    it('answers the site name, SEO defaults, the address in Fundão, contacts and links', async () => {
      const response = await api.get(`/web/settings/${COMPANY}`);
      expect(response.status).toBe(200);
      const { data } = siteSettingsAnswer.parse(await response.json());
      expect(data.name).toContain('Estância');
      expect(data.seo.title).not.toBe('');
      expect(data.seo.description).toContain('ilustrativo');
      expect(data.language['2']?.title).not.toBe('');
      expect(data.address).toMatchObject({ locality: 'Fundão', country: 'Portugal' });
      expect(data.address.postalCode).toMatch(/^6230-\d{3}$/);
      expect(data.map?.latitude).toBeCloseTo(40.12, 1);
      expect(data.social.length).toBeGreaterThan(0);
      expect(data.apps.map((app) => app.store).sort()).toEqual(['apple', 'google']);
      expect(data.virtualTourUrl).toMatch(/^https:\/\//);
      expect(data.videoUrl).toMatch(/^https:\/\//);
    });

    it('answers 404 for an unknown company', async () => {
      await expectError(await api.get('/web/settings/nowhere'), 404, 'not_found');
    });
  });

  describe('the demo data', () => {
    it('resolves every menu link to a content page or slug', async () => {
      const response = await api.get(`/web/structure/${COMPANY}/1`);
      expect(response.status).toBe(200);
      const structures = structureAnswer.parse(await response.json()).data;
      const entries: MenuChild[] = [];
      const walk = (children: MenuChild[]) => {
        for (const child of children) {
          entries.push(child);
          walk(child.children);
        }
      };
      for (const structure of structures) walk(structure.content.childs);

      let checked = 0;
      for (const entry of entries) {
        if (entry.id_content) {
          const [item] = await items(`/web/content/${COMPANY}/${entry.id_content}`);
          expect(item?.id, `${entry.title} → content ${entry.id_content}`).toBe(entry.id_content);
          if (entry.slug) expect(item?.info.slug, entry.title).toBe(entry.slug);
          checked += 1;
        }
        // Slugs with a slash (article/all, gallery/all) are routes of the site, not content slugs.
        if (entry.slug && !entry.slug.includes('/')) {
          const found = await items(`/web/content/slug/${COMPANY}/${entry.slug}`);
          expect(found.length, `${entry.title} → /${entry.slug}`).toBe(1);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(10);
    });

    it('has a content page for every layout the site knows', async () => {
      const layouts = new Set<string>();
      for (const seed of CONTENT_SEEDS) {
        if (seed.type !== 'content' || seed.preview) continue;
        const [item] = await items(`/web/content/${COMPANY}/${seed.id}`);
        layouts.add(item?.info.layout ?? 'missing');
      }
      for (const layout of ['card', 'accordion', 'tabs', 'contact', 'list', 'list-alt', '404', '']) {
        expect(layouts.has(layout), `layout "${layout}"`).toBe(true);
      }
    });

    it('seeding again adds nothing', async () => {
      const { seedDatabase } = await import('../src/db/seed.ts');
      const again = await seedDatabase(db(), { companyCode: COMPANY, now: SEED_NOW });
      expect(again.content).toBe(0);
      expect(again.siteSettings).toBe(0);
    });
  });

  it('documents every content call in the OpenAPI document', async () => {
    const response = await api.get('/openapi.json', null);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/web/content/{companycode}/{id}',
      '/web/content/slug/{companycode}/{slug}',
      '/web/content/preview/{companycode}/{id}',
      '/web/content/type/{companycode}/news',
      '/web/content/type/{companycode}/press',
      '/web/content/type/{companycode}/testimony',
      '/web/content/type/{companycode}/gallery/order',
      '/web/content/type/{companycode}/banner',
      '/gallery/{companycode}/{id}',
      '/web/content',
      '/error',
      '/web/settings/{companycode}',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
  });
});
