import { readFileSync } from 'node:fs';
import type { Language } from './reservations-data.ts';

/**
 * The staff desk under test (spec 002 §2 /desk): the texts a clerk reads (the site's own `desk`
 * and `deskDay` translation files) and the desk's addresses.
 */
type Tree = Record<string, unknown>;
/** The desk's text namespaces, each with its folder under client/src/i18n/locales. */
const FOLDERS = { desk: 'desk', deskDay: 'desk-day' } as const;
type Namespace = keyof typeof FOLDERS;
const read = (namespace: Namespace, language: Language) =>
  JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/${FOLDERS[namespace]}/${language}.json`, import.meta.url), 'utf8')) as Tree;
const inLanguages = (namespace: Namespace): Record<Language, Tree> => ({ pt: read(namespace, 'pt'), en: read(namespace, 'en'), es: read(namespace, 'es'), fr: read(namespace, 'fr') });
const texts: Record<Namespace, Record<Language, Tree>> = { desk: inLanguages('desk'), deskDay: inLanguages('deskDay') };

function text(namespace: Namespace, language: Language, key: string, values: Record<string, string | number>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), texts[namespace][language]);
  if (typeof value !== 'string') throw new Error(`no ${namespace} text ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A text of the desk's sale screens (namespace `desk`), placeholders filled in. */
export function dt(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return text('desk', language, key, values);
}

/** A text of the desk's day screen (namespace `deskDay`: bookings, check-in, refunds), placeholders filled in. */
export function ddt(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return text('deskDay', language, key, values);
}

/** The desk's listing, a service's screen (the thermal circuit), the desk cart and the day's bookings. */
export const DESK_PATHS = ['/desk', '/desk/service/41', '/desk/cart', '/desk/day'] as const;
