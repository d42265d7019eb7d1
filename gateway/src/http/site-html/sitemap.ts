import type { IncomingMessage, ServerResponse } from 'node:http';
import { SITE_ROUTES } from '@estancia/resort-contract/site-routes';
import { XMLBuilder } from 'fast-xml-parser';
import { z } from 'zod';
import type { GatewayDeps } from '../../kernel/context.ts';
import type { PersistedOperations } from '../../plugins/persisted-operations.ts';
import type { VisitorRead } from '../pipeline-read.ts';
import { dataOf } from './page-data.ts';
import { SITE_LANGUAGES, siteAddress } from './site-addresses.ts';
import { isIndexable, matchSiteRoute } from './site-routes.ts';

/**
 * /sitemap.xml: every public address of the website — the menu's pages, the lists, each published
 * article and gallery, the shop's lists, categories and product pages — in the four languages,
 * each `<url>` with its `xhtml:link` alternates (sitemaps.org 0.9 with Google's hreflang
 * extension). /robots.txt points crawlers to it and keeps the private pages out.
 */
const SITEMAP_QUERY = /* GraphQL */ `
  query SiteMap($articlesAfter: String, $galleriesAfter: String, $firstRound: Boolean!, $articles: Boolean!, $galleries: Boolean!) {
    menu @include(if: $firstRound) {
      ...MapEntry
      children {
        ...MapEntry
        children {
          ...MapEntry
        }
      }
    }
    articles(first: 50, after: $articlesAfter) @include(if: $articles) {
      edges {
        node {
          path
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    galleries(first: 50, after: $galleriesAfter) @include(if: $galleries) {
      edges {
        node {
          databaseId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
    productGroups @include(if: $firstRound) {
      code
    }
    pass: products(kind: PASS) @include(if: $firstRound) {
      ...MapProduct
    }
    equipment: products(kind: EQUIPMENT) @include(if: $firstRound) {
      ...MapProduct
    }
    pack: products(kind: PACK) @include(if: $firstRound) {
      ...MapProduct
    }
    activity: products(kind: ACTIVITY) @include(if: $firstRound) {
      ...MapProduct
    }
    lesson: products(kind: LESSON) @include(if: $firstRound) {
      ...MapProduct
    }
    voucher: products(kind: VOUCHER) @include(if: $firstRound) {
      ...MapProduct
    }
  }

  fragment MapEntry on MenuItem {
    link {
      href
      external
    }
  }

  fragment MapProduct on Product {
    databaseId
    hasPage
  }
`;

const link = z.object({ href: z.string(), external: z.boolean() }).nullable();
const entry = z.object({ link, children: z.array(z.object({ link, children: z.array(z.object({ link })).optional() })).optional() });
const page = <T extends z.ZodType>(node: T) =>
  z.object({ edges: z.array(z.object({ node })), pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }) });
const product = z.array(z.object({ databaseId: z.number(), hasPage: z.boolean() }));
const sitemapData = z.object({
  menu: z.array(entry).optional(),
  articles: page(z.object({ path: z.string() })).optional(),
  galleries: page(z.object({ databaseId: z.number() })).optional(),
  productGroups: z.array(z.object({ code: z.string() })).optional(),
  pass: product.optional(),
  equipment: product.optional(),
  pack: product.optional(),
  activity: product.optional(),
  lesson: product.optional(),
  voucher: product.optional(),
});

/**
 * Pages the menu may not name but that are always there (spec 000 §2, spec 001 §2, spec 002 §2):
 * every public row of the route table with a fixed path, and the addresses a parameterised one
 * always has (the lists of articles, press and galleries).
 */
const FIXED_PATHS: string[] = SITE_ROUTES.filter((row) => row.access === 'public').flatMap((row) => [
  ...(row.path.includes(':') ? [] : [row.path]),
  ...('listed' in row ? row.listed : []),
]);

/** Most pages of articles or galleries read (50 each): a bound, not a limit met in practice. */
const MAX_PAGES = 20;

/** The site's public paths, in a stable order, each once, read as a visitor's reads through the pipeline. */
export async function sitePaths(read: VisitorRead, operation: { id: string; name: string }): Promise<string[]> {
  const paths = new Set(FIXED_PATHS);
  let articlesAfter: string | null = null;
  let galleriesAfter: string | null = null;
  let articles = true;
  let galleries = true;
  for (let round = 0; round < MAX_PAGES && (articles || galleries); round++) {
    const answer = await read({ id: operation.id, operationName: operation.name, language: 'pt', variables: { articlesAfter, galleriesAfter, firstRound: round === 0, articles, galleries } });
    const data = sitemapData.parse(dataOf(answer, "The sitemap's data"));
    if (round === 0) {
      for (const item of data.menu ?? []) {
        for (const node of [item, ...(item.children ?? []), ...(item.children ?? []).flatMap((child) => child.children ?? [])]) {
          if (node.link && !node.link.external && node.link.href.startsWith('/')) paths.add(node.link.href.split(/[?#]/)[0] ?? '/');
        }
      }
      for (const group of data.productGroups ?? []) paths.add(`/store/${encodeURIComponent(group.code)}`);
      const products = [data.pass, data.equipment, data.pack, data.activity, data.lesson, data.voucher].flatMap((list) => list ?? []);
      for (const item of products) if (item.hasPage) paths.add(`/store/product/${item.databaseId}`);
    }
    for (const edge of data.articles?.edges ?? []) paths.add(edge.node.path);
    for (const edge of data.galleries?.edges ?? []) paths.add(`/gallery/${edge.node.databaseId}`);
    articles = data.articles?.pageInfo.hasNextPage ?? false;
    articlesAfter = data.articles?.pageInfo.endCursor ?? null;
    galleries = data.galleries?.pageInfo.hasNextPage ?? false;
    galleriesAfter = data.galleries?.pageInfo.endCursor ?? null;
  }
  return [...paths].filter((path) => isIndexable(matchSiteRoute(path)));
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

/** The sitemap document: one `<url>` per path and language, each listing all four plus x-default. */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const url = paths.flatMap((path) => {
    const alternates = [
      ...SITE_LANGUAGES.map((language) => ({ '@_rel': 'alternate', '@_hreflang': language, '@_href': siteAddress(siteUrl, path, language) })),
      { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': siteAddress(siteUrl, path, 'pt') },
    ];
    return SITE_LANGUAGES.map((language) => ({ loc: siteAddress(siteUrl, path, language), 'xhtml:link': alternates }));
  });
  const body = builder.build({
    urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml', url },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

/**
 * Addresses a crawler must leave alone (account, cart, checkout, payment, desk, reservation cart,
 * previews), from the private rows of the route table: a whole first segment no public page
 * shares (`/desk` with its own pages, `/client/`), else the row's path up to its first parameter
 * (`/store/cart`, `/store/payment/`). And the API.
 */
export function privatePrefixes(): string[] {
  const firstSegment = (path: string) => path.split('/')[1] ?? '';
  const shared = new Set(SITE_ROUTES.filter((row) => row.access === 'public').map((row) => firstSegment(row.path)));
  const prefixes = SITE_ROUTES.filter((row) => row.access !== 'public').map((row) => {
    const segment = firstSegment(row.path);
    if (!shared.has(segment)) return SITE_ROUTES.some((other) => other.path === `/${segment}`) ? `/${segment}` : `/${segment}/`;
    const parameter = row.path.indexOf('/:');
    return parameter === -1 ? row.path : row.path.slice(0, parameter + 1);
  });
  return [...new Set([...prefixes, '/graphql'])];
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /sitemap.xml and /robots.txt; the sitemap is shared like public reads. */
export function siteMapRoutes(deps: GatewayDeps, persisted: PersistedOperations, read: VisitorRead) {
  const operation = persisted.register(SITEMAP_QUERY);
  const siteUrl = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const send = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': status === 200 ? 'public, max-age=300' : 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return {
    robots: (req: IncomingMessage, res: ServerResponse) => send(req, res, 200, 'text/plain', robotsTxt(siteUrl)),
    sitemap: async (req: IncomingMessage, res: ServerResponse) => {
      try {
        const xml = await deps.publicCache.read('site-map', async () => sitemapXml(siteUrl, await sitePaths(read, operation)));
        send(req, res, 200, 'application/xml', xml);
      } catch (error) {
        deps.logger.error({ err: error }, 'sitemap unavailable');
        send(req, res, 503, 'text/plain', 'The sitemap is unavailable for now; try again later.');
      }
    },
  };
}
