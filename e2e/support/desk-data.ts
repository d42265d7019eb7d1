import { readFileSync } from 'node:fs';
import type { Language } from './reservations-data.ts';

/**
 * The staff desk under test (spec 002 §2 /desk): the texts a clerk reads (the site's own `desk`
 * translation files) and the desk's addresses.
 */
type Tree = Record<string, unknown>;
const read = (language: Language) => JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/desk/${language}.json`, import.meta.url), 'utf8')) as Tree;
const texts: Record<Language, Tree> = { pt: read('pt'), en: read('en'), es: read('es'), fr: read('fr') };

/** A text of the desk screens, placeholders filled in. */
export function dt(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), texts[language]);
  if (typeof value !== 'string') throw new Error(`no desk text ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The desk's listing, a service's screen (the thermal circuit), the desk cart and the day's bookings. */
export const DESK_PATHS = ['/desk', '/desk/service/41', '/desk/cart', '/desk/day'] as const;
