import type { MenuChild } from '@estancia/resort-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './harness.ts';
import { upstreamMenu } from './upstream-data.ts';

interface MenuAnswer {
  id: string;
  title: string;
  link: { href: string; external: boolean } | null;
  children: MenuAnswer[];
}

const MENU = /* GraphQL */ `
  fragment Entry on MenuItem { id title link { href external } }
  query Menu { menu { ...Entry children { ...Entry children { ...Entry children { ...Entry } } } } }
`;

function shape(entries: MenuChild[], language: '1' | '2'): unknown[] {
  return entries.map((e) => ({
    title: (language !== '1' && e.language[language]?.title?.trim()) || e.title,
    children: shape(e.children, language),
  }));
}

function strip(entries: MenuAnswer[]): unknown[] {
  return entries.map((e) => ({ title: e.title, children: strip(e.children ?? []) }));
}

describe('Query.menu', () => {
  let gateway: TestGateway;
  let upstream: MenuChild[];

  beforeAll(async () => {
    gateway = await startTestGateway();
    upstream = await upstreamMenu();
  });
  afterAll(() => gateway.close());

  it('is the principal structure entry’s tree, in order, in pt and en', async () => {
    const pt = await gateway.query<{ menu: MenuAnswer[] }>(MENU);
    expect(pt.errors).toBeUndefined();
    expect(strip(pt.data?.menu ?? [])).toEqual(shape(upstream, '1'));
    const en = await gateway.query<{ menu: MenuAnswer[] }>(MENU, { language: 'en' });
    expect(strip(en.data?.menu ?? [])).toEqual(shape(upstream, '2'));
    expect(upstream.some((e) => e.children.length > 0), 'the demo menu has a dropdown').toBe(true);
  });

  it('marks external links, which the site opens in a new tab, and turns slugs and pages into paths', async () => {
    const { data } = await gateway.query<{ menu: MenuAnswer[] }>(MENU);
    const all = (data?.menu ?? []).flatMap(function flat(e): MenuAnswer[] {
      return [e, ...e.children.flatMap(flat)];
    });
    expect(all.some((e) => e.link?.external)).toBe(true);
    for (const entry of all) {
      if (!entry.link) continue;
      if (entry.link.external) expect(entry.link.href).toMatch(/^https?:\/\//);
      else expect(entry.link.href).toMatch(/^\//);
    }
  });

  it('reads an entry again by its node id', async () => {
    const { data } = await gateway.query<{ menu: MenuAnswer[] }>(MENU);
    const child = data?.menu.find((e) => e.children.length)?.children[0];
    expect(child).toBeDefined();
    const again = await gateway.query<{ node: { title: string } | null }>(
      `query { node(id: "${child?.id}") { ... on MenuItem { title } } }`,
    );
    expect(again.data?.node?.title).toBe(child?.title);
  });
});
