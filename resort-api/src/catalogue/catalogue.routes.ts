import { z } from '@hono/zod-openapi';
import { type ProductKind, catalogListAnswer, productGroupListAnswer } from '@estancia/resort-contract';
import { idParam } from '../accounts/params.ts';
import { companyParams, companyPath } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { toCatalogItem, toProductGroup } from './catalogue.answer.ts';
import {
  findProduct,
  findProductGroup,
  listProductGroups,
  listProductsOfGroup,
  listProductsOfKind,
} from './catalogue.repository.ts';

const LIST_NOTE =
  'Every product of the list, inactive and invisible ones and incomplete ones included: the reader lists only ' +
  'active, visible products with numeric totals and a principal component that has a name, VAT code and rate, ' +
  'net price and unit price (spec 001 §2.1). Prices: price with VAT (2 decimals), price_s_vat net (3 decimals), ' +
  'taxe the VAT rate in percent.';

/** The catalogue lists of spec 001 §7, by path and the product kind each answers. */
const CATALOGUE_LISTS: ReadonlyArray<{ path: string; kind: ProductKind; summary: string; description: string }> = [
  {
    path: '/estancia/forfait/{companycode}',
    kind: 'forfait',
    summary: 'Lift passes',
    description: 'Passes: info.forfait (the pass) and info.pista (the slope price); the listed price is their sum.',
  },
  {
    path: '/estancia/equipamento/{companycode}',
    kind: 'equipamento',
    summary: 'Equipment rental',
    description: 'Equipment: one value price in info.value (no clothing, accessories, pass or class).',
  },
  {
    path: '/estancia/pack/{companycode}',
    kind: 'pack',
    summary: 'Packs',
    description:
      'Packs: info.price entries (forfait, pista, equipamento, aula) whose sum is the listed price; ' +
      'info.detail.pessoas people. Category Família: pass and slope per pack; otherwise times pessoas; ' +
      'equipment per person (spec 001 §9).',
  },
  {
    path: '/estancia/activity/{companycode}',
    kind: 'activity',
    summary: 'Activities',
    description: 'Activities: one value price in info.value. Product 90 (the slope rental line) is here too: readers hide it.',
  },
  {
    path: '/estancia/voucher/{companycode}',
    kind: 'voucher',
    summary: 'Gift vouchers',
    description: 'Vouchers: like packs, info.price entries and info.detail.pessoas.',
  },
  {
    path: '/estancia/aula/info/{companycode}',
    kind: 'aula',
    summary: 'Lesson price list',
    description:
      'Lessons (spec 001 §2.6): info.value and info.detail with the price, duracao_min 60 and category 1 Ski, 2 Snowboard.',
  },
];

function listRoute(path: string, summary: string, description: string) {
  return bearerRoute(['catalogue'], `get ${path}`, {
    summary,
    description: `${description} ${LIST_NOTE}`,
    params: companyParams,
    responses: answers(200, 'The products, in catalogue order', catalogListAnswer, { 400: 'Malformed company code', 404: 'Unknown company code' }),
  });
}

const slugParam = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,127}$/, { error: 'must be a slug (lower-case letters, digits and "-")' })
  .openapi({ param: { name: 'slug', in: 'path' }, description: 'The product slug.', example: 'forfait-1-dia-adulto' });

const codgrupoParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be a product group code (letters, digits, "-" or "_")' })
  .openapi({ param: { name: 'codgrupo', in: 'path' }, description: 'The product group code.', example: 'FORFAIT' });

function oneItemRoute(path: string, summary: string, description: string, params: z.ZodObject) {
  return bearerRoute(['catalogue'], `get ${path}`, {
    summary,
    description,
    params,
    responses: answers(200, 'The product, alone in data', catalogListAnswer, { 400: 'Malformed company code, id or slug', 404: 'Unknown company code or product' }),
  });
}

export const productByIdRoute = bearerRoute(['catalogue'], 'get /store/product/{companycode}/{id}', {
  summary: 'A product by id',
  description: 'Any product of the catalogue, alone in data (spec 001 §7 "item by id; array").',
  params: companyPath({ id: idParam('id', 'The product id.') }),
  responses: answers(200, 'The product, alone in data', catalogListAnswer, { 400: 'Malformed company code or id', 404: 'Unknown company code or product' }),
});

export const productBySlugRoute = oneItemRoute(
  '/store/product/slug/{companycode}/{slug}',
  'A product by slug',
  'Any product of the catalogue by its slug, alone in data.',
  companyPath({ slug: slugParam }),
);

export const lessonInfoRoute = oneItemRoute(
  '/estancia/aula/info/{companycode}/{id}',
  'One lesson\'s info',
  'A lesson product (spec 001 §7 "lesson info"), alone in data; 404 for a product that is not a lesson.',
  companyPath({ id: idParam('id', 'The lesson product id.') }),
);

export const productGroupsRoute = bearerRoute(['catalogue'], 'get /estancia/grupos/{companycode}', {
  summary: 'Product groups',
  description:
    'The cards of the tariffs screen (spec 001 §2.2), in order: codgrupo, the pt name, names by language id in ' +
    'translate ("1" pt … "4" fr; an empty one reads as pt) and an image-service path. The spec names the groups ' +
    'without showing their call; this is its shape here.',
  params: companyParams,
  responses: answers(200, 'The groups', productGroupListAnswer, { 400: 'Malformed company code', 404: 'Unknown company code' }),
});

export const productGroupProductsRoute = bearerRoute(['catalogue'], 'get /estancia/grupos/{companycode}/{codgrupo}', {
  summary: 'The products of a group',
  description: `The category screen store/{codgrupo} (spec 001 §2.2). ${LIST_NOTE}`,
  params: companyPath({ codgrupo: codgrupoParam }),
  responses: answers(200, 'The products of the group', catalogListAnswer, { 400: 'Malformed company code or group code', 404: 'Unknown company code or group' }),
});

export function registerCatalogueRoutes(app: ApiApp, deps: { db: Db }): void {
  for (const list of CATALOGUE_LISTS) {
    app.openapi(listRoute(list.path, list.summary, list.description), async (c) => {
      const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
      const rows = await listProductsOfKind(deps.db, companyCode, list.kind);
      return c.json(catalogListAnswer.parse({ data: rows.map(toCatalogItem) }), 200);
    });
  }

  app.openapi(productByIdRoute, async (c) => {
    const { companycode, id } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    const found = await findProduct(deps.db, companyCode, { id });
    if (!found) throw new ApiError(404, 'not_found', `No product ${id}`);
    return c.json(catalogListAnswer.parse({ data: [toCatalogItem(found)] }), 200);
  });

  app.openapi(productBySlugRoute, async (c) => {
    const { companycode, slug } = c.req.valid('param') as { companycode: string; slug: string };
    const companyCode = await requireCompany(deps.db, companycode);
    const found = await findProduct(deps.db, companyCode, { slug });
    if (!found) throw new ApiError(404, 'not_found', `No product with slug "${slug}"`);
    return c.json(catalogListAnswer.parse({ data: [toCatalogItem(found)] }), 200);
  });

  app.openapi(lessonInfoRoute, async (c) => {
    const { companycode, id } = c.req.valid('param') as { companycode: string; id: number };
    const companyCode = await requireCompany(deps.db, companycode);
    const found = await findProduct(deps.db, companyCode, { id });
    if (!found || found.product.kind !== 'aula') throw new ApiError(404, 'not_found', `No lesson ${id}`);
    return c.json(catalogListAnswer.parse({ data: [toCatalogItem(found)] }), 200);
  });

  app.openapi(productGroupsRoute, async (c) => {
    const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
    const rows = await listProductGroups(deps.db, companyCode);
    return c.json(productGroupListAnswer.parse({ data: rows.map(toProductGroup) }), 200);
  });

  app.openapi(productGroupProductsRoute, async (c) => {
    const { companycode, codgrupo } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    const group = await findProductGroup(deps.db, companyCode, codgrupo.toUpperCase());
    if (!group) throw new ApiError(404, 'not_found', `No product group "${codgrupo}"`);
    const rows = await listProductsOfGroup(deps.db, companyCode, group.codgrupo);
    return c.json(catalogListAnswer.parse({ data: rows.map(toCatalogItem) }), 200);
  });
}
