import type { Language } from './languages.ts';

/**
 * A namespace's texts, one chunk per language (a JSON module the bundler splits off): a visitor
 * downloads the texts of the language they read in, and those of another only when they switch
 * to it (i18n.ts). keys.test.ts checks that the four languages are complete.
 */
export type TextSources<Messages> = Record<Language, () => Promise<{ default: Messages }>>;
