import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerItem } from '@estancia/resort-contract';
import { startTestGateway, type TestGateway } from './harness.ts';
import { upstreamBanners } from './upstream-data.ts';

interface BannerAnswer {
  id: string;
  title: string;
  subtitle: string;
  image: { url: string; alt: string } | null;
  link: { href: string; external: boolean } | null;
  verticalAlign: string;
  horizontalAlign: string;
  publishedAt: string | null;
  availableUntil: string | null;
}

const BANNERS = /* GraphQL */ `
  query Banners {
    banners { id title subtitle image { url alt } link { href external } verticalAlign horizontalAlign publishedAt availableUntil }
  }
`;

const inWindow = (b: BannerItem, now: Date) =>
  b.info.date.published !== null &&
  Date.parse(b.info.date.published) <= now.getTime() &&
  (b.info.date.avaiable === null || Date.parse(b.info.date.avaiable) >= now.getTime());

describe('Query.banners', () => {
  let gateway: TestGateway;
  let upstream: BannerItem[];
  const now = new Date();

  beforeAll(async () => {
    gateway = await startTestGateway({}, { now: () => now });
    upstream = await upstreamBanners();
  });
  afterAll(() => gateway.close());

  it('lists exactly the banners inside their publication window (spec 000 §4)', async () => {
    const { data, errors } = await gateway.query<{ banners: BannerAnswer[] }>(BANNERS);
    expect(errors).toBeUndefined();
    const expected = upstream.filter((b) => inWindow(b, now));
    expect(expected.length).toBeGreaterThan(1);
    expect(data?.banners.map((b) => b.title)).toEqual(
      [...expected].sort((a, b) => (a.info.order ?? 0) - (b.info.order ?? 0)).map((b) => b.content[0]?.title),
    );
  });

  it('leaves out a banner whose end date has passed, and a scheduled one, also by node id', async () => {
    const expired = upstream.find((b) => b.info.date.avaiable && Date.parse(b.info.date.avaiable) < now.getTime());
    const scheduled = upstream.find((b) => b.info.date.published && Date.parse(b.info.date.published) > now.getTime());
    expect(expired, 'the demo data has an expired banner').toBeDefined();
    expect(scheduled, 'the demo data has a scheduled banner').toBeDefined();
    const { data } = await gateway.query<{ banners: BannerAnswer[] }>(BANNERS);
    const titles = data?.banners.map((b) => b.title);
    expect(titles).not.toContain(expired?.content[0]?.title);
    expect(titles).not.toContain(scheduled?.content[0]?.title);

    const expiredId = Buffer.from(`Banner:${expired?.id}`).toString('base64url');
    const byId = await gateway.query<{ node: unknown }>(`query { node(id: "${expiredId}") { id } }`);
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.node).toBeNull();
  });

  it('answers in the request language and falls back to pt for an empty translation', async () => {
    const visible = upstream.filter((b) => inWindow(b, now));
    const withEmptyEnglish = visible.find((b) => !b.content[0]?.language['2']?.title?.trim());
    const translated = visible.find((b) => b.content[0]?.language['2']?.title?.trim());
    expect(withEmptyEnglish, 'the demo data has a visible banner without an English title').toBeDefined();
    expect(translated, 'the demo data has a visible banner with an English title').toBeDefined();

    const { data } = await gateway.query<{ banners: BannerAnswer[] }>(BANNERS, { language: 'en-GB,en;q=0.9' });
    const titles = data?.banners.map((b) => b.title);
    expect(titles).toContain(withEmptyEnglish?.content[0]?.title);
    expect(titles).toContain(translated?.content[0]?.language['2']?.title);
    expect(titles).not.toContain(translated?.content[0]?.title);
  });

  it('lets a field choose its language with the locale argument', async () => {
    const translated = upstream.filter((b) => inWindow(b, now)).find((b) => b.content[0]?.language['3']?.title?.trim());
    expect(translated).toBeDefined();
    const { data } = await gateway.query<{ banners: { es: string; pt: string }[] }>(
      'query { banners { es: title(locale: ES) pt: title(locale: PT) } }',
      { language: 'en' },
    );
    expect(data?.banners).toContainEqual({ es: translated?.content[0]?.language['3']?.title, pt: translated?.content[0]?.title });
  });

  it('gives each slide its caption alignment, link and publication times with an offset', async () => {
    const { data } = await gateway.query<{ banners: BannerAnswer[] }>(BANNERS);
    for (const banner of data?.banners ?? []) {
      expect(['TOP', 'CENTER', 'BOTTOM']).toContain(banner.verticalAlign);
      expect(['LEFT', 'CENTER', 'RIGHT']).toContain(banner.horizontalAlign);
      expect(banner.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
      if (banner.link) expect(banner.link.external).toBe(/^https?:\/\//.test(banner.link.href));
    }
    expect(data?.banners.some((b) => b.image === null), 'a slide without an image').toBe(true);
    expect(data?.banners.some((b) => b.link?.external), 'a slide with an external link').toBe(true);
  });
});
