import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema.ts';
import { metaColumns } from './file-meta.ts';

/** What a request needs to know about a document before deciding whether to read its bytes. */
export type DocumentMeta = Omit<typeof documents.$inferSelect, 'bytes'>;

/** The document stored at `path`, without its bytes (an indexed lookup). */
export async function findDocumentMeta(db: Db, path: string): Promise<DocumentMeta | undefined> {
  const [row] = await db.select(metaColumns(documents)).from(documents).where(eq(documents.path, path)).limit(1);
  return row;
}

/** The bytes of a document; undefined when it was deleted meanwhile. */
export async function readDocumentBytes(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: documents.bytes }).from(documents).where(eq(documents.id, id)).limit(1);
  return row?.bytes;
}
