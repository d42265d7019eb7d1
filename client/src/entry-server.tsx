import './zod-config.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { changeLanguage, currentLanguage, i18n } from './i18n/i18n.ts';
import { MAIN_CONTENT_ID } from './components/layout/SkipLink.tsx';
import { renderWithConsent } from './components/layout/cookie-consent.ts';
import { isLanguage } from './i18n/languages.ts';
import { resetEnvironments } from './relay/environment.ts';
import { primeRouteAnswers } from './relay/route-data.ts';
import { siteRoutes } from './routes/router.tsx';

/**
 * The server's render of a visitor's first screen (the gateway calls it, gateway/src/http/
 * first-paint/first-screen.ts): the page's markup from the same routes, components and data the
 * browser then hydrates, so the page paints before its scripts have run.
 *
 * The website keeps its state in modules (the language, the Relay environments, the page's data
 * block), as a browser tab has one of each. A render therefore takes them over for its duration,
 * one render at a time: it is CPU work without waits of its own (the data comes with the call and
 * every module is loaded once), so taking turns costs nothing a second thread would save.
 */
export interface FirstScreenRequest {
  /** The page's address, absolute. */
  url: string;
  language: string;
  /** The page's data block, as written into the page (client/src/relay/route-data.ts). */
  routeData: unknown;
  /** The visitor's cookie choice, from its cookie: a visitor who has chosen gets no banner. */
  cookieConsent?: string | null;
}

/** The markup of `#root`, or null when the page cannot be rendered whole from the data given. */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<string | null>;

const handler = createStaticHandler(siteRoutes());
/** A Suspense boundary the server left for the browser to fill (React's markers). */
const PLACEHOLDER = /<!--\$[?!]-->/;
let turn: Promise<unknown> = Promise.resolve();


async function render({ url, language, routeData, cookieConsent = null }: FirstScreenRequest): Promise<string | null> {
  if (!isLanguage(language)) return null;
  resetEnvironments();
  primeRouteAnswers(routeData);
  renderWithConsent(cookieConsent);
  try {
    await changeLanguage(language);
    const context = await handler.query(new Request(url));
    // A redirect or an answer of its own (not a page): the browser follows it.
    if (context instanceof Response) return null;
    if (context.errors || currentLanguage() !== language) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = () => (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nextProvider>
      </StrictMode>
    );
    let markup = renderToString(page());
    // A part whose code loads on demand (React.lazy) came out as a placeholder: wait until every
    // such part has loaded (once per process, the modules stay), then render again, whole.
    if (PLACEHOLDER.test(markup)) {
      await prerender(page());
      markup = renderToString(page());
    }
    if (PLACEHOLDER.test(markup)) return null;
    // Something waited for data or code the render did not have (a loader in place of the page),
    // or the page sends the visitor elsewhere: the browser renders that page itself.
    if (markup.includes('data-page-loader') || !markup.includes(`id="${MAIN_CONTENT_ID}"`)) return null;
    return withoutHeadTags(markup);
  } finally {
    renderWithConsent(null);
    primeRouteAnswers(null);
    resetEnvironments();
  }
}

/**
 * React writes the page's `<title>`, `<meta>` and `<link>` tags first, to be hoisted into `<head>`;
 * the server writes the head itself (gateway/src/http/site-html/render.ts), and the browser's React
 * puts its own there when it takes the page over, so they are left out of the markup.
 */
export function withoutHeadTags(markup: string): string {
  const head = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/.exec(markup);
  return head ? markup.slice(head[0].length) : markup;
}

export const renderFirstScreen: RenderFirstScreen = (request) => {
  const result = turn.then(() => render(request));
  turn = result.catch(() => undefined);
  return result;
};
