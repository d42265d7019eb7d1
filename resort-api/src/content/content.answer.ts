import type { contentItemSchema } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { ContentItemRow } from '../db/schema.ts';
import { toResortIsoOrNull } from '../lib/time.ts';

/** A content item as the contract reads it (before its canonicalising parse). */
export type ContentItemInput = z.input<typeof contentItemSchema>;

/**
 * A content row in the upstream's shape (spec 000 §3 "Content item"): the columns the API filters
 * and sorts on go back into `info`, next to the rest of `info` kept as a document.
 */
export function toContentItem(row: ContentItemRow): ContentItemInput {
  const info = row.info;
  return {
    id: row.id,
    info: {
      type: row.type,
      layout: row.layout,
      preview: row.preview,
      date: {
        created: toResortIsoOrNull(row.createdAt),
        published: toResortIsoOrNull(row.publishedAt),
        avaiable: toResortIsoOrNull(row.availableUntil),
        modified: toResortIsoOrNull(row.modifiedAt),
      },
      language: info.language ?? 'pt',
      media: info.media ?? null,
      seo: info.seo ?? null,
      tags: info.tags ?? [],
      status: row.status,
      slug: row.slug,
      parent: row.parentId,
      order: row.position,
      name: info.name ?? '',
      source: info.source ?? null,
      principal: info.principal ?? false,
    },
    content: row.blocks.map((block) => ({
      title: block.title,
      subtitle: block.subtitle,
      abstract: block.abstract,
      text: block.text,
      language: block.language ?? {},
      media: block.media ?? null,
      contacts: block.contacts ?? null,
      name: block.name,
      email: block.email,
      address: block.address,
      message: block.message,
    })),
  };
}
