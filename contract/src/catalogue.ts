import { z } from 'zod';
import { languageMap } from './languages.ts';
import { flag, id, listAnswer, orNull, text, timestamp } from './primitives.ts';
import { integer, optionalDecimal, optionalInteger } from './values.ts';

/**
 * The shop's catalogue (spec 001 §3.2, §7): passes, equipment rental, packs, activities,
 * vouchers, lessons and the product groups of the tariffs screen, as GET estancia/… and
 * GET store/product/… answer them. Every list answers every product of its kind, inactive and
 * invisible ones included: the reader decides what is listed (spec 001 §2.1: only active, visible
 * products with numeric totals and a complete principal component; activity 90 hidden).
 *
 * Prices are exact decimal strings: `price` with VAT (2 decimals), `price_s_vat` net (3 decimals),
 * `taxe` the VAT rate in percent (0 decimals), spec 001 §9.
 */

/** The catalogue lists a product belongs to (spec 001 §7 "catalogue lists"); service: spa and wellness (timed); entrance: entrance tickets (spec 002). */
export const PRODUCT_KINDS = ['forfait', 'equipamento', 'pack', 'activity', 'voucher', 'aula', 'service', 'entrance'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** spec 001 §4, §9: the slope rental line added with each pass; hidden from the activity list. */
export const SLOPE_RENTAL_PRODUCT_ID = 90;

/** spec 001 §9: in a pack of this category the pass and slope price are per pack, not per person. */
export const FAMILY_PACK_CATEGORY = 'Família';

/** spec 001 §2.7, §9: lesson categories (info.detail.category of a lesson). */
export const LESSON_CATEGORIES = { ski: 1, snowboard: 2 } as const;

/** A VAT rate in percent, or null when missing. */
const optionalRate = z.coerce.number().min(0).max(100).nullish().transform((v) => (v === undefined ? null : v));

/** A price: with VAT, without VAT and the VAT rate (spec 001 §3.2 "price, price_s_vat, taxe"). */
export const catalogPriceSchema = z.object({
  price: optionalDecimal,
  price_s_vat: optionalDecimal,
  taxe: optionalRate,
});
export type CatalogPrice = z.output<typeof catalogPriceSchema>;

/** The translatable text of an item: pt in the item, en/es/fr in its language map (ids 2, 3, 4). */
const itemTextShape = { name: text, category: text, observation: text, description: text };

/** What one entry of a pack's (or voucher's) price list stands for. */
export const PACK_PRICE_TYPES = ['forfait', 'pista', 'equipamento', 'aula', 'activity'] as const;

/** An entry of a pack's or voucher's price list (spec 001 §3.2 "info.price list of entries with price"). */
export const packPriceEntrySchema = catalogPriceSchema.extend({
  /** The product the entry prices (a forfait, the slope rental 90, an equipment, a lesson…). */
  id: optionalInteger,
  /** forfait, pista, equipamento, aula or activity (open upstream: kept as sent). */
  type: text,
  name: text,
});
export type PackPriceEntry = z.output<typeof packPriceEntrySchema>;

/** info.detail: the value of equipment, activities and lessons, and a pack's or voucher's details. */
export const itemDetailSchema = catalogPriceSchema.extend({
  /** Packs: number of people (spec 001 §9 pack pricing). */
  pessoas: optionalInteger,
  /** Lessons: how long a class lasts (60, spec 001 §1). */
  duracao_min: optionalInteger,
  /** Lessons: 1 Ski, 2 Snowboard (LESSON_CATEGORIES). */
  category: optionalInteger,
  /** Lessons: the lesson's own price block as well (spec 001 §3.2 "also info.detail.price"). */
  detail_price: orNull(catalogPriceSchema),
});
export type ItemDetail = z.output<typeof itemDetailSchema>;

export const catalogItemInfoSchema = z.object({
  ...itemTextShape,
  /** Translations by language id ("2" en, "3" es, "4" fr); an empty field falls back to pt. */
  language: languageMap(itemTextShape).nullish().transform((v) => v ?? {}),
  date: z
    .object({ published: timestamp })
    .nullish()
    .transform((v) => v ?? { published: null }),
  seo: z
    .object({ title: text, description: text, keywords: text })
    .nullish()
    .transform((v) => v ?? { title: '', description: '', keywords: '' }),
  /** standard (a shop product) or other. */
  type: text,
  layout: text,
  slug: text,
  /** The product group (FORFAIT, EQUIPAMENTO, PACK, ATIVIDADE, VOUCHER, AULA, SPA, WEL). */
  codgrupo: text,
  /** Passes: the pass itself (category: Adulto, Júnior…). */
  forfait: orNull(catalogPriceSchema.extend({ id: optionalInteger, category: text })),
  /** Passes: the slope price added to the pass price (spec 001 §2.1). */
  pista: orNull(catalogPriceSchema.extend({ id: optionalInteger })),
  /** Equipment, activities, lessons: the one value price. */
  value: orNull(catalogPriceSchema),
  detail: orNull(itemDetailSchema),
  /** Packs and vouchers: the price entries; the listed price is their sum. */
  price: z.array(packPriceEntrySchema).nullish().transform((v) => v ?? []),
  /** Packs and vouchers: the products they include, by id. */
  links: z
    .object({ forfait: optionalInteger, equipamento: optionalInteger, aula: optionalInteger })
    .nullish()
    .transform((v) => v ?? { forfait: null, equipamento: null, aula: null }),
});
export type CatalogItemInfo = z.output<typeof catalogItemInfoSchema>;

/** The translatable text of a component (spec 002 §3 "descricao (nome, observacao, descricao)"). */
const componentTextShape = { nome: text, observacao: text, descricao: text };

/**
 * A component of a product (composicao). The principal one names the product and carries its
 * VAT and prices; a product is complete when its principal component has a name, a VAT code and
 * rate, a net price and a unit price (spec 001 §2.1).
 */
export const productComponentSchema = z.object({
  id: optionalInteger,
  principal: flag,
  quantidade: integer.nullish().transform((v) => v ?? 1),
  descricao: z
    .object({ ...componentTextShape, language: languageMap(componentTextShape).nullish().transform((v) => v ?? {}) })
    .nullish()
    .transform((v) => v ?? { nome: '', observacao: '', descricao: '', language: {} }),
  /** VAT code: NOR (normal), INT (intermediate), RED (reduced); empty when missing. */
  codigo_iva: text,
  taxa_iva: optionalRate,
  valores: z
    .object({
      /** Net unit price, 3 decimals. */
      preco_liquido: optionalDecimal,
      /** Unit price with VAT, 2 decimals. */
      preco_unitario: optionalDecimal,
    })
    .nullish()
    .transform((v) => v ?? { preco_liquido: null, preco_unitario: null }),
  multimedia: z
    .object({ link_images: z.array(z.string()).nullish().transform((v) => v ?? []) })
    .nullish()
    .transform((v) => v ?? { link_images: [] }),
});
export type ProductComponent = z.output<typeof productComponentSchema>;

const namedShape = { nome: text };

/** A category or brand of a product, with its translations. */
export const productTagSchema = z.object({
  id,
  nome: text,
  language: languageMap(namedShape).nullish().transform((v) => v ?? {}),
});
export type ProductTag = z.output<typeof productTagSchema>;

/** A feature group (e.g. "Nível") and its values (e.g. "Iniciação"), translated. */
export const featureGroupSchema = productTagSchema.extend({
  valores: z
    .array(
      z.object({
        id,
        valor: text,
        language: languageMap({ valor: text }).nullish().transform((v) => v ?? {}),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});
export type FeatureGroup = z.output<typeof featureGroupSchema>;

/** A picture or document of a product; links are image-service paths (/images/…). */
export const productFileSchema = z.object({
  link: text,
  name: text,
  description: text,
  principal: flag,
});
export type ProductFile = z.output<typeof productFileSchema>;

/** PRODUCT_TYPES: standard (a shop product) or other (e.g. the slope rental line). */
export const PRODUCT_TYPES = ['standard', 'other'] as const;

/** One catalogue item (spec 001 §3.2; product fields of spec 002 §3). */
export const catalogItemSchema = z.object({
  id,
  info: catalogItemInfoSchema,
  /** The same id, as the product calls of spec 002 §3 name it. */
  id_produto: id,
  codgrupo: text,
  /** Which list the product is in (PRODUCT_KINDS); open upstream. */
  kind: text,
  nome: text,
  observacao: text,
  /** The price with VAT (2 decimals); null when the product has none (not listed). */
  total_liquido: optionalDecimal,
  taxa_iva: optionalRate,
  activo: flag,
  visible: flag,
  /** standard or other. */
  tipo: text,
  composicao: z.array(productComponentSchema).nullish().transform((v) => v ?? []),
  categorias: z.array(productTagSchema).nullish().transform((v) => v ?? []),
  marcas: z.array(productTagSchema).nullish().transform((v) => v ?? []),
  caracteristicas: z.array(featureGroupSchema).nullish().transform((v) => v ?? []),
  imagens: z.array(productFileSchema).nullish().transform((v) => v ?? []),
  documentos: z.array(productFileSchema).nullish().transform((v) => v ?? []),
});
export type CatalogItem = z.output<typeof catalogItemSchema>;

/**
 * GET estancia/forfait | equipamento | pack | activity | voucher | aula/info/{company}, and
 * GET store/product/{company}/{id}, GET store/product/slug/{company}/{slug},
 * GET estancia/aula/info/{company}/{id} (the item alone in data).
 */
export const catalogListAnswer = listAnswer(catalogItemSchema);
export type CatalogListAnswer = z.output<typeof catalogListAnswer>;

/** A product group: a card of the tariffs screen linking to store/{codgrupo} (spec 001 §2.2, 002 §3). */
export const productGroupSchema = z.object({
  codgrupo: z.string(),
  /** The pt name. */
  nome: text,
  /** Names by language id ("1" pt, "2" en, "3" es, "4" fr); an empty one falls back to pt. */
  translate: z.record(z.string(), z.string().nullable()).nullish().transform((v) => v ?? {}),
  /** An image-service path for the card. */
  imagem: text,
  order: integer.nullish().transform((v) => v ?? 0),
});
export type ProductGroup = z.output<typeof productGroupSchema>;

/** GET estancia/grupos/{company}: the product groups, in order. */
export const productGroupListAnswer = listAnswer(productGroupSchema);
export type ProductGroupListAnswer = z.output<typeof productGroupListAnswer>;
