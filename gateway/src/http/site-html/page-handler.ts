/**
 * The website's pages with their head written by the server: every address of the website is
 * answered with the built `index.html` (client/dist), carrying the page's `<html lang>`, title,
 * description, canonical and `hreflang` alternates, Open Graph and Twitter card tags and its
 * JSON-LD (spec 000 §2 SEO tags), so crawlers and link previews read the page without running
 * JavaScript. The language comes from the address (`?lang=`, none for pt); an address
 * that names none, asked by a visitor who reads in another language (the `lang` cookie the website
 * keeps), is sent to that language's address. Unknown addresses and
 * content that is not there answer 404 with the same page: the website still sends people home
 * (spec 000 §2), crawlers see the status.
 *
 * Extension point: `extend` runs after the head is known and returns extra markup, `headExtra`
 * (end of `<head>`, e.g. a preload of the page's largest image), `bodyEnd` (end of `<body>`,
 * e.g. the route's GraphQL answer for the first paint) and `root` (the first screen's markup). It receives the route, the language, the
 * address and the computed head, so the first-paint work adds its markup without touching this
 * logic. Whatever it returns must already be escaped.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LanguageCode } from '@estancia/resort-contract';
import type { GatewayDeps } from '../../kernel/context.ts';
import { pageTexts } from '../../kernel/site-texts.ts';
import type { PageHeadData } from './page-data.ts';
import { visitorContext } from './page-data.ts';
import { notFoundHead, pageHead, type PageHead } from './page-head.ts';
import { renderSiteHtml, type RenderOptions } from './render.ts';
import { sameSiteLocation } from './same-site-path.ts';
import { addressInLanguage, addressLanguage } from './site-addresses.ts';
import { matchSiteRoute, type SiteRoute } from './site-routes.ts';
import { languageCookieOf } from './visitor-choices.ts';

export interface PageExtension {
  route: SiteRoute;
  language: LanguageCode;
  /** The address as asked, e.g. `/article/all?lang=en`. */
  url: URL;
  head: PageHead;
  request: IncomingMessage;
}

export type PageExtra = Pick<RenderOptions, 'headExtra' | 'bodyEnd' | 'root'> & {
  /**
   * The page carries one visitor's own data (read with their session): `Cache-Control: private,
   * no-store`, so no cache between them and the gateway keeps it, nor their browser past the visit.
   */
  private?: boolean;
  /** Cookies the page's own reads set for the visitor (e.g. a session no longer honoured, cleared). */
  setCookies?: string[];
  /** How long the page's own steps took, in ms (its data, its first screen), for `Server-Timing`. */
  timing?: Record<string, number>;
};

export type ExtendPage = (page: PageExtension) => Promise<PageExtra> | PageExtra;

export interface PageHandlerOptions {
  /** A route's head data, read through the GraphQL pipeline (page-data.ts pageHeadReader). */
  readHead: (route: SiteRoute, language: LanguageCode) => Promise<PageHeadData>;
  /** The built website's folder (holds index.html). */
  distDir: string;
  extend?: ExtendPage;
}

/** True for an address of a page (no file extension); files go to the static site. */
export function isPagePath(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') && !pathname.startsWith('/assets/');
}

export function sitePages(deps: GatewayDeps, options: PageHandlerOptions) {
  const { logger, publicCache, config } = deps;
  const siteUrl = config.PUBLIC_SITE_URL.replace(/\/+$/, '');

  /** The head of a path in a language: one in-process read, shared like public reads. */
  const headOf = (route: SiteRoute, path: string, language: LanguageCode): Promise<PageHead> =>
    publicCache.read(`site-head:${language}:${path}`, async () => {
      const data = await options.readHead(route, language);
      const ctx = visitorContext(deps, language);
      return pageHead(ctx, route, path, data);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', siteUrl);
    // A visitor who reads in another language opens an address that names none: the page in theirs.
    const inTheirs = addressInLanguage(url, languageCookieOf(req.headers.cookie));
    if (inTheirs) {
      // Only ever to a path of this site: the address asked may be crafted to leave it.
      res.writeHead(302, { location: sameSiteLocation(inTheirs, siteUrl), 'cache-control': 'no-cache', vary: 'cookie' }).end();
      return;
    }
    const language = addressLanguage(url.searchParams);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const route = matchSiteRoute(path);
    let template: string;
    try {
      template = await readFile(`${options.distDir}/index.html`, 'utf8');
    } catch (error) {
      logger.error({ err: error }, 'the built website has no index.html');
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The website is not built.');
      return;
    }
    let head: PageHead;
    try {
      head = await headOf(route, path, language);
    } catch (error) {
      // The page still works in the browser: serve the shell with the site's name, not an error.
      logger.warn({ err: error, path }, 'page head unavailable; serving the plain page');
      const name = pageTexts(language).name;
      head = { ...notFoundHead(language, { title: name, description: '', image: null }), status: 200 };
    }
    const extended = performance.now();
    const { private: own = false, setCookies = [], timing = {}, ...extra } = options.extend ? await options.extend({ route, language, url, head, request: req }) : {};
    // Where the time to first byte went, for the browser's tools and Lighthouse: the head, each of
    // the page's own steps and the whole of the answer.
    const serverTiming = Object.entries({ head: extended - started, ...timing, total: performance.now() - started })
      .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
      .join(', ');
    const html = renderSiteHtml(template, head, { siteUrl, siteName: pageTexts(language).name, ...extra });
    res.writeHead(head.status, {
      'content-type': 'text/html; charset=utf-8',
      // The page names its scripts by content hash: it must be revalidated to pick up a new build.
      // A visitor's own page is theirs alone: kept nowhere.
      'cache-control': own ? 'private, no-store' : 'no-cache',
      // What the visitor chose (language, cookies) and their session shape the page.
      vary: 'cookie',
      'server-timing': serverTiming,
      ...(setCookies.length > 0 ? { 'set-cookie': setCookies } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  return (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'page could not be served');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The page could not be served; try again shortly.');
    });
}
