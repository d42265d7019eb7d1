import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/** The reads every page shares (site settings, menu), which the gateway keeps warm on its own. */
const isLayoutRead = (path: string) => path.startsWith('/web/settings/') || path.startsWith('/web/structure/');

describe('upstream calls', () => {
  let proxy: CountingProxy;
  let gateway: TestGateway;

  beforeAll(async () => {
    proxy = await startCountingProxy(inject('resortApiUrl'));
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy.close();
  });

  it('makes no duplicate upstream call within one request', async () => {
    gateway = await startTestGateway({ RESORT_API_URL: proxy.url, PUBLIC_CACHE_SECONDS: 0 });
    const { data } = await gateway.query<{ menu: { id: string }[]; banners: { id: string }[] }>(
      'query { menu { id children { id } } banners { id } again: banners { title } }',
    );
    const menuId = data?.menu[0]?.id;
    proxy.reset();
    const answer = await gateway.query(
      `query { menu { id title children { title } } banners { id title } more: banners { subtitle } item: node(id: "${menuId}") { id } }`,
    );
    expect(answer.errors).toBeUndefined();
    // The menu was read as the gateway started and is kept warm: the request reads only its banners.
    expect([...proxy.calls].sort()).toEqual(['/web/content/type/estancia/banner']);
  });

  it('reads each content call once for a whole article page (article, side column, SEO, breadcrumbs; layout kept warm)', async () => {
    const list = await gateway.query<{ articles: { edges: { node: { databaseId: number } }[] } }>('query { articles(first: 1) { edges { node { databaseId } } } }');
    const id = list.data?.articles.edges[0]?.node.databaseId;
    proxy.reset();
    const answer = await gateway.query(
      `query($input: ContentRouteInput!) {
        menu { title children { title } }
        contentView(input: $input) {
          ... on Article { title seo { title description } breadcrumbs { title } related { title seo { title } breadcrumbs { title } } }
        }
        articles(first: 3) { edges { node { title } } }
      }`,
      { variables: { input: { articleId: String(id) } } },
    );
    expect(answer.errors).toBeUndefined();
    expect([...proxy.calls].sort()).toEqual([
      `/web/content/estancia/${id}`,
      '/web/content/type/estancia/news',
    ]);
  });

  it('reads the site settings and menu once for many pages and refreshes them in the background', async () => {
    await gateway.close();
    proxy.reset();
    gateway = await startTestGateway({ RESORT_API_URL: proxy.url, LAYOUT_REFRESH_SECONDS: 1 });
    for (let page = 0; page < 3; page++) {
      const answer = await gateway.query('query { menu { id } siteSettings { name } }');
      expect(answer.errors).toBeUndefined();
    }
    const layoutCalls = () => proxy.calls.filter(isLayoutRead).sort();
    expect(layoutCalls()).toEqual(['/web/settings/estancia', '/web/structure/estancia/1']);
    // No request after this: the next reads happen on their own once the period is over.
    await expect.poll(layoutCalls, { timeout: 3000, interval: 100 }).toHaveLength(4);
  });

  it('shares public reads between requests while they are fresh', async () => {
    await gateway.close();
    gateway = await startTestGateway({ RESORT_API_URL: proxy.url, PUBLIC_CACHE_SECONDS: 60 });
    proxy.reset();
    const first = await gateway.query('query { banners { id title } }');
    const second = await gateway.query('query { banners { id title } }', { language: 'en' });
    expect(first.errors ?? second.errors).toBeUndefined();
    // (The settings and menu the gateway reads as it starts are not part of these requests.)
    expect(proxy.calls.filter((path) => !isLayoutRead(path))).toEqual(['/web/content/type/estancia/banner']);
  });
});
