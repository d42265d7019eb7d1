import { z } from 'zod';
import { languageMap } from './languages.ts';
import { mediaSchema } from './media.ts';
import { flag, id, listAnswer, text, timestamp } from './primitives.ts';

/** Text alignment of a slide's caption (spec 000 §2 "Home screen"). */
export const verticalAlignSchema = z.enum(['top', 'center', 'bottom']).catch('center');
export const horizontalAlignSchema = z.enum(['left', 'center', 'right']).catch('center');

/** One slide of the home page slideshow: content[0] of a banner item (spec 000 §3 "Banner content"). */
export const bannerBlockSchema = z.object({
  title: text,
  subtitle: text,
  /** Translations by language id; an empty one falls back to the pt text above. */
  language: languageMap({ title: text, subtitle: text }).nullish().transform((v) => v ?? {}),
  media: mediaSchema.nullish(),
  /** Where "learn more" leads: an external link, or an internal content page id. */
  connection: z
    .object({ link: text, id: z.coerce.number().int().nullish() })
    .nullish(),
  align: z
    .object({ vertical: verticalAlignSchema, horizontal: horizontalAlignSchema })
    .nullish(),
});
export type BannerBlock = z.output<typeof bannerBlockSchema>;

export const bannerItemSchema = z.object({
  id,
  info: z.object({
    type: z.literal('banner').or(z.string()),
    date: z.object({
      created: timestamp,
      /** Shown from this moment (spec 000 §4). */
      published: timestamp,
      /** Shown until this moment, when set (spelled so upstream). */
      avaiable: timestamp,
      modified: timestamp,
    }),
    /** Whether the slide shows its "learn more" button. */
    button: flag,
    order: z.coerce.number().int().nullish(),
  }),
  content: z.array(bannerBlockSchema),
});
export type BannerItem = z.output<typeof bannerItemSchema>;

/** GET web/content/type/{companycode}/banner */
export const bannerListAnswer = listAnswer(bannerItemSchema);
export type BannerListAnswer = z.output<typeof bannerListAnswer>;
