import type { bannerItemSchema } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { ContentItemRow } from '../db/schema.ts';
import { toResortIsoOrNull } from '../lib/time.ts';

/** A banner as the contract reads it (before its canonicalising parse). */
export type BannerItemInput = z.input<typeof bannerItemSchema>;

/** A banner row in the upstream's shape (spec 000 §3 "Banner content"). */
export function toBannerItem(row: ContentItemRow): BannerItemInput {
  return {
    id: row.id,
    info: {
      type: 'banner',
      date: {
        created: toResortIsoOrNull(row.createdAt),
        published: toResortIsoOrNull(row.publishedAt),
        avaiable: toResortIsoOrNull(row.availableUntil),
        modified: toResortIsoOrNull(row.modifiedAt),
      },
      button: row.info.button ?? false,
      order: row.position,
    },
    content: row.blocks.map((block) => ({
      title: block.title,
      subtitle: block.subtitle,
      language: block.language ?? {},
      media: block.media ?? null,
      connection: block.connection ?? null,
      align: block.align ?? null,
    })),
  };
}
