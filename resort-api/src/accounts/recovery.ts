import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { entities, passwordRecoveries } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { findEntityByEmail } from './entity.repository.ts';
import { type ScryptParams, hashPassword } from './password.ts';
import { revokeSessionsOf } from './session.repository.ts';
import { newSecret, secretDigest } from './tokens.ts';

/** How long a recovery code works. */
export const RECOVERY_CODE_MINUTES = 60;

/**
 * Password recovery (spec 000 §2 "Recovery", §8): a code for the e-mail's account, to be mailed as
 * a link; stored hashed, valid for an hour, used once; a newer request revokes the older codes.
 */
export async function startRecovery(db: Db, companyCode: string, email: string, now: Date): Promise<string> {
  const entity = await findEntityByEmail(db, companyCode, email);
  // An inactive account cannot log in, so it cannot recover a password either.
  if (!entity || !entity.ativo) throw new ApiError(404, 'not_found', 'No account with that e-mail');
  const code = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(passwordRecoveries)
      .set({ revokedAt: now })
      .where(
        and(
          eq(passwordRecoveries.entityId, entity.id),
          isNull(passwordRecoveries.usedAt),
          isNull(passwordRecoveries.revokedAt),
        ),
      );
    await tx.insert(passwordRecoveries).values({
      entityId: entity.id,
      codeHash: secretDigest(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_MINUTES * 60_000),
    });
  });
  return code;
}

const expired = () =>
  new ApiError(410, 'recovery_expired', 'The code to change your password has expired, please make a new request');

/**
 * Sets the new password with a live code, marks the code used and ends every session of the
 * entity. An unknown, used, revoked or expired code is a 410, whichever it is.
 */
export async function completeRecovery(
  deps: { db: Db; logger: Logger; scrypt: ScryptParams },
  companyCode: string,
  code: string,
  newPassword: string,
  now: Date,
): Promise<void> {
  const digest = secretDigest(code);
  const live = (row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | undefined) =>
    row !== undefined && row.usedAt === null && row.revokedAt === null && row.expiresAt > now;

  const [candidate] = await deps.db
    .select({
      id: passwordRecoveries.id,
      usedAt: passwordRecoveries.usedAt,
      revokedAt: passwordRecoveries.revokedAt,
      expiresAt: passwordRecoveries.expiresAt,
    })
    .from(passwordRecoveries)
    .innerJoin(entities, eq(entities.id, passwordRecoveries.entityId))
    .where(and(eq(passwordRecoveries.codeHash, digest), eq(entities.companyCode, companyCode)))
    .limit(1);
  // Checked before the slow hash, so bad codes cost nothing.
  if (!candidate || !live(candidate)) throw expired();
  const passwordHash = await hashPassword(newPassword, deps.scrypt);

  await deps.db.transaction(async (tx) => {
    // Locked and checked again: of two concurrent uses of one code, exactly one wins.
    const [row] = await tx
      .select()
      .from(passwordRecoveries)
      .where(eq(passwordRecoveries.id, candidate.id))
      .for('update');
    if (!row || !live(row)) throw expired();
    await tx.update(passwordRecoveries).set({ usedAt: now }).where(eq(passwordRecoveries.id, row.id));
    await tx.update(entities).set({ passwordHash, modifiedAt: now }).where(eq(entities.id, row.entityId));
    const ended = await revokeSessionsOf(tx, row.entityId, now);
    deps.logger.info({ entityId: row.entityId, sessionsEnded: ended }, 'password recovered');
  });
}
