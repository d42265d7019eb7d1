import { type CheckInChange, checkInChangeSchema } from '@estancia/resort-contract';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import { jsonArrayChunks, notify, readNotice } from '../db/notifications.ts';

/**
 * A check-in is announced from its transaction (delivered at commit, in every resort-api process),
 * as seat changes are (seat-announcements.ts): the realtime channel's feed passes it to readers
 * that asked for chegadas, so every clerk's day list shows an arrival made at another counter.
 */
export const CHECK_INS_CHANNEL = 'resort_chegadas';

export const checkInNoticeSchema = z.object({ empresa: z.string(), chegadas: z.array(checkInChangeSchema).min(1) });
export type CheckInNotice = z.output<typeof checkInNoticeSchema>;

/** Announces the bookings just checked in, at the commit of `tx` (a long list in several whole notifications). */
export async function announceCheckIns(tx: Tx, companyCode: string, changes: readonly CheckInChange[]): Promise<void> {
  if (changes.length === 0) return;
  for (const payload of jsonArrayChunks(`{"empresa":${JSON.stringify(companyCode)},"chegadas":`, changes, '}')) {
    await notify(tx, CHECK_INS_CHANNEL, payload);
  }
}

/** A payload of CHECK_INS_CHANNEL, read; null when it is not one. */
export function parseCheckInNotice(payload: string): CheckInNotice | null {
  return readNotice(checkInNoticeSchema, payload);
}
