import { useCallback } from 'react';
import { COOKIE_CONSENT_KEY } from '../../components/layout/cookie-consent.ts';
import { useReloadRoute } from '../../hooks/useReloadRoute.ts';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages.ts';
import { resetEnvironments } from '../../relay/environment.ts';

/**
 * spec 000 §4: "the page then reloads" after signing in or out. The page is not reloaded from the
 * network: the Relay stores are dropped and the routes' loaders run again, so every query of the
 * page (header included) is asked again with the new session cookie.
 */
export function useSessionChanged(): () => void {
  const reloadRoute = useReloadRoute();
  return useCallback(() => {
    resetEnvironments();
    reloadRoute();
  }, [reloadRoute]);
}

/**
 * spec 000 §4: signing out clears the local storage. The site language (`lang`) is kept, so the
 * visitor goes on reading in the language they chose, and so is the cookie choice (`cookie-consent`),
 * so the banner does not come back. The session itself never was there: it is
 * an httpOnly cookie the gateway clears.
 */
export function clearLocalStorage(storage: Storage | undefined = safeLocalStorage()): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) if (key !== LANGUAGE_STORAGE_KEY && key !== COOKIE_CONSENT_KEY) storage.removeItem(key);
  } catch {
    // A storage the browser refuses to open holds nothing of ours.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let focusHeaderAccountEntry = false;

/** After signing in or out the header's account entry is replaced: focus goes to the new one. */
export function requestHeaderAccountFocus(): void {
  focusHeaderAccountEntry = true;
}

/**
 * True once after `requestHeaderAccountFocus`, if the focus was lost meanwhile (it was on the
 * replaced entry or in the closed dialog): the new header entry takes it. Focus the person has
 * put somewhere since is left alone.
 */
export function takeHeaderAccountFocus(): boolean {
  const take = focusHeaderAccountEntry;
  focusHeaderAccountEntry = false;
  return take && (document.activeElement === null || document.activeElement === document.body);
}
