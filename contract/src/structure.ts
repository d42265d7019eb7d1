import { z } from 'zod';
import { languageMap } from './languages.ts';
import { flag, id, listAnswer, text } from './primitives.ts';


const menuChildShape = {
  id,
  /** The content page this entry opens, when it is a content link. */
  id_content: z.coerce.number().int().nullish(),
  slug: text,
  /** An internal path ("/store") or an external URL (opens in a new tab). */
  link: text,
  title: text,
  language: languageMap({ title: text }).nullish().transform((v) => v ?? {}),
  parent: z.coerce.number().int().nullish(),
  principal: flag,
};

export type MenuChild = z.output<z.ZodObject<typeof menuChildShape>> & { children: MenuChild[] };

export const menuChildSchema: z.ZodType<MenuChild> = z.lazy(() =>
  z.object({
    ...menuChildShape,
    children: z.array(menuChildSchema).nullish().transform((v) => v ?? []),
  }),
);

export const structureItemSchema = z.object({
  id,
  info: z.object({ principal: flag, name: text }),
  content: z.object({ childs: z.array(menuChildSchema).nullish().transform((v) => v ?? []) }),
});
export type StructureItem = z.output<typeof structureItemSchema>;

/** GET web/structure/{companycode}/1 */
export const structureAnswer = listAnswer(structureItemSchema);
export type StructureAnswer = z.output<typeof structureAnswer>;
