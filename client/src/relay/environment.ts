import { Environment, RecordSource, Store } from 'relay-runtime';
import type { Language } from '../i18n/languages.ts';
import { createNetwork } from './network.ts';

const environments = new Map<Language, Environment>();

/**
 * One Relay environment per language: the store's records hold localized texts (menu titles,
 * banner captions), so a language has its own store rather than a store refetched in place.
 * Environments are kept for the visit, so switching back to a language shows its data at once.
 */
export function environmentFor(language: Language): Environment {
  let environment = environments.get(language);
  if (!environment) {
    environment = new Environment({
      network: createNetwork(language),
      store: new Store(new RecordSource()),
      // On the server (entry-server.tsx) a render never commits: no query is kept for a later one.
      isServer: typeof window === 'undefined',
    });
    environments.set(language, environment);
  }
  return environment;
}

/**
 * Forgets every environment: after signing in or out, the stores hold another person's view of
 * the data (the viewer, their account and orders), so the next queries start from empty stores.
 */
export function resetEnvironments(): void {
  environments.clear();
}
