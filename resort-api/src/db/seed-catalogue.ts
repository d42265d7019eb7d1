import { type CatalogItemInfo, SLOPE_RENTAL_PRODUCT_ID, catalogItemInfoSchema } from '@estancia/resort-contract';
import { count, eq } from 'drizzle-orm';
import { toResortIso } from '../lib/time.ts';
import { formatCents, formatMillis, netUnitMillisFromGross } from '../orders/arithmetic.ts';
import type { Tx } from './client.ts';
import type { FeatureGroupDoc, ProductTagDoc } from './json-types.ts';
import { type NewProductComponent, productComponents, productGroups, products } from './schema.ts';
import {
  BRAND_SEEDS,
  CATEGORY_SEEDS,
  FEATURE_SEEDS,
  PRODUCT_GROUP_SEEDS,
  PRODUCT_SEEDS,
} from './seed-data/catalogue.ts';
import type { ProductSeedEntry } from './seed-data/product-seed.ts';

/**
 * The demo catalogue (seed-data/catalogue.ts). Same rule as the rest of the seed: filled only
 * while the company has no products, so a restart never duplicates.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** VAT codes by rate (Portugal mainland): normal, intermediate, reduced. */
const VAT_CODES: Record<number, string> = { 23: 'NOR', 13: 'INT', 6: 'RED' };

function price(grossCents: number, vatRate: number) {
  return {
    price: formatCents(grossCents),
    price_s_vat: formatMillis(netUnitMillisFromGross(grossCents, vatRate)),
    taxe: vatRate,
  };
}

function buildInfo(seed: ProductSeedEntry, published: Date): CatalogItemInfo {
  const own = price(seed.grossCents, seed.vatRate);
  const entries = seed.entries ?? [];
  const link = (type: string) => entries.find((entry) => entry.type === type)?.id ?? null;
  const isPack = seed.kind === 'pack' || seed.kind === 'voucher';
  return catalogItemInfoSchema.parse({
    name: seed.pt.name,
    category: seed.pt.category ?? '',
    observation: seed.pt.observation ?? '',
    description: seed.pt.description ?? '',
    language: seed.translations,
    date: { published: toResortIso(published) },
    seo: { title: `${seed.pt.name} | Estância`, description: seed.pt.observation ?? '', keywords: seed.pt.category ?? '' },
    type: seed.tipo ?? 'standard',
    layout: seed.kind,
    slug: seed.slug,
    codgrupo: seed.codgrupo,
    forfait: seed.kind === 'forfait' ? { id: seed.id, ...own, category: seed.passCategory ?? '' } : null,
    pista:
      seed.kind === 'forfait' && seed.slopeCents !== undefined
        ? { id: SLOPE_RENTAL_PRODUCT_ID, ...price(seed.slopeCents, seed.vatRate) }
        : null,
    value: ['equipamento', 'activity', 'aula', 'service', 'entrance'].includes(seed.kind) ? own : null,
    detail:
      seed.kind === 'aula'
        ? { ...own, duracao_min: 60, category: seed.lessonCategory ?? null, detail_price: own }
        : isPack
          ? { price: own.price, price_s_vat: own.price_s_vat, taxe: own.taxe, pessoas: seed.pessoas ?? 1 }
          : seed.durationMin !== undefined
            ? { ...own, duracao_min: seed.durationMin }
            : null,
    price: entries.map((entry) => ({ id: entry.id, type: entry.type, name: entry.name, ...price(entry.grossCents, seed.vatRate) })),
    links: isPack ? { forfait: link('forfait'), equipamento: link('equipamento'), aula: link('aula') } : null,
  });
}

function componentLanguage(seed: ProductSeedEntry) {
  return Object.fromEntries(
    Object.entries(seed.translations).map(([languageId, t]) => [
      languageId,
      { nome: t.name, observacao: t.observation ?? '', descricao: t.description ?? '' },
    ]),
  );
}

function buildComponents(seed: ProductSeedEntry, productId: number): NewProductComponent[] {
  const gross = seed.grossCents;
  const principal: NewProductComponent = {
    productId,
    position: 0,
    principal: true,
    quantidade: 1,
    nome: seed.pt.name,
    observacao: seed.pt.observation ?? '',
    descricao: seed.pt.description ?? '',
    language: componentLanguage(seed),
    // An incomplete principal component: no VAT code, no net price (spec 001 §2.1).
    codigoIva: seed.incomplete ? null : (VAT_CODES[seed.vatRate] ?? 'NOR'),
    taxaIva: seed.vatRate,
    precoLiquido: seed.incomplete ? null : formatMillis(netUnitMillisFromGross(gross, seed.vatRate)),
    precoUnitario: formatCents(gross),
    linkImages: [seed.image, ...(seed.moreImages ?? [])],
  };
  const parts: NewProductComponent[] = (seed.entries ?? []).map((entry, index) => ({
    productId,
    position: index + 1,
    principal: false,
    quantidade: entry.type === 'equipamento' ? (seed.pessoas ?? 1) : 1,
    nome: entry.name,
    codigoIva: VAT_CODES[seed.vatRate] ?? 'NOR',
    taxaIva: seed.vatRate,
    precoLiquido: formatMillis(netUnitMillisFromGross(entry.grossCents, seed.vatRate)),
    precoUnitario: formatCents(entry.grossCents),
  }));
  if (seed.kind === 'forfait' && seed.slopeCents !== undefined) {
    parts.push({
      productId,
      position: 1,
      principal: false,
      nome: 'Aluguer da Pista',
      codigoIva: VAT_CODES[seed.vatRate] ?? 'NOR',
      taxaIva: seed.vatRate,
      precoLiquido: formatMillis(netUnitMillisFromGross(seed.slopeCents, seed.vatRate)),
      precoUnitario: formatCents(seed.slopeCents),
    });
  }
  return [principal, ...parts];
}

function tags(ids: readonly number[], source: 'categories' | 'brands'): ProductTagDoc[] {
  return ids.map((id) =>
    source === 'categories'
      ? { id, nome: CATEGORY_SEEDS[id]?.nome ?? '', language: CATEGORY_SEEDS[id]?.language ?? {} }
      : { id, nome: BRAND_SEEDS[id] ?? '', language: {} },
  );
}

function features(pairs: ReadonlyArray<[number, number]>): FeatureGroupDoc[] {
  const groups = new Map<number, FeatureGroupDoc>();
  for (const [groupId, valueId] of pairs) {
    const group = FEATURE_SEEDS[groupId];
    const value = group?.valores[valueId];
    if (!group || !value) continue;
    const doc = groups.get(groupId) ?? { id: groupId, nome: group.nome, language: { '2': { nome: group.en } }, valores: [] };
    doc.valores.push({ id: valueId, valor: value.valor, language: { '2': { valor: value.en } } });
    groups.set(groupId, doc);
  }
  return [...groups.values()];
}

/** Groups and products of the demo catalogue; zeros when the company has products already. */
export async function seedCatalogue(
  tx: Tx,
  companyCode: string,
  now: Date,
): Promise<{ productGroups: number; products: number }> {
  const [existing] = await tx.select({ n: count() }).from(products).where(eq(products.companyCode, companyCode));
  if ((existing?.n ?? 0) > 0) return { productGroups: 0, products: 0 };

  const groups = await tx
    .insert(productGroups)
    .values(PRODUCT_GROUP_SEEDS.map((group, index) => ({ companyCode, ...group, translate: { ...group.translate }, position: index + 1 })))
    .onConflictDoNothing()
    .returning({ id: productGroups.id });

  const inserted = await insertProducts(tx, companyCode, PRODUCT_SEEDS, now);
  return { productGroups: groups.length, products: inserted };
}

/**
 * Inserts the products of the seeds whose id is not taken yet, with their components; answers
 * how many. Positions follow the whole demo catalogue's order.
 */
export async function insertProducts(
  tx: Tx,
  companyCode: string,
  seeds: readonly ProductSeedEntry[],
  now: Date,
): Promise<number> {
  if (seeds.length === 0) return 0;
  const published = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - 60 * DAY_MS);
  const position = (seed: ProductSeedEntry) => PRODUCT_SEEDS.indexOf(seed) + 1;
  const rows = seeds.map((seed) => ({
    id: seed.id,
    companyCode,
    kind: seed.kind,
    codgrupo: seed.codgrupo,
    slug: seed.slug,
    tipo: seed.tipo ?? 'standard',
    activo: seed.activo ?? true,
    visible: seed.visible ?? true,
    position: position(seed),
    publishedAt: published,
    info: buildInfo(seed, published),
    categorias: tags(seed.categories, 'categories'),
    marcas: tags(seed.brands ?? [], 'brands'),
    caracteristicas: features(seed.features ?? []),
    imagens: [seed.image, ...(seed.moreImages ?? [])].map((link, order) => ({ link, name: seed.pt.name, description: '', principal: order === 0 })),
    documentos: (seed.documents ?? []).map((document) => ({ ...document, description: '', principal: false })),
    createdAt: published,
    modifiedAt: published,
  }));
  // Product ids are the resort's codes: another company's catalogue cannot reuse them.
  const inserted = await tx.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id });
  const insertedIds = new Set(inserted.map((row) => row.id));
  const components = seeds.filter((seed) => insertedIds.has(seed.id)).flatMap((seed) => buildComponents(seed, seed.id));
  if (components.length > 0) await tx.insert(productComponents).values(components);
  return inserted.length;
}
