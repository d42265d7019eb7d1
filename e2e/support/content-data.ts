import { readFileSync } from 'node:fs';
import { contentItemAnswer, contentListAnswer, siteSettingsAnswer, type ContentBlock, type ContentItem, type SiteSettings } from '@estancia/resort-contract';
import { PAGE_IDS } from '../../resort-api/src/db/seed-data/content-pages.ts';
import { DEMO_PAGE_IDS } from '../../resort-api/src/db/seed-data/pages.ts';

/**
 * The content of the stack under test, read directly from its resort API: the content pages'
 * tests check what a visitor sees against the live items, not against copies of the seed. Only the
 * seed's ids are borrowed, to know which items to read (the API has no list of all pages).
 */
const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;
const COMPANY = 'estancia';

async function get(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, RESORT_API), { headers: { authorization: 'Bearer dev-public-site-token' } });
  if (!response.ok) throw new Error(`resort API ${path}: ${response.status}`);
  return response.json();
}

export type Language = 'pt' | 'en' | 'es' | 'fr';
/** spec 000 §1: language ids. */
const LANGUAGE_IDS: Record<Language, string> = { pt: '1', en: '2', es: '3', fr: '4' };

/** A block's text in a language, with the pt fallback for an empty translation (design "Schema conventions"). */
export function localized(block: ContentBlock | undefined, field: 'title' | 'subtitle' | 'abstract', language: Language): string {
  if (!block) return '';
  const translated = block.language[LANGUAGE_IDS[language]]?.[field];
  return language !== 'pt' && translated && translated.trim() ? translated : block[field];
}

export type Publication = 'draft' | 'scheduled' | 'published';

/** spec 000 §4: none is a draft, a date in the future is scheduled, a date reached is published. */
export function publicationOf(item: ContentItem, now = new Date()): Publication {
  const published = item.info.date.published;
  if (!published) return 'draft';
  return Date.parse(published) > now.getTime() ? 'scheduled' : 'published';
}

/** spec 000 §4: lists hold published items whose end date, when set, has not passed. */
function listed(item: ContentItem, now = new Date()): boolean {
  const until = item.info.date.avaiable;
  return publicationOf(item, now) === 'published' && (!until || Date.parse(until) >= now.getTime());
}

/** One content item by id, as the public site reads it; null when there is none. */
export async function contentItem(id: number): Promise<ContentItem | null> {
  return contentItemAnswer.parse(await get(`web/content/${COMPANY}/${id}`)).data[0] ?? null;
}

/** The demo's content pages (type content) the public call answers, in id order. */
export async function contentPages(): Promise<ContentItem[]> {
  const ids = [...new Set([...Object.values(DEMO_PAGE_IDS), ...Object.values(PAGE_IDS)])].sort((a, b) => a - b);
  const items = await Promise.all(ids.map((id) => contentItem(id)));
  return items.filter((item): item is ContentItem => item !== null && item.info.type === 'content');
}

/** spec 000 §2: the layouts of type content; any other value is the default page. */
const KNOWN_LAYOUTS = ['card', 'accordion', 'tabs', 'contact', 'list', 'list-alt', '404'];
export type LayoutName = 'card' | 'accordion' | 'tabs' | 'contact' | 'list' | 'list-alt' | '404' | 'default';

export function layoutOf(item: ContentItem): LayoutName {
  return (KNOWN_LAYOUTS.includes(item.info.layout) ? item.info.layout : 'default') as LayoutName;
}

/** A published page with a slug in that layout. */
export async function publishedPageWithLayout(layout: LayoutName): Promise<ContentItem> {
  const page = (await contentPages()).find((item) => layoutOf(item) === layout && publicationOf(item) === 'published' && item.info.slug && !item.info.preview);
  if (!page) throw new Error(`the demo data has no published page with the ${layout} layout`);
  return page;
}

/** A page in a publication state other than published (spec 000 §4). */
export async function unpublishedPage(state: 'draft' | 'scheduled'): Promise<ContentItem> {
  const page = (await contentPages()).find((item) => publicationOf(item) === state && !item.info.preview);
  if (!page) throw new Error(`the demo data has no ${state} page`);
  return page;
}

/** The item saved for preview only (its id; the public call does not answer it). */
export const PREVIEW_ITEM_ID = PAGE_IDS.preview;

async function list(path: string): Promise<ContentItem[]> {
  return contentListAnswer.parse(await get(path)).data.filter((item) => listed(item));
}

/** The news list (spec 000 §2, §4): published, unexpired, newest first. */
export async function visibleNews(): Promise<ContentItem[]> {
  const items = await list(`web/content/type/${COMPANY}/news`);
  return items.sort((a, b) => Date.parse(b.info.date.published ?? '') - Date.parse(a.info.date.published ?? ''));
}

/** The press list (spec 000 §2, §4): published, unexpired. */
export async function visiblePress(): Promise<ContentItem[]> {
  return list(`web/content/type/${COMPANY}/press`);
}

/** The gallery list (spec 000 §4): published, without item 94 (the partner logos). */
export async function visibleGalleries(): Promise<ContentItem[]> {
  return (await list(`web/content/type/${COMPANY}/gallery/order`)).filter((item) => item.id !== 94);
}

export async function siteSettings(): Promise<SiteSettings> {
  return siteSettingsAnswer.parse(await get(`web/settings/${COMPANY}`)).data;
}

/** An article's address on the site (spec 000 §2 "Links used": ./article/{slug or id}). */
export const articlePath = (item: ContentItem): string => `/article/${item.info.slug || item.id}`;

/** The host an article's or press item's source link shows (http:// added when missing, spec 000 §2). */
export function sourceHost(item: ContentItem): string | null {
  const link = item.info.source.link.trim();
  if (!link) return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `http://${link}`).host;
  } catch {
    return null;
  }
}

type Tree = Record<string, unknown>;
const contentTexts = Object.fromEntries(
  (['pt', 'en', 'es', 'fr'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/content/${language}.json`, import.meta.url), 'utf8')) as Tree,
  ]),
) as Record<Language, Tree>;

/** A text of the content pages (client/src/i18n/locales/content), placeholders filled in. */
export function ct(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), contentTexts[language]);
  if (typeof value !== 'string') throw new Error(`no content text ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** A date as the site writes it (Lisbon time, the site language's long form). */
export function siteDate(iso: string, language: Language): string {
  const locale = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' }[language];
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Lisbon' }).format(new Date(iso));
}
