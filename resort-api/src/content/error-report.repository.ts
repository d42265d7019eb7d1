import type { Db } from '../db/client.ts';
import { type ClientErrorRow, clientErrors } from '../db/schema.ts';

/** The longest user agent kept: a header, not part of the report, so it is cut rather than refused. */
export const USER_AGENT_MAX_LENGTH = 512;

/** Stores one client error report (POST error, spec 000 §7) in a single insert. */
export async function storeClientError(
  db: Db,
  report: { message: string; details: unknown; userAgent: string | null },
  now: Date,
): Promise<ClientErrorRow> {
  const [row] = await db
    .insert(clientErrors)
    .values({
      createdAt: now,
      message: report.message,
      details: report.details ?? null,
      userAgent: report.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    })
    .returning();
  if (!row) throw new Error('inserting a client error returned no row');
  return row;
}
