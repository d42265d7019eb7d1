import { readFileSync } from 'node:fs';

/** The site's own translation resources, so tests look for what a visitor reads in each language. */
type Messages = Record<string, Record<string, unknown>>;

function load(language: 'pt' | 'en' | 'es' | 'fr'): Messages {
  return JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Messages;
}

export const messages = { pt: load('pt'), en: load('en'), es: load('es'), fr: load('fr') };

/** One message by its dotted key, e.g. `t('en', 'slideshow.label')`. */
export function t(language: keyof typeof messages, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages[language]);
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${language}`);
  return value;
}
