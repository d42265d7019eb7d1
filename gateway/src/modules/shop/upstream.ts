import { catalogListAnswer, productGroupListAnswer, type CatalogItem, type ProductGroup } from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
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

/** One product, or null when the resort API has none (an empty list or a 404). */
async function oneProduct(api: UpstreamReader, path: string): Promise<CatalogItem | null> {
  try {
    return (await api.publicRead(path, catalogListAnswer)).data[0] ?? null;
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** spec 001 §7: GET store/product/{company}/{id}; the item is data[0]. */
export function fetchProduct(api: UpstreamReader, id: number): Promise<CatalogItem | null> {
  return oneProduct(api, `store/product/${api.segment(api.companyCode)}/${api.segment(id)}`);
}

/** spec 001 §7: GET store/product/slug/{company}/{slug} */
export function fetchProductBySlug(api: UpstreamReader, slug: string): Promise<CatalogItem | null> {
  return oneProduct(api, `store/product/slug/${api.segment(api.companyCode)}/${api.segment(slug)}`);
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
