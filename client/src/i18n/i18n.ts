import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, readStoredLanguage, storeLanguage, type Language } from './languages.ts';
import { initialLanguage } from './language-address.ts';
import { messages } from './resources.ts';
import type { TextSources } from './text-sources.ts';

/** One namespace's texts in one language, as its chunk's module. */
type TextChunk = (language: Language) => Promise<{ default: ResourceKey }>;

/**
 * Where each namespace's texts come from. The start-up texts are known from the start; the
 * others join as the modules of their screens are evaluated (`loadTexts`, `textsOnDemand`).
 */
const sources = new Map<string, TextChunk>([['translation', (language) => messages[language]()]]);

/** i18next's way of reading a namespace in one language: its chunk, loaded on demand. */
const textChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const source = sources.get(namespace);
    if (!source || !isLanguage(language)) {
      done(new Error(`No texts for the namespace ${namespace} in ${language}`), false);
      return;
    }
    source(language).then(
      (chunk) => done(null, chunk.default),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The site's i18next instance. Only the language the visitor reads in is downloaded, namespace
 * by namespace as their screens load; switching language first loads every namespace in use in
 * the new one, then switches (`changeLanguage`). Every language file has every key (keys.test.ts),
 * so no language needs another's texts as a fallback, and none is downloaded for that.
 * Texts that come from the server (menu, banners) are localized by the gateway instead, from the
 * `accept-language` header the Relay network sends (see relay/network.ts).
 */
export const i18n = i18next.createInstance();

const started = i18n
  .use(textChunks)
  .use(initReactI18next)
  .init({
    ns: ['translation'],
    lng: initialLanguage(readStoredLanguage()),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });

/** Loads of namespaces started by the screens' modules, until they are done. */
const loading = new Set<Promise<unknown>>();
/** The namespaces whose texts have been asked for (they then follow every switch of language). */
const requested = new Set<string>();

/**
 * Where a namespace's texts come from, without loading them yet: they download when a component
 * first reads the namespace (react-i18next asks i18next, which asks `textChunks`), not with the
 * code of the screen that may need them. `later` names them from a module loaded then too, so
 * nothing of them is on the screen's way to its first paint (scripts/bench/route-js.ts).
 */
export function textsOnDemand<Messages extends ResourceKey>(namespace: string, later: () => Promise<TextSources<Messages>>): void {
  if (!sources.has(namespace)) sources.set(namespace, async (language) => (await later())[language]());
}

/**
 * A screen's namespace: called where its module is evaluated (account-i18n.ts and the like), so its
 * texts in the current language download alongside the screen's code, and every later switch of
 * language brings them too. A component reading a namespace whose texts have not arrived yet
 * suspends until they have (react-i18next), so no key is ever shown in place of a text.
 */
export function loadTexts<Messages extends ResourceKey>(namespace: string, texts: TextSources<Messages>): void {
  if (!sources.has(namespace)) sources.set(namespace, (language) => texts[language]());
  if (requested.has(namespace)) return;
  requested.add(namespace);
  const load = i18n.loadNamespaces(namespace);
  loading.add(load);
  void load.finally(() => loading.delete(load));
}

/**
 * Resolves when the texts asked for so far are here. A route awaits it after loading its page's
 * code (routes/page-texts.ts), so the page renders whole in one pass, hydration included.
 */
export async function textsLoaded(): Promise<void> {
  await started;
  await Promise.all(loading);
}

function reflect(language: string): void {
  if (!isLanguage(language)) return;
  storeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', reflect);
reflect(i18n.language);

/** The language of a switch under way: its texts are downloading. */
let switchingTo: Language | null = null;

const shown = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * The language the site shows now or, during a switch, the one it is switching to: the pages'
 * loaders start their queries in that language (routes/query-loader.ts) while its texts download.
 */
export function currentLanguage(): Language {
  return switchingTo ?? shown();
}

/**
 * Switches the interface texts, `<html lang>` and the stored `lang`, once the texts of every
 * namespace in use have arrived in the new language. Server texts follow on revalidation. A later
 * call wins over one still under way (i18next switches to the last language asked for).
 */
export async function changeLanguage(language: Language): Promise<void> {
  const another = switchingTo !== null;
  switchingTo = language;
  try {
    await started;
    if (language !== shown() || another) await i18n.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}
