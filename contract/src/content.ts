import { z } from 'zod';
import { languageMap } from './languages.ts';
import { mediaSchema } from './media.ts';
import { flag, id, listAnswer, text, timestamp } from './primitives.ts';

/**
 * Content items (spec 000 §3 "Content item"): pages, news, press items, galleries, shop pages
 * (standard) and testimonies, as GET web/content/… answers them. Types and layouts are open
 * strings upstream: the reader maps what it knows and treats anything else as "unknown" (spec 000
 * §2 "Layout is chosen from the item's type and layout field").
 */

/** The content types spec 000 §3 names. */
export const CONTENT_ITEM_TYPES = ['content', 'news', 'press', 'gallery', 'standard', 'testimony'] as const;
export type ContentItemType = (typeof CONTENT_ITEM_TYPES)[number];

/** The translatable text of a block; the same fields sit in the block (pt) and in its language map. */
const blockTextShape = { title: text, subtitle: text, abstract: text, text };

/**
 * One block of an item's `content` list. A testimony's single block also carries the visitor's
 * name, e-mail, address (location) and message (spec 000 §3 "Testimony", spec 002 §3).
 */
export const contentBlockSchema = z.object({
  ...blockTextShape,
  /** Translations by language id ("2" en, "3" es, "4" fr); an empty field falls back to pt. */
  language: languageMap(blockTextShape).nullish().transform((v) => v ?? {}),
  media: mediaSchema.nullish().transform((v) => v ?? { image: [], doc: [], link: '', gallery: null }),
  contacts: z.object({ website: text }).nullish(),
  name: text,
  email: text,
  address: text,
  message: text,
});
export type ContentBlock = z.output<typeof contentBlockSchema>;

export const contentSeoSchema = z.object({ title: text, description: text, keywords: text });
export type ContentSeo = z.output<typeof contentSeoSchema>;

export const contentInfoSchema = z.object({
  /** content, news, press, gallery, standard, testimony (or a value this reader does not know). */
  type: z.string(),
  /** card, accordion, tabs, contact, list, list-alt, 404, all, normal… or empty. */
  layout: text,
  /** True for an item saved for preview only (GET web/content/preview/…). */
  preview: flag,
  date: z
    .object({
      created: timestamp,
      /** null: draft; in the future: scheduled; reached: published (spec 000 §4). */
      published: timestamp,
      /** The end of the visibility window, when set (spelled so upstream). */
      avaiable: timestamp,
      modified: timestamp,
    })
    .nullish()
    .transform((v) => v ?? { created: null, published: null, avaiable: null, modified: null }),
  /** The language code the item was written in. */
  language: text,
  /** Item-level media: a gallery's pictures and videos, an article's main image, a press item's documents. */
  media: mediaSchema.nullish().transform((v) => v ?? { image: [], doc: [], link: '', gallery: null }),
  seo: contentSeoSchema.nullish().transform((v) => v ?? { title: '', description: '', keywords: '' }),
  tags: z
    .array(z.object({ text }))
    .nullish()
    .transform((v) => v ?? []),
  /** Testimonies: under_review on submission, accepted when shown (spec 000 §4). */
  status: text,
  slug: text,
  parent: z.coerce.number().int().nullish(),
  order: z.coerce.number().int().nullish(),
  name: text,
  /** An article's or press item's source: its text (or credit) and link, and the image credit. */
  source: z
    .object({ text, link: text, image: text })
    .nullish()
    .transform((v) => v ?? { text: '', link: '', image: '' }),
  principal: flag,
});
export type ContentInfo = z.output<typeof contentInfoSchema>;

export const contentItemSchema = z.object({
  id,
  info: contentInfoSchema,
  content: z.array(contentBlockSchema),
});
export type ContentItem = z.output<typeof contentItemSchema>;

/**
 * GET web/content/{companycode}/{id}, GET web/content/slug/{companycode}/{slug},
 * GET web/content/preview/{companycode}/{id}, GET gallery/{companycode}/{id}: the item is data[0];
 * an empty list means "no such item".
 */
export const contentItemAnswer = listAnswer(contentItemSchema);
export type ContentItemAnswer = z.output<typeof contentItemAnswer>;

/**
 * The error code of GET web/content/preview/… called without a signed-in session (403): previews
 * are for users with a profile (spec 000 §6).
 */
export const PROFILE_REQUIRED_ERROR_CODE = 'profile_required' as const;

/** GET web/content/type/{companycode}/news | press | gallery/order | testimony */
export const contentListAnswer = listAnswer(contentItemSchema);
export type ContentListAnswer = z.output<typeof contentListAnswer>;

/** Limits of a testimonial (spec 000 §5, spec 002 §5). */
export const TESTIMONIAL_LIMITS = { name: 120, email: 254, address: 120, message: 400 } as const;

/**
 * POST web/content with a testimonial (spec 000 §7, spec 002 §7): stored under_review whatever
 * the payload says; the answer is the stored item.
 */
export const testimonialPostBody = z.object({
  companycode: z.string().min(1),
  info: z.object({
    type: z.literal('testimony'),
    /** Ignored: a new testimonial is always under_review (spec 000 §4). */
    status: z.string().optional(),
    language: z.enum(['pt', 'en', 'es', 'fr']).default('pt'),
  }),
  content: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(TESTIMONIAL_LIMITS.name),
        email: z.string().trim().email().max(TESTIMONIAL_LIMITS.email),
        address: z.string().trim().max(TESTIMONIAL_LIMITS.address).default(''),
        message: z.string().trim().min(1).max(TESTIMONIAL_LIMITS.message),
      }),
    )
    .length(1),
});
export type TestimonialPostBody = z.input<typeof testimonialPostBody>;
export const testimonialPostAnswer = z.object({ data: z.array(contentItemSchema).length(1) });

/** Limits of a client error report (spec 000 §7 "POST error"). */
export const ERROR_REPORT_LIMITS = { msg: 2000, object: 20_000 } as const;

/** POST error: a client-side failure reported for the logs (spec 000 §7). */
export const errorReportBody = z.object({
  error: z.object({
    msg: z.string().min(1).max(ERROR_REPORT_LIMITS.msg),
    /** Whatever context the client had (route, stack, component), as JSON. */
    object: z.unknown().optional(),
  }),
});
export type ErrorReportBody = z.input<typeof errorReportBody>;
export const errorReportAnswer = z.object({ data: z.object({ id: id }) });

/**
 * GET web/settings/{companycode}: site settings (name, SEO defaults, postal address, social and
 * app links). The spec names "defaults from site settings" (000 §2 "Content page pieces") without
 * showing the call; this is its shape here.
 */
export const siteSettingsSchema = z.object({
  name: text,
  seo: z.object({ title: text, description: text, keywords: text, image: text }),
  /** Translations of the SEO defaults by language id. */
  language: languageMap({ title: text, description: text, keywords: text }).nullish().transform((v) => v ?? {}),
  address: z.object({ street: text, postalCode: text, locality: text, country: text }),
  phone: text,
  email: text,
  /** Where the contact page's map is centred. */
  map: z.object({ latitude: z.number(), longitude: z.number() }).nullish(),
  social: z.array(z.object({ network: z.string(), url: z.string() })).nullish().transform((v) => v ?? []),
  apps: z.array(z.object({ store: z.string(), url: z.string() })).nullish().transform((v) => v ?? []),
  /** The 3D tour embedded on /visita-virtual. */
  virtualTourUrl: text,
  /** The home page video. */
  videoUrl: text,
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export const siteSettingsAnswer = z.object({ data: siteSettingsSchema });
