import { SITE_PAGE_ROUTES, type SitePageRouteRow } from '@estancia/resort-contract/site-routes';
import { Navigate, createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { SITE_PAGES } from './pages.tsx';
import { RootLayout, rootLoader } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

/** The website's router in the browser. */
export function createRouter() {
  return createBrowserRouter(siteRoutes());
}

/**
 * The site's routes, one per row of the route table (@estancia/resort-contract/site-routes, spec
 * 000 §2, spec 001 §2, spec 002 §2). Each page route has a loader that starts its query (so data
 * and the page's code chunk load in parallel, the chunk with its texts: page-texts.ts) and its own
 * error boundary. The server renders a visitor's first screen from the same routes (entry-server.tsx).
 */
export function siteRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        ...SITE_PAGE_ROUTES.map(pageRoute),
        // spec 000 §2: unknown paths redirect to the home page (the loader does; the element is a fallback).
        { path: '*', loader: () => redirect('/'), Component: RedirectHome },
      ],
    },
  ];
}

/** A row of the table as a child of the root route: `/` is its index, other paths relative to it. */
export function pageRoute(route: SitePageRouteRow): RouteObject {
  const { loader, Component, ErrorBoundary } = SITE_PAGES[route.page];
  const lazy = ErrorBoundary ? { Component, ErrorBoundary } : { Component };
  const page = { loader: loader(route), lazy, ...(ErrorBoundary ? {} : { ErrorBoundary: RouteErrorBoundary }) };
  return route.path === '/' ? { index: true, ...page } : { path: route.path.slice(1), ...page };
}

function RedirectHome() {
  return <Navigate to="/" replace />;
}
