import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { entities, sessions } from '../db/schema.ts';
import type { PrincipalResolver } from '../http/principal.ts';
import { newSecret, secretDigest } from './tokens.ts';

/** How long a login lasts. */
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session; the token is answered once and only its digest is kept. */
export async function createSession(db: Db, entityId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.insert(sessions).values({
    entityId,
    tokenHash: secretDigest(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  });
  return token;
}

/**
 * Bearer tokens that are live sessions: not expired, not revoked, of an entity that is still
 * active. Anything else is unknown to this resolver (and so a 401 if no other resolver knows it).
 */
export function sessionResolver(db: Db, now: () => Date): PrincipalResolver {
  return async (token) => {
    // Session tokens are 43 base64url characters: anything else cannot be one, no query needed.
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const [row] = await db
      .select({
        sessionId: sessions.id,
        entityId: entities.id,
        profile: entities.profile,
        companyCode: entities.companyCode,
      })
      .from(sessions)
      .innerJoin(entities, eq(entities.id, sessions.entityId))
      .where(
        and(
          eq(sessions.tokenHash, secretDigest(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now()),
          eq(entities.ativo, true),
        ),
      )
      .limit(1);
    return row ? { kind: 'user', ...row } : null;
  };
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of an entity, except `keepSessionId` when given (a password change
 * keeps the caller's own session). Returns how many were ended.
 */
export async function revokeSessionsOf(
  tx: Db | Tx,
  entityId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.entityId, entityId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
