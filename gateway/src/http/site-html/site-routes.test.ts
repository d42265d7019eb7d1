import { readFileSync } from 'node:fs';
import { SITE_ROUTES, type SiteRouteRow } from '@estancia/resort-contract/site-routes';
import { describe, expect, it } from 'vitest';
import { routeOperation } from '../first-paint/route-operation.ts';
import { isIndexable, matchSiteRoute } from './site-routes.ts';
import { privatePrefixes, robotsTxt, sitePaths } from './sitemap.ts';

/** An address of a row: each parameter given a value its page accepts (ids as digits). */
function addressOf(row: SiteRouteRow): string {
  const values: Record<string, string> = { serviceId: '12', productId: '12', category: 'pass' };
  return row.path.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x1');
}

/** The operation names of the website's persisted queries (client/persisted-operations.json, written by the Relay compiler). */
const persistedQueries = new Set(
  Object.values(JSON.parse(readFileSync(new URL('../../../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>).flatMap(
    (text) => /^query (\w+)/.exec(text)?.[1] ?? [],
  ),
);

const read = (hrefs: string[]) => async () => {
  const none = { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
  return { data: { menu: hrefs.map((href) => ({ link: { href, external: false } })), articles: none, galleries: none, productGroups: [], pass: [] } };
};

describe('every page of the route table is served by the gateway as its row declares', () => {
  it.each(SITE_ROUTES.map((row) => [addressOf(row), row] as const))('%s', (address, row) => {
    const route = matchSiteRoute(address);
    // The address reaches its own row (the table's order puts fixed paths before parameters), so it has a head.
    expect(route.kind).not.toBe('unknown');
    expect(route.kind !== 'unknown' && route.row).toBe(row);
    expect(isIndexable(route)).toBe(row.access === 'public');
  });

  it.each(SITE_ROUTES.map((row) => [addressOf(row), row] as const))('%s: its query is the client\'s, and the server reads it for the first paint iff the row asks', (address, row) => {
    expect(persistedQueries).toContain(row.query);
    const operation = routeOperation(matchSiteRoute(address), new URLSearchParams(), new Date('2026-03-31T12:00:00Z'));
    if (!('firstPaint' in row)) {
      expect(operation).toBeNull();
      return;
    }
    expect(operation?.name).toBe(row.query);
    expect(operation?.session).toBe(row.firstPaint === 'session' ? true : undefined);
  });

  it('the sitemap lists every public page and no private one, and robots.txt keeps out exactly the private ones', async () => {
    const addresses = SITE_ROUTES.map(addressOf);
    const paths = await sitePaths(read(addresses), { id: 'site-map', name: 'SiteMap' });
    const disallowed = robotsTxt('https://site.example').split('\n').flatMap((line) => (line.startsWith('Disallow: ') ? [line.slice('Disallow: '.length)] : []));
    expect(disallowed).toEqual(privatePrefixes());
    for (const row of SITE_ROUTES) {
      const address = addressOf(row);
      expect(paths.includes(address), address).toBe(row.access === 'public');
      expect(disallowed.some((prefix) => address.startsWith(prefix)), address).toBe(row.access !== 'public');
    }
  });

  it('the sitemap lists the fixed public pages and the lists even when the menu names none of them', async () => {
    const paths = await sitePaths(read([]), { id: 'site-map', name: 'SiteMap' });
    expect(paths).toEqual(expect.arrayContaining(['/', '/store', '/store/tarifas', '/store/aulas', '/article/all', '/press/all', '/gallery/all', '/reservation/service', '/terms-conditions']));
    for (const row of SITE_ROUTES.filter((row) => row.access !== 'public')) expect(paths).not.toContain(addressOf(row));
  });
});

describe('addresses the table does not name, or names with a parameter that names nothing', () => {
  it.each(['/a/b/c', '/store/product/%3Cscript%3E', '/reservation/service/abc', '/desk/day/x', '/store/%E0%A4%A'])('%s is unknown', (address) => {
    expect(matchSiteRoute(address).kind).toBe('unknown');
  });

  it('takes the content route input from the parameters and the fixed ones', () => {
    expect(matchSiteRoute('/terms-conditions')).toMatchObject({ kind: 'content', input: { pageId: '53' } });
    expect(matchSiteRoute('/article/all/')).toMatchObject({ kind: 'content', input: { articleId: 'all' } });
    expect(matchSiteRoute('/some-page')).toMatchObject({ kind: 'content', input: { slug: 'some-page' } });
    expect(matchSiteRoute('/store/product/ski-pass')).toMatchObject({ kind: 'product', databaseId: null, slug: 'ski-pass' });
  });
});
