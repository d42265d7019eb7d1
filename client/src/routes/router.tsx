import { Navigate, createBrowserRouter, redirect } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { homeLoader } from './home/loader.ts';
import { RootLayout, rootLoader } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/**
 * The site's routes. Each page route has a loader that starts its query (so data and the page's
 * code chunk load in parallel) and its own error boundary.
 */
export function createRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      loader: rootLoader,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          loader: homeLoader,
          lazy: { Component: async () => (await import('./home/HomePage.tsx')).HomePage },
          ErrorBoundary: RouteErrorBoundary,
        },
        // spec 000 §2: unknown paths redirect to the home page (the loader does; the element is a fallback).
        { path: '*', loader: () => redirect('/'), Component: RedirectHome },
      ],
    },
  ]);
}

function RedirectHome() {
  return <Navigate to="/" replace />;
}
