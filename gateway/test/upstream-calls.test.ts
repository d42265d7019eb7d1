import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

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
    expect([...proxy.calls].sort()).toEqual(['/web/content/type/estancia/banner', '/web/structure/estancia/1']);
  });

  it('reads each content call once for a whole article page (layout, article, side column, SEO, breadcrumbs)', async () => {
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
      '/web/settings/estancia',
      '/web/structure/estancia/1',
    ]);
  });

  it('shares public reads between requests while they are fresh', async () => {
    await gateway.close();
    gateway = await startTestGateway({ RESORT_API_URL: proxy.url, PUBLIC_CACHE_SECONDS: 60 });
    proxy.reset();
    const first = await gateway.query('query { banners { id title } }');
    const second = await gateway.query('query { banners { id title } }', { language: 'en' });
    expect(first.errors ?? second.errors).toBeUndefined();
    expect(proxy.calls).toEqual(['/web/content/type/estancia/banner']);
  });
});
