import type { testimonialPostBody } from '@estancia/resort-contract';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { type ContentItemRow, contentItems } from '../db/schema.ts';

/** The status of every new testimonial (spec 000 §4: under_review on submission). */
export const NEW_TESTIMONIAL_STATUS = 'under_review';

/** A testimonial as the contract has canonicalised it (trimmed, address defaulted). */
type ParsedTestimonial = z.output<typeof testimonialPostBody>;

/**
 * Stores a visitor's testimonial as a content item of type testimony, under_review whatever the
 * payload says: only staff accept one (spec 000 §4). One insert: nothing is half-written. Not
 * published and without a slug: it is shown, once accepted, in the testimonials carousel only.
 */
export async function createTestimonial(
  db: Db,
  companyCode: string,
  body: ParsedTestimonial,
  now: Date,
): Promise<ContentItemRow> {
  const [row] = await db
    .insert(contentItems)
    .values({
      companyCode,
      type: 'testimony',
      status: NEW_TESTIMONIAL_STATUS,
      createdAt: now,
      modifiedAt: now,
      info: { language: body.info.language },
      blocks: body.content.map((block) => ({
        name: block.name,
        email: block.email,
        address: block.address,
        message: block.message,
      })),
    })
    .returning();
  if (!row) throw new Error('inserting a testimonial returned no row');
  return row;
}
