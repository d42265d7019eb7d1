import { SITE_ROUTES, type SiteRouteRow } from '@estancia/resort-contract/site-routes';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

/** The route modules' sources, and the page map's (pages.tsx), as text. */
const sources = import.meta.glob<string>(['./*/*.tsx', './pages.tsx'], { query: '?raw', import: 'default', eager: true });

/** The router's tree with the table's paths, as router.tsx builds it (each row a child of the root). */
const tree: RouteObject[] = [
  {
    id: 'root',
    children: [
      ...SITE_ROUTES.map((row, index): RouteObject => (row.path === '/' ? { index: true, id: String(index) } : { path: row.path.slice(1), id: String(index) })),
      { path: '*', id: 'unknown' },
    ],
  },
];

const addressOf = (row: SiteRouteRow) => row.path.replace(/:(\w+)/g, (_match, name: string) => (name.endsWith('Id') ? '12' : 'x1'));

describe('the route table', () => {
  it.each(SITE_ROUTES.map((row, index) => [addressOf(row), index] as const))(
    '%s: the router ranks its own row first, the row the server takes first in the table',
    (address, index) => {
      const matched = matchRoutes(tree, address)?.at(-1)?.route.id;
      expect(matched).toBe(String(index));
      expect(SITE_ROUTES.findIndex((row) => new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}$`).test(address))).toBe(index);
    },
  );

  it.each(SITE_ROUTES.map((row) => [row.page, row.module] as const))('%s is exported by %s, the module the page map loads it from', (page, module) => {
    expect(sources[`./${module}`]).toMatch(new RegExp(`export (function|const) ${page}\\b`));
    expect(sources['./pages.tsx']).toContain(`import('./${module}'))).${page}`);
  });
});
