import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '@estancia/resort-contract';
import { startTestGateway, type TestGateway } from './harness.ts';
import { upstreamContentList } from './upstream-data.ts';

const at = (value: string | null) => (value ? Date.parse(value) : Number.NaN);

/** What spec 000 §4 lets a list show, worked out here from the resort API's own answer. */
function listed(items: ContentItem[], now: Date): ContentItem[] {
  return items.filter(
    (item) => at(item.info.date.published) <= now.getTime() && (item.info.date.avaiable === null || at(item.info.date.avaiable) >= now.getTime()),
  );
}

const titleOf = (item: ContentItem, languageId?: string) => {
  const block = item.content[0];
  const translated = languageId ? block?.language[languageId]?.title : undefined;
  return translated && translated.trim() ? translated : (block?.title ?? '');
};

describe('content lists (spec 000 §4)', () => {
  let gateway: TestGateway;
  const now = new Date();
  beforeAll(async () => {
    gateway = await startTestGateway({}, { now: () => now });
  });
  afterAll(() => gateway.close());

  it('lists only published news whose end date has not passed, newest first, in the asked language with pt fallback', async () => {
    const news = await upstreamContentList('news');
    const expected = listed(news, now).sort((a, b) => at(b.info.date.published) - at(a.info.date.published) || b.id - a.id);
    expect(news.length, 'the demo data has unlisted news too').toBeGreaterThan(expected.length);
    const { data, errors } = await gateway.query<{ articles: { totalCount: number; edges: { node: { title: string; path: string } }[] } }>(
      'query { articles(first: 50) { totalCount edges { node { title path } } } }',
      { language: 'en' },
    );
    expect(errors).toBeUndefined();
    expect(data?.articles.totalCount).toBe(expected.length);
    expect(data?.articles.edges.map((e) => e.node.title)).toEqual(expected.map((item) => titleOf(item, '2')));
    expect(data?.articles.edges.every((e) => e.node.path.startsWith('/article/'))).toBe(true);
  });

  it('pages the news forward with cursors, and refuses a page size out of range or a foreign cursor', async () => {
    const first = await gateway.query<{ articles: { edges: { node: { title: string } }[]; pageInfo: { endCursor: string; hasNextPage: boolean } } }>(
      'query { articles(first: 2) { edges { node { title } } pageInfo { endCursor hasNextPage } } }',
    );
    expect(first.data?.articles.edges).toHaveLength(2);
    expect(first.data?.articles.pageInfo.hasNextPage).toBe(true);
    const next = await gateway.query<{ articles: { edges: { node: { title: string } }[] } }>(
      'query($after: String) { articles(first: 2, after: $after) { edges { node { title } } } }',
      { variables: { after: first.data?.articles.pageInfo.endCursor } },
    );
    expect(next.data?.articles.edges[0]?.node.title).not.toBe(first.data?.articles.edges[0]?.node.title);

    const tooMany = await gateway.query('query { articles(first: 500) { totalCount } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toMatch(/first must be an integer from 1 to 50/);
    const bogus = await gateway.query('query { articles(after: "bm90LWEtY3Vyc29y") { totalCount } }');
    expect(bogus.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bogus.errors?.[0]?.message).toMatch(/after is not a cursor/);
  });

  it.each(['pressItems', 'galleries', 'testimonials'])('refuses a bad page size or cursor for %s, naming the argument', async (list) => {
    const size = await gateway.query(`query { ${list}(first: 0) { totalCount } }`);
    expect(size.errors?.[0]).toMatchObject({ message: 'first must be an integer from 1 to 50', extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    const cursor = await gateway.query(`query { ${list}(after: "bm90LWEtY3Vyc29y") { totalCount } }`);
    expect(cursor.errors?.[0]).toMatchObject({ message: 'after is not a cursor of this list', extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
    const type = await gateway.query(`query { ${list}(first: "ten") { totalCount } }`);
    expect(type.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: "ten"/);
  });

  it('gives the press source an http:// when the link has none, and its host', async () => {
    const press = listed(await upstreamContentList('press'), now);
    const bare = press.find((item) => item.info.source.link && !/^https?:\/\//.test(item.info.source.link));
    const full = press.find((item) => /^https?:\/\//.test(item.info.source.link));
    expect(bare, 'the demo data has a source link without a scheme').toBeDefined();
    expect(full, 'and one with').toBeDefined();
    const { data } = await gateway.query<{ pressItems: { edges: { node: { title: string; source: { url: string; host: string } | null } }[] } }>(
      'query { pressItems(first: 50) { edges { node { title source { url host } } } } }',
    );
    const byTitle = new Map(data?.pressItems.edges.map((e) => [e.node.title, e.node.source]));
    expect(byTitle.get(titleOf(bare as ContentItem))?.url).toBe(new URL(`http://${bare?.info.source.link}`).toString());
    expect(byTitle.get(titleOf(full as ContentItem))?.url).toBe(new URL(full?.info.source.link ?? '').toString());
    expect(byTitle.get(titleOf(full as ContentItem))?.host).toBe(new URL(full?.info.source.link ?? '').host);
  });

  it('lists published galleries without the partner logos (94)', async () => {
    const galleries = await upstreamContentList('gallery/order');
    expect(galleries.some((g) => g.id === 94), 'item 94 is in the upstream gallery list').toBe(true);
    const expected = listed(galleries, now).filter((g) => g.id !== 94);
    const { data } = await gateway.query<{ galleries: { edges: { node: { databaseId: number; cover: { src: string } | null } }[] } }>(
      'query { galleries(first: 50) { edges { node { databaseId cover { src(size: THUMBNAIL) } } } } }',
    );
    expect(data?.galleries.edges.map((e) => e.node.databaseId).sort()).toEqual(expected.map((g) => g.id).sort());
    expect(data?.galleries.edges.some((e) => e.node.cover?.src.includes('w=450&h=300'))).toBe(true);
  });

  it('shows only accepted testimonials, never the visitor’s e-mail', async () => {
    const testimonies = await upstreamContentList('testimony');
    const accepted = testimonies.filter((t) => t.info.status === 'accepted');
    expect(testimonies.some((t) => t.info.status === 'under_review'), 'the demo data has one under review').toBe(true);
    const { data } = await gateway.query<{ testimonials: { totalCount: number; edges: { node: { name: string; message: string } }[] } }>(
      'query { testimonials(first: 50) { totalCount edges { node { name message } } } }',
    );
    expect(data?.testimonials.totalCount).toBe(accepted.filter((t) => !t.info.date.published || at(t.info.date.published) <= now.getTime()).length);
    const names = data?.testimonials.edges.map((e) => e.node.name) ?? [];
    for (const hidden of testimonies.filter((t) => t.info.status !== 'accepted')) expect(names).not.toContain(hidden.content[0]?.name);
    expect(JSON.stringify(data)).not.toMatch(/@/);
  });
});
