import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from './i18n/i18n.ts';
import { createRouter } from './routes/router.tsx';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// Pages render their own <title> (React 19 puts it in <head>); the browser shows the first title
// of the document, so the shell's placeholder title gives way to them.
document.head.querySelector('title')?.remove();

const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
