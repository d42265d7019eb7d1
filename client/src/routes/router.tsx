import { Navigate, createBrowserRouter, redirect } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { orderHistoryLoader, profileLoader, recoveryLoader, registerLoader } from './account/loaders.ts';
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
        // Account screens (spec 000 §2): each in its own chunk, with the forms, dialogs and table it uses.
        {
          path: 'regist/client',
          loader: registerLoader,
          lazy: { Component: async () => (await import('./account/RegisterPage.tsx')).RegisterPage },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: 'regist/client/recovery/:code',
          loader: recoveryLoader,
          lazy: { Component: async () => (await import('./account/RecoveryPage.tsx')).RecoveryPage },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: 'client/perfil',
          loader: profileLoader,
          lazy: { Component: async () => (await import('./account/ProfilePage.tsx')).ProfilePage },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: 'client/order',
          loader: orderHistoryLoader,
          lazy: { Component: async () => (await import('./account/OrderHistoryPage.tsx')).OrderHistoryPage },
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
