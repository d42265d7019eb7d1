import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { documents } from '../db/schema.ts';
import { DOCUMENT_SEEDS } from '../db/seed-data/documents.ts';
import { PDF_CONTENT_TYPE, renderDemoDocument } from './demo-documents.ts';

/**
 * The document library: every demo document whose path is not stored yet (the library is the
 * installation's, not one company's, like the pictures; a document added to the demo data later
 * reaches databases seeded before it, and one replaced through the back-office is left alone).
 * Returns how many were added.
 */
export async function seedDocuments(tx: Tx): Promise<number> {
  const stored = await tx
    .select({ path: documents.path })
    .from(documents)
    .where(inArray(documents.path, DOCUMENT_SEEDS.map((seed) => seed.path)));
  const have = new Set(stored.map((row) => row.path));
  const missing = DOCUMENT_SEEDS.filter((seed) => !have.has(seed.path));
  if (missing.length === 0) return 0;

  const rows = await Promise.all(
    missing.map(async (seed) => ({ path: seed.path, contentType: PDF_CONTENT_TYPE, bytes: await renderDemoDocument(seed) })),
  );
  const inserted = await tx.insert(documents).values(rows).onConflictDoNothing().returning({ id: documents.id });
  return inserted.length;
}
