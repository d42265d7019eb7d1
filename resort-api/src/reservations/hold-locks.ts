import { asc, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { type ServiceSlotRow, serviceSlots } from '../db/reservations-schema.ts';

/**
 * The ledger's lock order (schema: "every change to holds happens in a transaction that first
 * locks the client, then the slot rows in id order"). One order for everyone means two
 * transactions never wait on each other in a circle.
 */

/**
 * Serialises the changes of one client (its limit and collisions are counted over its own holds,
 * which no slot lock covers). A transaction-scoped advisory lock, released at commit or rollback.
 * The two-int form keeps this key space apart from the start-up lock's single bigint key.
 */
export async function lockClient(tx: Tx, companyCode: string, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${clientLockSpace(companyCode)}), ${clientId}::int)`);
}

/** The key space of a company's client locks (lockClient, tryLockClient). */
const clientLockSpace = (companyCode: string) => `holds:${companyCode}`;

const tryLockAnswer = z.object({ rows: z.array(z.object({ locked: z.boolean() })).length(1) });

/**
 * The client's lock if nobody holds it at this instant (else false, without waiting). For a
 * transaction that already holds slot rows locked and must not wait for a client's lock, which
 * comes before the slots in the ledger's order (a waiting-list offer: waiting/waiting-offers.ts).
 * A transaction that holds the lock already gets it again.
 */
export async function tryLockClient(tx: Tx, companyCode: string, clientId: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${clientLockSpace(companyCode)}), ${clientId}::int) as locked`);
  return tryLockAnswer.parse(result).rows[0]?.locked === true;
}

/**
 * The ledger's clock. A change reads it once it holds the client's lock and its slots' locks, and
 * decides at that instant: never earlier than a change it waited for, which may have given a lapsed
 * hold's seats to someone else (spec 002 §4: a hold counts only until it expires).
 */
export type Clock = () => Date;

/** Locks the slot rows (FOR UPDATE, in id order) and answers them; unknown ids are absent. */
export async function lockSlots(tx: Tx, slotIds: readonly number[]): Promise<Map<number, ServiceSlotRow>> {
  const ids = [...new Set(slotIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(serviceSlots).where(inArray(serviceSlots.id, ids)).orderBy(asc(serviceSlots.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}
