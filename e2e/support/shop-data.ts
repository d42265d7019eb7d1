import { readFileSync } from 'node:fs';
import { SLOPE_RENTAL_PRODUCT_ID, catalogListAnswer, contentItemAnswer, structureAnswer, type CatalogItem, type MenuChild } from '@estancia/resort-contract';

/**
 * The shop's catalogue as the resort API of the stack under test holds it, read directly (like
 * live-data.ts), with the listing rules of spec 001 §2.1, so the pages are checked against live data.
 */
const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;

export type ListKind = 'PASS' | 'EQUIPMENT' | 'PACK' | 'ACTIVITY' | 'LESSON';
export type Language = 'pt' | 'en' | 'es' | 'fr';

const PATHS: Record<ListKind, string> = {
  PASS: 'estancia/forfait/estancia',
  EQUIPMENT: 'estancia/equipamento/estancia',
  PACK: 'estancia/pack/estancia',
  ACTIVITY: 'estancia/activity/estancia',
  LESSON: 'estancia/aula/info/estancia',
};

const LANGUAGE_IDS: Record<Language, string> = { pt: '1', en: '2', es: '3', fr: '4' };

/** spec 001 §2.1: active, visible, with a total and a complete principal component; activity 90 hidden. */
function isListed(item: CatalogItem, kind: ListKind): boolean {
  if (!item.activo || !item.visible || item.total_liquido === null) return false;
  if (kind === 'ACTIVITY' && item.id === SLOPE_RENTAL_PRODUCT_ID) return false;
  const principal = item.composicao.find((component) => component.principal);
  return Boolean(
    principal?.descricao.nome.trim() &&
      principal.codigo_iva.trim() &&
      principal.taxa_iva !== null &&
      principal.valores.preco_liquido !== null &&
      principal.valores.preco_unitario !== null,
  );
}

export interface ListedProduct {
  id: number;
  name: string;
  category: string;
}

/** A product's text in a language, with the pt fallback the site applies to an empty translation. */
function inLanguage(item: CatalogItem, field: 'name' | 'category', language: Language): string {
  const translated = item.info.language[LANGUAGE_IDS[language]]?.[field];
  return language !== 'pt' && translated && translated.trim() ? translated : item.info[field];
}

/** The products a list shows, in the resort's order, named in a language. */
export async function listedProducts(kind: ListKind, language: Language): Promise<ListedProduct[]> {
  const response = await fetch(new URL(PATHS[kind], RESORT_API), { headers: { authorization: 'Bearer dev-public-site-token' } });
  if (!response.ok) throw new Error(`resort API ${PATHS[kind]}: ${response.status}`);
  const { data } = catalogListAnswer.parse(await response.json());
  return data.filter((item) => isListed(item, kind)).map((item) => ({ id: item.id, name: inLanguage(item, 'name', language), category: inLanguage(item, 'category', language) }));
}

type Tree = Record<string, unknown>;
const read = (language: Language) => JSON.parse(readFileSync(new URL(`../../client/src/i18n/locales/shop/${language}.json`, import.meta.url), 'utf8')) as Tree;
const shopTexts: Record<Language, Tree> = { pt: read('pt'), en: read('en'), es: read('es'), fr: read('fr') };

/** A text of the shop (client/src/i18n/locales/shop), placeholders filled in. */
export function st(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), shopTexts[language]);
  if (typeof value !== 'string') throw new Error(`no shop text ${key} in ${language}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The subtitle of the content page the menu attaches to a site path (spec 001 §2.1 intro blocks),
 * read from the resort API: the menu entry linked at the path, then its page.
 */
export async function menuPageText(path: string): Promise<string> {
  const headers = { authorization: 'Bearer dev-public-site-token' };
  const structures = structureAnswer.parse(await (await fetch(new URL('web/structure/estancia/1', RESORT_API), { headers })).json()).data;
  const flat = (entries: MenuChild[]): MenuChild[] => entries.flatMap((entry) => [entry, ...flat(entry.children)]);
  const entry = flat(structures.flatMap((structure) => structure.content.childs)).find((candidate) => candidate.link === path && candidate.id_content);
  if (!entry?.id_content) throw new Error(`no menu entry attaches a page to ${path}`);
  const page = contentItemAnswer.parse(await (await fetch(new URL(`web/content/estancia/${entry.id_content}`, RESORT_API), { headers })).json()).data[0];
  const subtitle = page?.content[0]?.subtitle ?? '';
  if (!subtitle) throw new Error(`the page attached to ${path} has no subtitle`);
  return subtitle;
}
