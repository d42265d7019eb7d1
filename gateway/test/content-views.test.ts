import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../../resort-api/src/db/seed-data/content-pages.ts';
import { BrowserSession, signIn } from './browser-session.ts';
import { gatewayForTests, startTestGateway, type TestGateway } from './harness.ts';
import { upstreamContent, upstreamContentList, upstreamMenu } from './upstream-data.ts';
import type { MenuChild } from '@estancia/resort-contract';

const VIEW = /* GraphQL */ `
  query View($input: ContentRouteInput!) {
    contentView(input: $input) {
      __typename
      ... on Page { databaseId layout publication isPreview title blocks { title html } seo { title description keywords image } breadcrumbs { title href } }
      ... on Article { databaseId title related { databaseId } breadcrumbs { title href } }
      ... on Gallery { databaseId title media { __typename ... on Video { embedUrl } ... on Image { src(size: THUMBNAIL) } } documents { name } }
      ... on NewsList { articles(first: 1) { totalCount } }
      ... on PressList { items(first: 1) { totalCount } }
      ... on GalleryList { galleries(first: 1) { totalCount } }
      ... on NotFound { reason }
      ... on Redirect { to }
    }
  }
`;

interface ViewAnswer {
  contentView: {
    __typename: string;
    databaseId?: number;
    layout?: string;
    publication?: string;
    isPreview?: boolean;
    title?: string;
    blocks?: { title: string; html: string }[];
    seo?: { title: string; description: string; keywords: string; image: string | null };
    breadcrumbs?: { title: string; href: string | null }[];
    related?: { databaseId: number }[];
    media?: { __typename: string; embedUrl?: string | null; src?: string }[];
    documents?: { name: string }[];
    reason?: string;
    to?: string;
  };
}

describe('the generic content route (spec 000 §2)', () => {
  let gateway: TestGateway;
  const view = async (input: Record<string, string>, language?: string) => {
    const answer = await gateway.query<ViewAnswer>(VIEW, { variables: { input }, language });
    expect(answer.errors).toBeUndefined();
    return answer.data?.contentView as ViewAnswer['contentView'];
  };
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it('takes the first parameter present, in the order preview, page, slug, article, press, gallery', async () => {
    expect((await view({ pageId: '10', slug: 'neve', articleId: 'all' })).databaseId).toBe(10);
    expect((await view({ slug: 'neve', articleId: 'all' })).layout).toBe('TABS');
    expect((await view({ articleId: 'all', galleryId: 'all' })).__typename).toBe('NewsList');
    expect((await view({ pressId: 'whatever', galleryId: 'all' })).__typename).toBe('PressList');
    expect((await view({ galleryId: 'all' })).__typename).toBe('GalleryList');
    // A preview parameter wins even for a visitor, who then gets nothing (spec 000 §6).
    const refused = await view({ previewId: String(PAGE_IDS.preview), pageId: '10' });
    expect(refused.__typename).toBe('NotFound');
    expect(refused.reason).toMatch(/signed-in/);
  });

  it('lays a page out from its layout field, and a page that is not published as the 404 layout with its placeholder', async () => {
    const expectations: [string, string][] = [
      ['a-estancia', 'CARD'], ['neve', 'TABS'], ['aquapark', 'LIST'], ['spa-wellness', 'LIST_ALT'], ['contactos', 'CONTACT'],
      ['regulamento-interno', 'ACCORDION'], ['apresentacao-geral', 'DEFAULT'], ['pista-de-trenos', 'NOT_FOUND'],
    ];
    for (const [slug, layout] of expectations) expect((await view({ slug })).layout, slug).toBe(layout);

    const draft = await upstreamContent(PAGE_IDS.draft);
    expect(draft?.info.date.published, 'the demo draft has no published date').toBeNull();
    const drafted = await view({ pageId: String(PAGE_IDS.draft) }, 'en');
    expect(drafted).toMatchObject({ layout: 'NOT_FOUND', publication: 'DRAFT', title: 'Rascunho', blocks: [] });
    const scheduled = await view({ pageId: String(PAGE_IDS.scheduled) });
    expect(scheduled).toMatchObject({ layout: 'NOT_FOUND', publication: 'SCHEDULED', title: 'Agendado', blocks: [] });
  });

  it('sends a slug that names nothing, or an unknown type, to the home page', async () => {
    expect(await view({ slug: 'no-such-page-at-all' })).toEqual({ __typename: 'Redirect', to: '/' });
    expect(await view({ slug: 'not a slug!' })).toEqual({ __typename: 'Redirect', to: '/' });
  });

  it('answers NotFound with a reason for an unknown or malformed id', async () => {
    expect((await view({ pageId: '999999' })).reason).toBe('no content with id 999999');
    expect((await view({ pageId: 'abc' })).reason).toMatch(/pageId must be a positive integer \(got "abc"\)/);
    expect((await view({ articleId: 'no-such-article' })).__typename).toBe('NotFound');
    expect((await view({ galleryId: 'x1' })).reason).toMatch(/galleryId must be a positive integer or "all"/);
  });

  it('refuses an empty or overlong route with a BAD_USER_INPUT error that names the field', async () => {
    const empty = await gateway.query(VIEW, { variables: { input: {} } });
    expect(empty.errors?.[0]).toMatchObject({ message: expect.stringMatching(/give one of previewId, pageId/), extensions: { code: 'BAD_USER_INPUT' } });
    const long = await gateway.query(VIEW, { variables: { input: { slug: 'a'.repeat(201) } } });
    expect(long.errors?.[0]).toMatchObject({ message: 'slug must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT', field: ['input', 'slug'] } });
    const wrongType = await gateway.query(VIEW, { variables: { input: { pageId: 10 } } });
    expect(wrongType.errors?.[0]?.message).toMatch(/String cannot represent a non string value: 10/);
  });

  it('shows a preview to a signed-in person, marked as one', async () => {
    const browser = new BrowserSession(gateway);
    await signIn(browser, 'cliente@estancia.pt', 'Cliente#2026');
    const answer = await browser.query<ViewAnswer>(VIEW, { input: { previewId: String(PAGE_IDS.preview) } });
    expect(answer.data?.contentView).toMatchObject({ __typename: 'Page', isPreview: true, publication: 'PUBLISHED', layout: 'ACCORDION' });
    expect(answer.data?.contentView.title).toMatch(/pré-visualização/);
    // The same item is not readable outside the preview.
    expect((await view({ pageId: String(PAGE_IDS.preview) })).reason).toBe(`no content with id ${PAGE_IDS.preview}`);
  });

  it('sanitizes rich text and fills SEO tags from the page or the site defaults', async () => {
    const page = await view({ slug: 'a-estancia' });
    for (const block of page.blocks ?? []) expect(block.html).not.toMatch(/<script|onerror=|style=/i);
    expect(page.seo?.title).toMatch(/\S/);
    expect(page.seo?.description).toMatch(/\S/);
    expect(page.seo?.keywords).toMatch(/\S/);
    expect(page.breadcrumbs?.[0]).toEqual({ title: 'Início', href: '/' });
    expect(page.breadcrumbs?.at(-1)).toEqual({ title: page.title, href: null });
  });

  it('shows an article with at most two other recent news items beside it', async () => {
    const news = (await upstreamContentList('news')).filter((n) => n.info.date.published && Date.parse(n.info.date.published) <= Date.now());
    const newest = [...news].sort((a, b) => Date.parse(b.info.date.published ?? '') - Date.parse(a.info.date.published ?? ''))[0];
    const article = await view({ articleId: String(newest?.id) }, 'en');
    expect(article.__typename).toBe('Article');
    expect(article.related?.length).toBe(2);
    expect(article.related?.map((r) => r.databaseId)).not.toContain(newest?.id);
    expect(article.breadcrumbs?.map((b) => b.title).slice(0, 2)).toEqual(['Home', 'News']);
  });

  it('opens a gallery with its pictures, embeddable videos and only its visible documents', async () => {
    const galleries = await upstreamContentList('gallery/order');
    const withVideo = galleries.find((g) => g.id !== 94 && g.info.media.image.some((m) => m.type === 'video') && g.info.date.published);
    expect(withVideo, 'the demo data has a gallery with a video').toBeDefined();
    const gallery = await view({ galleryId: String(withVideo?.id) });
    expect(gallery.__typename).toBe('Gallery');
    expect(gallery.media?.some((m) => m.__typename === 'Video' && /^https:\/\/www\.youtube-nocookie\.com\/embed\//.test(m.embedUrl ?? ''))).toBe(true);
    expect(gallery.media?.some((m) => m.__typename === 'Image')).toBe(true);
    const hidden = [...(withVideo?.info.media.doc ?? [])].filter((d) => d.visible === false).map((d) => d.name);
    for (const name of hidden) expect(gallery.documents?.map((d) => d.name)).not.toContain(name);
  });
});

describe('bad input to the content queries', () => {
  const gateway = gatewayForTests();

  it('names what is wrong', async () => {
    const negative = await gateway.query('query { page(pageId: -3) { title } }');
    expect(negative.errors?.[0]).toMatchObject({ message: 'pageId must be a positive integer', extensions: { code: 'BAD_USER_INPUT' } });
    const slug = await gateway.query('query { page(slug: "../etc/passwd") { title } }');
    expect(slug.errors?.[0]?.message).toMatch(/slug must be letters, digits and hyphens/);
    const neither = await gateway.query('query { page { title } }');
    expect(neither.errors?.[0]?.message).toBe('give pageId or slug');
    const unknown = await gateway.query<{ page: null }>('query { page(pageId: 999999) { title } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.page).toBeNull();
    const text = await gateway.query('query { page(pageId: "ten") { title } }');
    expect(text.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: "ten"/);
  });
});

describe('Query.pageAt: the page the menu attaches to a path (spec 001 §2.1, §2.6)', () => {
  const gateway = gatewayForTests();
  const flat = (entries: MenuChild[]): MenuChild[] => entries.flatMap((e) => [e, ...flat(e.children)]);

  it('answers the page of the menu entry linked at the path, localized; null where none is', async () => {
    const entry = flat(await upstreamMenu()).find((e) => e.link === '/store' && e.id_content);
    expect(entry, 'the demo menu attaches a page to /store').toBeDefined();
    const page = await upstreamContent(entry?.id_content ?? 0);
    const english = page?.content[0]?.language['2']?.title;
    const answer = await gateway.query<{ store: { title: string; databaseId: number }; none: null }>('query { store: pageAt(path: "/store") { title databaseId } none: pageAt(path: "/nowhere") { title } }', {
      language: 'en',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.store).toEqual({ title: english || page?.content[0]?.title, databaseId: entry?.id_content });
    expect(answer.data?.none).toBeNull();
  });

  it('refuses something that is not a path of the site', async () => {
    const answer = await gateway.query('query { pageAt(path: "https://evil.example/") { title } }');
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: ['path'] } });
  });
});

