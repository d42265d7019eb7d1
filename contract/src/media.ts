import { z } from 'zod';
import { text } from './primitives.ts';

/** An image, video or document entry (spec 000 §3 "Image or document entry"). */
export const mediaEntrySchema = z.object({
  link: text,
  name: text,
  description: text,
  /** "video" for videos; anything else is an image or a file. */
  type: text,
  url: text,
  /** Documents only: whether the document is listed publicly. */
  visible: z.boolean().nullish(),
});
export type MediaEntry = z.output<typeof mediaEntrySchema>;

export const mediaSchema = z.object({
  image: z.array(mediaEntrySchema).nullish().transform((v) => v ?? []),
  doc: z.array(mediaEntrySchema).nullish().transform((v) => v ?? []),
  link: text,
  gallery: z.coerce.number().int().nullish(),
});
