import { readFileSync } from 'node:fs';
import { PRODUCT_KINDS } from '@estancia/resort-contract';
import { z } from 'zod';
import { CONTENT_TYPES } from './schema.ts';
import type { BlockMedia, BlockText, ContentBlock, ContentInfo, MediaEntry, TitleTranslations } from './json-types.ts';
import type { ContentSeed } from './seed-data/content-seed.ts';
import type { ProductSeedEntry } from './seed-data/product-seed.ts';

/**
 * The demo data's records are data, kept in JSON files beside the modules that load them
 * (seed-data/*.json). Each file is read once, at import, and checked with its schema here: a record
 * with a missing, misspelt or mistyped field stops the start with zod's message instead of seeding
 * something else. The schemas are strict (an unknown key is an error) and mirror the TypeScript
 * shapes they are checked against, so the two cannot drift apart.
 */
export function readSeed<T>(file: URL, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Demo data ${file.pathname} is invalid: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Why a record is as it is (a deliberate gap, an expired window…): documentation only, never seeded. */
export const note = z.string().optional();

/** Translations by language id (2 en, 3 es, 4 fr); a missing or null one reads as pt. */
function translationsOf<T extends z.ZodType>(text: T) {
  const one = text.nullable().optional();
  return z.object({ '2': one, '3': one, '4': one }).partial().strict();
}

const blockText = z
  .object({ title: z.string(), subtitle: z.string(), abstract: z.string(), text: z.string() })
  .partial()
  .strict() satisfies z.ZodType<Partial<BlockText>>;

// Nearly every field of the content documents may be missing: the objects are declared whole and made partial.
const mediaEntry = z
  .object({ link: z.string(), name: z.string(), description: z.string(), type: z.string(), url: z.string(), visible: z.boolean() })
  .partial()
  .required({ link: true })
  .strict() satisfies z.ZodType<MediaEntry>;

const blockMedia = z
  .object({ image: z.array(mediaEntry), doc: z.array(mediaEntry), link: z.string(), gallery: z.number().int().nullable() })
  .partial()
  .strict() satisfies z.ZodType<BlockMedia>;

export const contentBlock = blockText
  .extend({
    language: translationsOf(blockText),
    media: blockMedia,
    connection: z.object({ link: z.string(), id: z.number().int().nullable() }).partial().strict(),
    align: z.object({ vertical: z.enum(['top', 'center', 'bottom']), horizontal: z.enum(['left', 'center', 'right']) }).strict(),
    contacts: z.object({ website: z.string() }).partial().strict(),
    name: z.string(),
    email: z.string(),
    address: z.string(),
    message: z.string(),
  })
  .partial()
  .strict() satisfies z.ZodType<ContentBlock>;

const contentInfo = z
  .object({
    button: z.boolean(),
    name: z.string(),
    principal: z.boolean(),
    language: z.string(),
    media: blockMedia,
    seo: z.object({ title: z.string(), description: z.string(), keywords: z.string() }).partial().strict(),
    tags: z.array(z.object({ text: z.string() }).strict()),
    source: z.object({ text: z.string(), link: z.string(), image: z.string() }).partial().strict(),
  })
  .partial()
  .strict() satisfies z.ZodType<ContentInfo>;

/** The content items of seed-data (pages, news, press items, galleries, testimonies). */
export const contentSeeds = z.array(
  z
    .object({
      note,
      id: z.number().int().positive(),
      type: z.enum(CONTENT_TYPES).exclude(['banner']),
      layout: z.string().optional(),
      slug: z.string().optional(),
      parentId: z.number().int().optional(),
      position: z.number().int().optional(),
      status: z.string().optional(),
      createdDaysAgo: z.number(),
      publishedInDays: z.number().nullable(),
      availableUntilInDays: z.number().optional(),
      preview: z.boolean().optional(),
      info: contentInfo.optional(),
      blocks: z.array(contentBlock),
    })
    .strict(),
) satisfies z.ZodType<ContentSeed[]>;

/** Menu entry titles by language id. */
export const titleTranslations = translationsOf(z.object({ title: z.string() }).strict()) satisfies z.ZodType<TitleTranslations>;

const textSeed = z
  .object({ name: z.string(), category: z.string().optional(), observation: z.string().optional(), description: z.string().optional() })
  .strict();

/** The products of seed-data (the shop's catalogue and the timed reservations). */
export const productSeeds = z.array(
  z
    .object({
      note,
      id: z.number().int().positive(),
      kind: z.enum(PRODUCT_KINDS),
      codgrupo: z.string(),
      slug: z.string(),
      tipo: z.enum(['standard', 'other']).optional(),
      activo: z.boolean().optional(),
      visible: z.boolean().optional(),
      pt: textSeed,
      translations: z.object({ '2': textSeed, '3': textSeed, '4': textSeed }).partial().strict(),
      vatRate: z.number(),
      grossCents: z.number().int(),
      slopeCents: z.number().int().optional(),
      passCategory: z.string().optional(),
      entries: z
        .array(
          z
            .object({
              type: z.enum(['forfait', 'pista', 'equipamento', 'aula', 'activity']),
              id: z.number().int(),
              name: z.string(),
              grossCents: z.number().int(),
            })
            .strict(),
        )
        .optional(),
      pessoas: z.number().int().optional(),
      lessonCategory: z.union([z.literal(1), z.literal(2)]).optional(),
      incomplete: z.boolean().optional(),
      image: z.string(),
      moreImages: z.array(z.string()).optional(),
      durationMin: z.number().int().optional(),
      categories: z.array(z.number().int()),
      brands: z.array(z.number().int()).optional(),
      features: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
      documents: z.array(z.object({ link: z.string(), name: z.string() }).strict()).optional(),
    })
    .strict(),
) satisfies z.ZodType<ProductSeedEntry[]>;
