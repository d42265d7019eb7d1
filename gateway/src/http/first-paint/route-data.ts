import type { IncomingMessage } from 'node:http';
import type { LanguageCode } from '@estancia/resort-contract';
import { Kind, parse, valueFromASTUntyped, type DocumentNode } from 'graphql';
import { z } from 'zod';
import type { GatewayDeps } from '../../kernel/context.ts';
import type { PersistedOperations } from '../../plugins/persisted-operations.ts';
import { sessionCookieOf } from '../../session/cookies.ts';
import type { SessionRead, VisitorRead } from '../pipeline-read.ts';
import type { ExtendPage, PageExtension, PageExtra } from '../site-html/page-handler.ts';
import type { SiteRoute } from '../site-html/site-routes.ts';
import { cookieConsentOf } from '../site-html/visitor-choices.ts';
import { firstScreen } from './first-screen.ts';
import type { HeldTapsScript } from './held-taps.ts';
import { heroImage, type HeroImage } from './hero-image.ts';
import { siteBuild } from './site-build.ts';
import { routeOperation } from './route-operation.ts';

/** The `id` of the data block; the client reads it (client/src/relay/route-data.ts). */
export const ROUTE_DATA_ID = 'route-data';
/** A page waits at most this long for its data; past it the page goes out without, and the browser asks. */
const ANSWER_WAIT_MS = 1500;

/** What the data block holds: the answer of one operation, as the browser would have received it. */
export interface RouteData {
  language: LanguageCode;
  operations: Array<{ id: string; variables: Record<string, unknown>; response: { data: unknown; extensions?: { stale: { since: string } } } }>;
}

interface RouteAnswer {
  id: string;
  variables: Record<string, unknown>;
  data: unknown;
  extensions?: { stale: { since: string } };
}

/** JSON that can sit inside `<script>`: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The preload of a page's largest picture, at the width its layout draws it. */
export function heroPreload(hero: HeroImage): string {
  const set = hero.srcSet ? ` imagesrcset="${attr(hero.srcSet)}" imagesizes="${attr(hero.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${attr(hero.src)}"${set} fetchpriority="high">`;
}

function hasSession(request: IncomingMessage): boolean {
  return sessionCookieOf(request.headers.cookie) !== null;
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export type { SessionRead, VisitorRead };

/** The answer of a visitor's read, when it is one a page may carry: data, no errors. */
const pageAnswer = z.object({ data: z.record(z.string(), z.unknown()), errors: z.undefined().optional(), extensions: z.object({ stale: z.object({ since: z.string() }).optional() }).passthrough().optional() });

/**
 * The variables as the browser's Relay network sends them: every variable the operation declares,
 * the route's value, else its default, else null. The same spelling gives the same response cache
 * entry, so the page's first paint and a later visit in the browser share one cached answer.
 */
export function browserVariables(document: DocumentNode, given: Record<string, unknown>): Record<string, unknown> {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const declared = operation?.kind === Kind.OPERATION_DEFINITION ? (operation.variableDefinitions ?? []) : [];
  return Object.fromEntries(
    declared.map((definition) => {
      const name = definition.variable.name.value;
      const value = name in given ? given[name] : definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : null;
      return [name, value];
    }),
  );
}

/**
 * The first paint of a page without a data round: the server runs the page's own persisted query
 * (the one its route loader sends) and writes
 *   - its answer into the page as `<script type="application/json" id="route-data">` (data, not
 *     code), which the browser's Relay network hands to the route's query instead of asking;
 *   - the first screen's markup rendered from that answer (first-screen.ts);
 *   - a preload of the page's largest picture, so it loads alongside the scripts.
 * Public pages carry the anonymous answer, and only when asked without a session cookie: a
 * signed-in visitor's public page carries no data (their browser asks with their session), so no
 * private field reaches a page another could be given. A visitor's own pages (their purchases,
 * profile, the desk: `session` operations) are read with their session when they have one, and
 * that page is theirs alone: rendered for them, never kept, sent `private, no-store`. An answer
 * with errors is not written: the browser then asks and shows the error itself. An answer kept
 * from before resort-api stopped answering keeps its `extensions.stale` mark, so the page says its
 * data may be out of date.
 */
export function firstPaint(deps: GatewayDeps, read: VisitorRead, persisted: PersistedOperations, readAs: SessionRead, heldTaps: HeldTapsScript): ExtendPage {
  const documents = new Map<string, DocumentNode>();
  const documentOf = (id: string): DocumentNode | null => {
    const cached = documents.get(id);
    if (cached) return cached;
    const text = persisted.get(id);
    if (!text) return null;
    const document = parse(text);
    documents.set(id, document);
    return document;
  };

  const build = siteBuild(deps.config.CLIENT_DIST_DIR);

  /** The route's query as this build's route loader sends it; null for a page without one. */
  const operationOf = (route: SiteRoute, search: URLSearchParams) => {
    const operation = routeOperation(route, search);
    // The version of the query this build's route loader sends (the list keeps older ones too).
    const id = operation && persisted.idsOf(operation.name).find((candidate) => build.sends(candidate));
    const document = id ? documentOf(id) : null;
    if (!operation || !id || !document) return null;
    return { id, operationName: operation.name, variables: browserVariables(document, operation.variables), session: operation.session === true };
  };

  /** The answer as the page may carry it; null when it is not one (errors, no data). */
  const routeAnswer = (id: string, variables: Record<string, unknown>, body: unknown): RouteAnswer | null => {
    const answer = pageAnswer.safeParse(body);
    if (!answer.success) return null;
    const stale = answer.data.extensions?.stale;
    return { id, variables, data: answer.data.data, ...(stale ? { extensions: { stale } } : {}) };
  };

  const screen = firstScreen(deps.config.CLIENT_DIST_DIR, deps.logger);

  /** The page with its answer: the data block, and the first screen rendered from it. */
  const withAnswer = async (page: PageExtension, answer: RouteAnswer, preload: string[], keep: boolean, timing: Record<string, number>): Promise<PageExtra> => {
    const { route, language, request, url } = page;
    const response = { data: answer.data, ...(answer.extensions ? { extensions: answer.extensions } : {}) };
    const block: RouteData = { language, operations: [{ id: answer.id, variables: answer.variables, response }] };
    const routeDataJson = scriptJson(block);
    // The page's markup from that same answer, so the first screen paints with the HTML.
    // Without the cookie banner for a visitor who has chosen (the choice rides in a cookie).
    const cookieConsent = cookieConsentOf(request.headers.cookie);
    const rendering = performance.now();
    const rootHtml = await screen({ url: url.href, language, routeData: block, routeDataJson, cookieConsent, keep });
    const render = performance.now() - rendering;
    // Taps on the painted page's controls are held until it is live, then done (held-taps.ts).
    const holdTaps = rootHtml === null ? null : heldTaps.tag();
    return {
      headExtra: [...(holdTaps ? [holdTaps] : []), ...preload, ...build.chunksOf(route, rootHtml !== null)].join('\n    '),
      bodyEnd: `<script type="application/json" id="${ROUTE_DATA_ID}">${routeDataJson}</script>`,
      ...(rootHtml === null ? {} : { root: { html: rootHtml, language } }),
      timing: { ...timing, render },
    };
  };

  /**
   * A visitor's own page ("paint the shell at once and the data without a second round trip where
   * the session allows"): without a session cookie the browser shows it as to anyone signed out.
   */
  const ownPage = async (page: PageExtension, operation: NonNullable<ReturnType<typeof operationOf>>): Promise<PageExtra> => {
    const cookie = page.request.headers.cookie;
    const chunks = () => build.chunksOf(page.route).join('\n    ');
    if (!cookie || !hasSession(page.request)) return { headExtra: chunks() };
    const { id, operationName, variables } = operation;
    let read: Awaited<ReturnType<SessionRead>> | null = null;
    const reading = performance.now();
    try {
      read = await withDeadline(readAs({ id, operationName, variables, language: page.language, cookie }), ANSWER_WAIT_MS);
    } catch (error) {
      deps.logger.warn({ err: error, operation: operationName }, "a signed-in visitor's page data unavailable; the browser will ask for it");
    }
    const timing = { data: performance.now() - reading };
    const own = { private: true, setCookies: read?.setCookies ?? [], timing } as const;
    const answer = read ? routeAnswer(id, variables, read.answer) : null;
    return answer ? { ...own, ...(await withAnswer(page, answer, [], false, timing)) } : { ...own, headExtra: chunks() };
  };

  return async (page) => {
    const { route, language, request, url } = page;
    const operation = operationOf(route, url.searchParams);
    if (operation?.session) return ownPage(page, operation);
    let answer: RouteAnswer | null = null;
    const reading = performance.now();
    if (operation) {
      const { id, operationName, variables } = operation;
      try {
        answer = await withDeadline(read({ id, operationName, variables, language }).then((body) => routeAnswer(id, variables, body)), ANSWER_WAIT_MS);
      } catch (error) {
        deps.logger.warn({ err: error, operation: operationName }, 'first-paint data unavailable; the browser will ask for it');
      }
    }
    const hero = answer ? heroImage(route, answer.data) : null;
    // The picture first: it is what the first screen waits for longest.
    const preload = hero ? [heroPreload(hero)] : [];
    const timing: Record<string, number> = operation ? { data: performance.now() - reading } : {};
    if (!answer || hasSession(request)) return { headExtra: [...preload, ...build.chunksOf(route)].join('\n    '), timing };
    return withAnswer(page, answer, preload, true, timing);
  };
}
