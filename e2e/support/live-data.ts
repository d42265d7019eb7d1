import { bannerListAnswer, structureAnswer, type BannerItem, type MenuChild } from '@estancia/resort-contract';

/**
 * The resort API of the stack under test, read directly: end-to-end tests check the page against
 * the live data, not against copies of the seed. (playwright.config.ts: resort-api listens on the
 * gateway's port + 1.)
 */
const RESORT_API = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 1}/`;

async function get(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, RESORT_API), { headers: { authorization: 'Bearer dev-public-site-token' } });
  if (!response.ok) throw new Error(`resort API ${path}: ${response.status}`);
  return response.json();
}

/** Banners inside their publication window now (spec 000 §4), in display order. */
export async function visibleBanners(now = new Date()): Promise<BannerItem[]> {
  const { data } = bannerListAnswer.parse(await get('web/content/type/estancia/banner'));
  return data
    .filter((b) => {
      const from = b.info.date.published ? Date.parse(b.info.date.published) : Number.NaN;
      const until = b.info.date.avaiable ? Date.parse(b.info.date.avaiable) : Number.POSITIVE_INFINITY;
      return from <= now.getTime() && now.getTime() <= until;
    })
    .sort((a, b) => (a.info.order ?? 0) - (b.info.order ?? 0));
}

/** Every banner the API holds, visible or not. */
export async function allBanners(): Promise<BannerItem[]> {
  return bannerListAnswer.parse(await get('web/content/type/estancia/banner')).data;
}

/** The main menu's top-level entries. */
export async function mainMenu(): Promise<MenuChild[]> {
  const { data } = structureAnswer.parse(await get('web/structure/estancia/1'));
  return (data.find((s) => s.info.principal) ?? data[0])?.content.childs ?? [];
}

/** A text in a language (language id as a string), with the pt fallback the site applies. */
export function inLanguage(pt: string, translations: Record<string, { title?: string; subtitle?: string } | null>, field: 'title' | 'subtitle', languageId: string): string {
  if (languageId === '1') return pt;
  const translated = translations[languageId]?.[field];
  return translated && translated.trim() ? translated : pt;
}
