import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { AccountDialogsProvider } from '../features/account/AccountDialogsContext.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { environmentFor } from '../relay/environment.ts';

interface RootData {
  environment: Environment;
}

/**
 * The environment of the current language. It comes from a loader so that, when the language
 * changes and the routes revalidate, the provider and the pages' query references switch to the
 * new environment in the same render.
 */
export function rootLoader(): RootData {
  return { environment: environmentFor(currentLanguage()) };
}

export function RootLayout() {
  const { environment } = useLoaderData<RootData>();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <AccountDialogsProvider>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AccountDialogsProvider>
      <ScrollRestoration />
    </RelayEnvironmentProvider>
  );
}
