import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';
import { metaColumns } from './file-meta.ts';

/** What a request needs to know about a picture before deciding whether to read its bytes. */
export type MediaMeta = Omit<typeof media.$inferSelect, 'bytes'>;

/** The picture stored at `path`, without its bytes (an indexed lookup). */
export async function findMediaMeta(db: Db, path: string): Promise<MediaMeta | undefined> {
  const [row] = await db.select(metaColumns(media)).from(media).where(eq(media.path, path)).limit(1);
  return row;
}

/** The original bytes of a picture; undefined when it was deleted meanwhile. */
export async function readMediaBytes(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.id, id)).limit(1);
  return row?.bytes;
}
