import { bannerListAnswer, catalogListAnswer, contentItemAnswer, contentListAnswer, structureAnswer, type BannerItem, type CatalogItem, type ContentItem, type MenuChild } from '@estancia/resort-contract';
import { inject } from 'vitest';

/**
 * The resort API's own answers, read directly: tests derive what the gateway must answer from
 * the live data rather than from copies of the seed.
 */
async function upstreamGet(path: string): Promise<unknown> {
  const response = await fetch(new URL(path, inject('resortApiUrl')), {
    headers: { authorization: 'Bearer dev-public-site-token' },
  });
  if (!response.ok) throw new Error(`resort API ${path}: ${response.status}`);
  return response.json();
}

export async function upstreamBanners(): Promise<BannerItem[]> {
  return bannerListAnswer.parse(await upstreamGet('web/content/type/estancia/banner')).data;
}

export async function upstreamMenu(): Promise<MenuChild[]> {
  const structures = structureAnswer.parse(await upstreamGet('web/structure/estancia/1')).data;
  return (structures.find((s) => s.info.principal) ?? structures[0])?.content.childs ?? [];
}

export async function upstreamContentList(kind: 'news' | 'press' | 'testimony' | 'gallery/order'): Promise<ContentItem[]> {
  return contentListAnswer.parse(await upstreamGet(`web/content/type/estancia/${kind}`)).data;
}

export async function upstreamContent(id: number): Promise<ContentItem | null> {
  return contentItemAnswer.parse(await upstreamGet(`web/content/estancia/${id}`)).data[0] ?? null;
}

export async function upstreamCatalogue(list: 'forfait' | 'equipamento' | 'pack' | 'activity' | 'voucher' | 'aula/info'): Promise<CatalogItem[]> {
  return catalogListAnswer.parse(await upstreamGet(`estancia/${list}/estancia`)).data;
}
