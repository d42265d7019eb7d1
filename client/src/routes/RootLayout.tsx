import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Environment } from 'relay-runtime';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { StaleNotice } from '../components/layout/StaleNotice.tsx';
import { AccountDialogsProvider } from '../features/account/index.ts';
import { changeLanguage, currentLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_PARAM, addressLanguage, searchInLanguage } from '../i18n/language-address.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { environmentFor } from '../relay/environment.ts';

interface RootData {
  environment: Environment;
}

/**
 * The environment of the current language. It comes from a loader so that, when the language
 * changes and the routes revalidate, the provider and the pages' query references switch to the
 * new environment in the same render.
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData | Response> {
  const url = new URL(request.url);
  const asked = addressLanguage(url.search);
  // The address names the language (back and forward between languages included); i18next
  // switches once that language's texts have arrived, before the environment is picked.
  if (asked) await changeLanguage(asked);
  // Keep the address in step with the language: an internal link without `lang` opens in the
  // language being read (the stored one, spec 000 §4), and pt has no parameter.
  const current = currentLanguage();
  if (url.searchParams.get(LANGUAGE_PARAM) !== (current === DEFAULT_LANGUAGE ? null : current)) {
    return redirect(`${url.pathname}${searchInLanguage(url.search, current)}${url.hash}`);
  }
  return { environment: environmentFor(currentLanguage()) };
}

export function RootLayout() {
  const { environment } = useLoaderData<RootData>();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <AccountDialogsProvider>
        <StaleNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AccountDialogsProvider>
      <ScrollRestoration />
    </RelayEnvironmentProvider>
  );
}
