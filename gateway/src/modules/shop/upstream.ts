import { catalogListAnswer, productGroupListAnswer, type CatalogItem, type ProductGroup } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';
import type { CartKind } from './pricing.ts';

/** spec 001 §7: the catalogue list call of each kind. */
const LIST_PATHS: Record<CartKind, string> = {
  forfait: 'estancia/forfait',
  equipamento: 'estancia/equipamento',
  pack: 'estancia/pack',
  activity: 'estancia/activity',
  voucher: 'estancia/voucher',
  aula: 'estancia/aula/info',
};

/** spec 001 §7: GET estancia/forfait | equipamento | pack | activity | voucher | aula/info/{company} */
export async function fetchCatalogue(api: UpstreamReader, kind: CartKind): Promise<CatalogItem[]> {
  const answer = await api.publicRead(`${LIST_PATHS[kind]}/${api.segment(api.companyCode)}`, catalogListAnswer);
  return answer.data;
}

/** spec 001 §7: GET store/product/{company}/{id}; the item is data[0]. */
export async function fetchProduct(api: UpstreamReader, id: number): Promise<CatalogItem | null> {
  const answer = await api.publicRead(`store/product/${api.segment(api.companyCode)}/${api.segment(id)}`, catalogListAnswer);
  return answer.data[0] ?? null;
}

/** spec 001 §7: GET store/product/slug/{company}/{slug} */
export async function fetchProductBySlug(api: UpstreamReader, slug: string): Promise<CatalogItem | null> {
  const answer = await api.publicRead(`store/product/slug/${api.segment(api.companyCode)}/${api.segment(slug)}`, catalogListAnswer);
  return answer.data[0] ?? null;
}

/** The product groups of the tariffs screen (spec 001 §2.2): GET estancia/grupos/{company}. */
export async function fetchProductGroups(api: UpstreamReader): Promise<ProductGroup[]> {
  const answer = await api.publicRead(`estancia/grupos/${api.segment(api.companyCode)}`, productGroupListAnswer);
  return answer.data;
}

/** The category screen store/{codgrupo} (spec 001 §2.2): GET estancia/grupos/{company}/{codgrupo}. */
export async function fetchGroupProducts(api: UpstreamReader, code: string): Promise<CatalogItem[]> {
  const answer = await api.publicRead(`estancia/grupos/${api.segment(api.companyCode)}/${api.segment(code)}`, catalogListAnswer);
  return answer.data;
}
