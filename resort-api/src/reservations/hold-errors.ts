import type { ChannelErrorCode } from '@estancia/resort-contract';

/** What a refusal adds for machines: limit_reached carries `maximo`, collision `id_event`. */
export type RefusalDetail = Record<string, string | number>;

/**
 * Why the ledger refused a request (spec 002 §4, §5). Thrown inside the ledger's transaction so
 * that every item of the request is rolled back together; the ledger turns it into an outcome.
 */
export class HoldRefusal extends Error {
  constructor(
    readonly code: ChannelErrorCode,
    readonly detail: RefusalDetail = {},
  ) {
    super(`hold refused: ${code}`);
    this.name = 'HoldRefusal';
  }
}

/** The answer of a ledger change: done (with the holds it touched), or refused with a code. */
export type LedgerOutcome =
  | { ok: true; holdIds: number[] }
  | { ok: false; code: ChannelErrorCode; detail: RefusalDetail };

/** Runs a change; a refusal becomes an outcome, anything else (a database failure) is thrown on. */
export async function asOutcome(change: () => Promise<number[]>): Promise<LedgerOutcome> {
  try {
    return { ok: true, holdIds: await change() };
  } catch (error) {
    if (error instanceof HoldRefusal) return { ok: false, code: error.code, detail: error.detail };
    throw error;
  }
}
