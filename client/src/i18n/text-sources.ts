import { LANGUAGES, type Language } from './languages.ts';

/**
 * A namespace's texts, one chunk per language (a JSON module the bundler splits off): a visitor
 * downloads the texts of the language they read in, and those of another only when they switch
 * to it (i18n.ts). keys.test.ts checks that the four languages are complete.
 */
export type TextSources<Messages> = Record<Language, () => Promise<{ default: Messages }>>;

/**
 * A namespace's sources from its folder's language files, as the bundler found them
 * (`import.meta.glob('./locales/<namespace>/*.json')`: one lazy chunk a file), keyed by the
 * language each file is named for.
 */
export function textSources<Messages>(files: Record<string, () => Promise<unknown>>): TextSources<Messages> {
  const load = (language: Language) => {
    const file = Object.keys(files).find((path) => path.endsWith(`/${language}.json`));
    if (!file) throw new Error(`No ${language}.json among ${Object.keys(files).join(', ')}`);
    return files[file] as () => Promise<{ default: Messages }>;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, load(language)])) as TextSources<Messages>;
}
