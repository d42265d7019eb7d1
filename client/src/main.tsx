import { StrictMode, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { PageLoader } from './components/ui/PageLoader.tsx';
import { LOADER_TIMING } from './components/ui/PageLoader.timing.ts';
import { keepConsentCookie } from './components/layout/cookie-consent.ts';
import { installGlobalErrorReporting } from './features/errors/index.ts';
import { currentLanguage, i18n, textsLoaded } from './i18n/i18n.ts';
import { SERVER_RENDERED } from './first-screen.ts';
import { createRouter } from './routes/router.tsx';
import { replayHeldTaps, whenTakenOver } from './start/held-taps.ts';
import { hydrationErrorReporter } from './start/hydration-report.ts';
import './styles/global.css';

installGlobalErrorReporting();
keepConsentCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Pages render their own <title>, description and sharing tags (React 19 puts them in <head>); the
// browser shows the first title of the document. The server's tags for the first address (those
// the pages render again: the title and those marked data-server-head) give way to the page's as
// these arrive, so the document never lacks a title nor keeps two descriptions that drift apart.
// A tag React has taken over as its own (it does so with a matching one as it hydrates) stays.
const serverHead = [...document.head.querySelectorAll('title, [data-server-head]')];
const sameKind = (tag: Element) => {
  if (tag.tagName === 'TITLE') return 'title';
  const name = tag.getAttribute('name');
  return name === null ? `meta[property="${CSS.escape(tag.getAttribute('property') ?? '')}"]` : `meta[name="${CSS.escape(name)}"]`;
};
new MutationObserver(() => {
  for (const tag of serverHead) if (tag.isConnected && document.head.querySelectorAll(sameKind(tag)).length > 1) tag.remove();
}).observe(document.head, { childList: true });

// Creating the router starts the first page's loader and code chunk at once.
const router = createRouter();

/**
 * spec 000 §2, spec 002 §2 "Entry screen": a loader for about 500 ms from the start of the visit.
 * The time counts from the navigation, so the seconds the scripts took to arrive are part of it;
 * the first page's data and code load meanwhile.
 */
function EntryScreen() {
  const [entered, setEntered] = useState(() => performance.now() >= LOADER_TIMING.entryMs);
  useEffect(() => {
    if (entered) return undefined;
    const timer = window.setTimeout(() => setEntered(true), LOADER_TIMING.entryMs - performance.now());
    return () => window.clearTimeout(timer);
  }, [entered]);
  return entered ? <RouterProvider router={router} /> : <PageLoader />;
}

/** Where the visitor has scrolled the server's page to, followed until the page is live. */
function followScroll() {
  let place = { x: window.scrollX, y: window.scrollY };
  const note = () => {
    place = { x: window.scrollX, y: window.scrollY };
  };
  window.addEventListener('scroll', note, { passive: true });
  return {
    place: () => place,
    stop: () => window.removeEventListener('scroll', note),
  };
}

/**
 * Once the server's markup is the live page, every part of it, and what its first render started
 * has settled (start/held-taps.ts), the page says so: the attribute goes, its text fields take the
 * pointer (global.css) and taps are no longer held; then it does what the taps held until then
 * asked. It wraps the page rather than sitting beside it: a sibling would shift every `useId` below
 * it, and the ids the server wrote would no longer match the browser's.
 *
 * The router's scroll restoration (RootLayout) puts a page it mounts at its top; a visitor who has
 * been reading the server's page and scrolled keeps their place instead.
 */
function Live({ root, scroll, children }: { root: HTMLElement; scroll: ReturnType<typeof followScroll>; children: ReactNode }) {
  useLayoutEffect(() => {
    scroll.stop();
    const { x, y } = scroll.place();
    if (x !== 0 || y !== 0) window.scrollTo(x, y);
    whenTakenOver(root, () => {
      if (!root.hasAttribute(SERVER_RENDERED)) return;
      root.removeAttribute(SERVER_RENDERED);
      replayHeldTaps(root);
    });
  }, [root, scroll]);
  return children;
}

/** Resolves when the router has run the first page's loaders and loaded its code. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A visitor's first screen comes rendered by the server (entry-server.tsx) in the language it
 * names. The page then takes it over as it is (hydration): what shows is already the page, so the
 * entry loader has nothing to cover. A page in another language than the one this browser reads
 * in (the stored choice, spec 000 §4) or without server markup is rendered here from scratch.
 */
async function start(root: HTMLElement): Promise<void> {
  const rendered = root.getAttribute(SERVER_RENDERED);
  if (rendered) {
    const scroll = followScroll();
    // The page's code, data and texts (in the visitor's language only: i18n.ts) all here, the
    // browser's first render is the server's markup.
    await Promise.all([routerReady(), textsLoaded()]);
    const location = router.state.location;
    const same = rendered === currentLanguage() && `${location.pathname}${location.search}` === `${window.location.pathname}${window.location.search}`;
    if (same && !router.state.errors) {
      // The server's markup as it came, to name what differs should the browser's render not match.
      const serverCopy = root.cloneNode(true);
      hydrateRoot(
        root,
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <Live root={root} scroll={scroll}>
              <RouterProvider router={router} />
            </Live>
          </I18nextProvider>
        </StrictMode>,
        { onRecoverableError: hydrationErrorReporter(root, serverCopy) },
      );
      return;
    }
    // Rendered anew here: its controls take the pointer from the start.
    scroll.stop();
    root.removeAttribute(SERVER_RENDERED);
    root.replaceChildren();
  }
  // The entry loader speaks the visitor's language: its texts first (one small chunk).
  await textsLoaded();
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <EntryScreen />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start(container);
