import { formatCents, type CatalogItem, type MediaEntry, type ProductFile } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { localize } from '../../locale.ts';
import { safeHtml } from '../../kernel/html.ts';
import { isSlug } from '../../kernel/links.ts';
import { fieldLanguage } from '../../kernel/localized.ts';
import { money } from '../../kernel/money.ts';
import { toGlobalId } from '../../kernel/global-id.ts';
import { cartKindOf, cartKindOfItem, productKindOf } from './kinds.ts';
import type { ProductParent } from './parents.ts';
import { type CartKind, isListed, listedPriceCents } from './pricing.ts';

/** A product's picture or document as the content module's media entry (Image and Document resolve those). */
function asMedia(file: ProductFile): MediaEntry {
  return { link: file.link, name: file.name, description: file.description, type: '', url: '', visible: null };
}

/** The listed products of a kind, as parents. */
export async function listedProducts(ctx: GatewayContext, kind: CartKind): Promise<ProductParent[]> {
  const items = await ctx.loaders.shop.catalogue.load(kind);
  return items.filter((item) => isListed(item, kind)).map((item) => ({ item, kind }));
}

/** A product by id or slug, when it is listed in the list it says it belongs to. */
async function listedProduct(ctx: GatewayContext, item: CatalogItem | null): Promise<ProductParent | null> {
  const kind = item ? cartKindOfItem(item.kind) : null;
  return item && kind && isListed(item, kind) ? { item, kind } : null;
}

/** `node(id:)` for a product: only a listed one. */
export async function productNode(key: string, ctx: GatewayContext): Promise<ProductParent | null> {
  if (!/^[1-9]\d{0,9}$/.test(key)) return null;
  return listedProduct(ctx, await ctx.loaders.shop.productById.load(Number(key)));
}

const text = (item: CatalogItem, field: 'name' | 'category' | 'observation' | 'description', args: { locale?: 'PT' | 'EN' | 'ES' | 'FR' | null }, ctx: GatewayContext) =>
  localize(item.info[field], item.info.language, field, fieldLanguage(args, ctx));

export const shopResolvers: Resolvers = {
  Query: {
    products: (_root, { kind }, ctx) => listedProducts(ctx, cartKindOf(kind)),
    productGroups: async (_root, _args, ctx) => [...(await ctx.loaders.shop.groups.load(ctx.api.companyCode))].sort((a, b) => a.order - b.order),
    productGroup: async (_root, { code }, ctx) => {
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) {
        throw createGraphQLError('code must be 1 to 40 letters, digits, hyphens or underscores', { extensions: { code: 'BAD_USER_INPUT', field: ['code'] } });
      }
      return (await ctx.loaders.shop.groups.load(ctx.api.companyCode)).find((group) => group.codgrupo.toLowerCase() === code.toLowerCase()) ?? null;
    },
    product: async (_root, { databaseId, slug }, ctx) => {
      if (databaseId != null) {
        if (databaseId < 1) throw createGraphQLError('databaseId must be a positive integer', { extensions: { code: 'BAD_USER_INPUT', field: ['databaseId'] } });
        return listedProduct(ctx, await ctx.loaders.shop.productById.load(databaseId));
      }
      if (slug != null) {
        if (!isSlug(slug)) throw createGraphQLError('slug must be letters, digits and hyphens (at most 200)', { extensions: { code: 'BAD_USER_INPUT', field: ['slug'] } });
        return listedProduct(ctx, await ctx.loaders.shop.productBySlug.load(slug.toLowerCase()));
      }
      throw createGraphQLError('give databaseId or slug', { extensions: { code: 'BAD_USER_INPUT', field: [] } });
    },
  },
  Product: {
    id: ({ item }) => toGlobalId('Product', item.id),
    databaseId: ({ item }) => item.id,
    kind: ({ kind }) => productKindOf(kind),
    name: ({ item }, args, ctx) => text(item, 'name', args, ctx),
    category: ({ item }, args, ctx) => text(item, 'category', args, ctx),
    observation: ({ item }, args, ctx) => text(item, 'observation', args, ctx),
    description: ({ item }, args, ctx) => safeHtml(text(item, 'description', args, ctx)),
    price: ({ item, kind }) => {
      const cents = listedPriceCents(item, kind);
      // Listed products always have a price (isListed); a product without one is never a parent.
      return money(formatCents(cents ?? 0));
    },
    people: ({ item, kind }) => (kind === 'pack' ? (item.info.detail?.pessoas ?? 1) : null),
    slug: ({ item }) => item.info.slug.trim() || null,
    hasPage: ({ item }) => item.tipo.trim().toLowerCase() === 'standard',
    images: ({ item }) => item.imagens.filter((file) => file.link.trim()).map(asMedia),
    categories: ({ item }) => item.categorias,
    brands: ({ item }) => item.marcas,
    features: ({ item }) => item.caracteristicas,
    documents: ({ item }) => item.documentos.filter((file) => file.link.trim()).map(asMedia),
  },
  ProductBadge: {
    name: (tag, args, ctx) => localize(tag.nome, tag.language, 'nome', fieldLanguage(args, ctx)),
  },
  ProductFeature: {
    name: (group, args, ctx) => localize(group.nome, group.language, 'nome', fieldLanguage(args, ctx)),
    values: (group, args, ctx) => group.valores.map((value) => localize(value.valor, value.language, 'valor', fieldLanguage(args, ctx))),
  },
  ProductGroup: {
    code: (group) => group.codgrupo,
    name: (group, args, ctx) => {
      const translated = group.translate[String(fieldLanguage(args, ctx))];
      return translated && translated.trim() ? translated : group.nome;
    },
    image: (group) => (group.imagem.trim() ? { link: group.imagem, name: '', description: '', type: '', url: '', visible: null } : null),
    products: async (group, _args, ctx) => {
      const items = await ctx.loaders.shop.groupProducts.load(group.codgrupo);
      return items.flatMap((item) => {
        const kind = cartKindOfItem(item.kind);
        return kind && isListed(item, kind) ? [{ item, kind }] : [];
      });
    },
  },
};
