import type { IncomingMessage } from 'node:http';
import type { LanguageCode } from '@estancia/resort-contract';
import { Kind, parse, valueFromASTUntyped, type DocumentNode } from 'graphql';
import { z } from 'zod';
import type { GatewayDeps } from '../../kernel/context.ts';
import type { PersistedOperations } from '../../plugins/persisted-operations.ts';
import { sessionCookieOf } from '../../session/cookies.ts';
import type { ExtendPage } from '../site-html/page-handler.ts';
import type { SiteRoute } from '../site-html/site-routes.ts';
import { cookieConsentOf } from '../site-html/visitor-choices.ts';
import { firstScreen } from './first-screen.ts';
import { heldTapsScript } from './held-taps.ts';
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

/**
 * Runs one of the website's persisted operations as a visitor without a session, through the
 * whole GraphQL pipeline (server.ts gives Yoga's in-process fetch): the same response cache, the
 * same stale-if-error fallback and the same metrics as the browser's own request for it.
 */
export type VisitorRead = (request: { id: string; operationName: string; variables: Record<string, unknown>; language: LanguageCode }) => Promise<unknown>;

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
 * (the one its route loader sends) as a visitor without a session and writes
 *   - its answer into the page as `<script type="application/json" id="route-data">` (data, not
 *     code), which the browser's Relay network hands to the route's query instead of asking;
 *   - a preload of the page's largest picture, so it loads alongside the scripts.
 * Only the anonymous answer is ever written, and only into pages asked without a session cookie:
 * a signed-in visitor's page carries no data (their browser asks with their session), so no
 * private field reaches a page. An answer with errors is not written either: the browser then
 * asks and shows the error itself. An answer kept from before resort-api stopped answering keeps
 * its `extensions.stale` mark, so the page says its data may be out of date.
 */
export function firstPaint(deps: GatewayDeps, read: VisitorRead, persisted: PersistedOperations): ExtendPage {
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

  const answerOf = async (route: SiteRoute, language: LanguageCode, search: URLSearchParams): Promise<RouteAnswer | null> => {
    const operation = routeOperation(route, search);
    // The version of the query this build's route loader sends (the list keeps older ones too).
    const id = operation && persisted.idsOf(operation.name).find((candidate) => build.sends(candidate));
    const document = id ? documentOf(id) : null;
    if (!operation || !id || !document) return null;
    const variables = browserVariables(document, operation.variables);
    const answer = pageAnswer.safeParse(await read({ id, operationName: operation.name, variables, language }));
    if (!answer.success) return null;
    const stale = answer.data.extensions?.stale;
    return { id, variables, data: answer.data.data, ...(stale ? { extensions: { stale } } : {}) };
  };

  const screen = firstScreen(deps.config.CLIENT_DIST_DIR, deps.logger);
  const heldTaps = heldTapsScript(deps.config.CLIENT_DIST_DIR);

  return async ({ route, language, request, url }) => {
    let answer: RouteAnswer | null = null;
    try {
      answer = await withDeadline(answerOf(route, language, url.searchParams), ANSWER_WAIT_MS);
    } catch (error) {
      deps.logger.warn({ err: error, route: route.kind }, 'first-paint data unavailable; the browser will ask for it');
    }
    const hero = answer ? heroImage(route, answer.data) : null;
    // The picture first: it is what the first screen waits for longest.
    const preload = hero ? [heroPreload(hero)] : [];
    if (!answer || hasSession(request)) return { headExtra: [...preload, ...build.chunksOf(route)].join('\n    ') };
    const response = { data: answer.data, ...(answer.extensions ? { extensions: answer.extensions } : {}) };
    const block: RouteData = { language, operations: [{ id: answer.id, variables: answer.variables, response }] };
    const routeDataJson = scriptJson(block);
    // The page's markup from that same answer, so the first screen paints with the HTML.
    // Without the cookie banner for a visitor who has chosen (the choice rides in a cookie).
    const cookieConsent = cookieConsentOf(request.headers.cookie);
    const rootHtml = await screen({ url: url.href, language, routeData: block, routeDataJson, cookieConsent });
    // Taps on the painted page's controls are held until it is live, then done (held-taps.ts).
    const holdTaps = rootHtml === null ? null : heldTaps.tag();
    return {
      headExtra: [...(holdTaps ? [holdTaps] : []), ...preload, ...build.chunksOf(route, rootHtml !== null)].join('\n    '),
      bodyEnd: `<script type="application/json" id="${ROUTE_DATA_ID}">${routeDataJson}</script>`,
      ...(rootHtml === null ? {} : { root: { html: rootHtml, language } }),
    };
  };
}
