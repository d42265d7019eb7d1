import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { type EntityRow, entities } from '../db/schema.ts';

/** Usernames are compared trimmed and lower-cased (they are stored so). */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findEntityById(db: Db | Tx, id: number): Promise<EntityRow | undefined> {
  const [row] = await db.select().from(entities).where(eq(entities.id, id)).limit(1);
  return row;
}

export async function findEntityByUsername(db: Db, companyCode: string, username: string): Promise<EntityRow | undefined> {
  const [row] = await db
    .select()
    .from(entities)
    .where(and(eq(entities.companyCode, companyCode), eq(entities.username, normaliseUsername(username))))
    .limit(1);
  return row;
}

export async function findEntityByEmail(db: Db, companyCode: string, email: string): Promise<EntityRow | undefined> {
  const [row] = await db
    .select()
    .from(entities)
    .where(and(eq(entities.companyCode, companyCode), eq(entities.email, normaliseUsername(email))))
    .limit(1);
  return row;
}

/**
 * Whether any of `names` is already someone's username or e-mail in the company (username and
 * e-mail are kept equal, so either one taken means "already registered"), leaving out `exceptId`.
 */
export async function isIdentityTaken(
  db: Db | Tx,
  companyCode: string,
  names: string[],
  exceptId?: number,
): Promise<boolean> {
  const wanted = [...new Set(names.map(normaliseUsername))];
  if (wanted.length === 0) return false;
  const [row] = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.companyCode, companyCode),
        or(inArray(entities.username, wanted), inArray(entities.email, wanted)),
        exceptId === undefined ? sql`true` : ne(entities.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
