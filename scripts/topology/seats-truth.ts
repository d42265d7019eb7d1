/**
 * The seats as PostgreSQL has them, read straight from the database both resort-api processes
 * share: what every open listing must come to show, and whether any slot was sold or held beyond
 * its capacity. The count is resort-api's own rule (resort-api/src/reservations/remaining.ts):
 * capacity − seats sold − seats held whose hold has not lapsed, never below zero.
 */
import pg from 'pg';
import { z } from 'zod';
import { fromGlobalId } from '../../gateway/src/kernel/global-id.ts';

const TAKEN = `coalesce(sum(h.quantity) filter (where h.status = 'sold' or (h.status = 'held' and h.expires_at > now())), 0)`;
/** Each slot (stock line) with its capacity and the seats sold or held in it now. */
const PER_SLOT = `select s.id, s.event_id, s.capacity, ${TAKEN} as taken from service_slots s left join holds h on h.slot_id = s.id group by s.id`;

const remainingRow = z.object({ event_id: z.coerce.number().int(), remaining: z.coerce.number().int() });
const oversoldRow = z.object({ id: z.coerce.number().int(), event_id: z.coerce.number().int(), capacity: z.coerce.number().int(), taken: z.coerce.number().int() });

export type Oversold = z.infer<typeof oversoldRow>;

/** A listing's slot id (a TimeSlot global id, keyed by the event) as the database's event id. */
export function eventIdOf(slotId: string): number {
  const id = fromGlobalId(slotId);
  if (id?.type !== 'TimeSlot') throw new Error(`${slotId} is not a TimeSlot id`);
  return Number(id.key);
}

export class SeatsTruth {
  private constructor(private readonly client: pg.Client) {}

  static async open(databaseUrl: string): Promise<SeatsTruth> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return new SeatsTruth(client);
  }

  /** Seats left now in each of the slots (by TimeSlot id). */
  async remaining(slotIds: readonly string[]): Promise<Map<string, number>> {
    const byEvent = new Map(slotIds.map((id) => [eventIdOf(id), id]));
    const result = await this.client.query(
      `select event_id, sum(greatest(capacity - taken, 0)) as remaining from (${PER_SLOT}) slots where event_id = any($1::int[]) group by event_id`,
      [[...byEvent.keys()]],
    );
    return new Map(z.array(remainingRow).parse(result.rows).map((row) => [byEvent.get(row.event_id) ?? '', row.remaining]));
  }

  /** Every slot whose sold and live-held seats are more than its capacity: none, or seats were sold twice. */
  async oversold(): Promise<Oversold[]> {
    const result = await this.client.query(`select id, event_id, capacity, taken from (${PER_SLOT}) slots where taken > capacity`);
    return z.array(oversoldRow).parse(result.rows);
  }

  /** Seats sold or held (not lapsed) in one slot now. */
  async taken(slotId: string): Promise<{ capacity: number; taken: number }> {
    const result = await this.client.query(`select sum(capacity) as capacity, sum(taken) as taken from (${PER_SLOT}) slots where event_id = $1`, [eventIdOf(slotId)]);
    return z.object({ capacity: z.coerce.number().int(), taken: z.coerce.number().int() }).parse(result.rows[0]);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
