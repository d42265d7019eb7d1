import './zod-config.ts';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { PageLoader } from './components/ui/PageLoader.tsx';
import { LOADER_TIMING } from './components/ui/PageLoader.timing.ts';
import { installGlobalErrorReporting } from './features/errors/client-error-reporter.ts';
import { i18n } from './i18n/i18n.ts';
import { createRouter } from './routes/router.tsx';
import './styles/global.css';

installGlobalErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Pages render their own <title>, description and sharing tags (React 19 puts them in <head>); the
// browser shows the first title of the document, so the ones the server wrote for the first address
// give way to them (the server marks those the pages render again: data-server-head).
for (const tag of document.head.querySelectorAll('title, [data-server-head]')) tag.remove();

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

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <EntryScreen />
    </I18nextProvider>
  </StrictMode>,
);
