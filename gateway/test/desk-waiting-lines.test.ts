import type { SeatChange } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { DayWaitingCounts } from '../src/modules/desk/waiting-counts.ts';
import { WaitingLines, type WaitingEntries } from '../src/modules/desk/waiting-lines.ts';
import type { FeedEvent } from '../src/upstream/availability-feed.ts';

/**
 * The desk's waiting lines kept once per gateway process (waiting-lines.ts): a slot's line is read
 * when first asked and again only when the availability feed shows it may have moved (its
 * `em_espera` changed, or its seats changed while someone waits or is on offer), once per change
 * however many desk pages ask; a feed restart forgets every line.
 */

const SLOT = 901;
const OTHER = 902;
const DAY = '2026-12-01';
/** What the desk's day says of the slot: here nothing held, so only its count decides. */
const NOW = { day: DAY, held: 0 };

function fakeFeed() {
  const listeners = new Set<(event: FeedEvent) => void>();
  return {
    on(listener: (event: FeedEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: FeedEvent) {
      for (const listener of listeners) listener(event);
    },
  };
}

const entry = (over: Partial<WaitingEntries[number]> = {}): WaitingEntries[number] => ({
  id: 1,
  id_client: 7,
  id_stock: SLOT,
  id_event: 3,
  id_prod: 41,
  dia: DAY,
  inicio: '2026-12-01T10:00:00+00:00',
  quantidade: 2,
  estado: 'waiting',
  lugar: 1,
  desde: '2026-11-28T09:00:00+00:00',
  idioma: 1,
  oferta: null,
  nome: 'Clara Espera',
  email: 'clara@example.pt',
  ...over,
});

/** A seat change of a slot as the feed carries it. */
const seats = (stockId: number, emEspera: number, disponivel = 0): FeedEvent => ({
  type: 'seats',
  changes: [{ id_stock: stockId, id_prod: 41, id_event: 3, dia: DAY, disponivel, capacidade: 12, listado: true, em_espera: emEspera } satisfies SeatChange],
});

/**
 * The lines over a fake feed and resort API. `dayCounts`: each slot's em_espera as the day's read
 * answers it (a slot absent from it is not listed: its count is unknown).
 */
function setUp(initial: Record<number, WaitingEntries> = {}, dayCounts: Record<number, number> = {}) {
  const feed = fakeFeed();
  const lines = new Map<number, WaitingEntries>(Object.entries(initial).map(([key, value]) => [Number(key), value]));
  const reads: number[] = [];
  const dayReads: string[] = [];
  let failing = false;
  let clock = 1_000_000;
  const warnings: unknown[] = [];
  const logger = { warn: (details: unknown) => void warnings.push(details) };
  const counts = new DayWaitingCounts(
    async (day) => {
      dayReads.push(day);
      const answer = new Map(Object.entries(dayCounts).map(([key, value]) => [Number(key), value]));
      await Promise.resolve();
      return answer;
    },
    logger,
    () => clock,
  );
  const waiting = new WaitingLines(
    feed,
    async (stockId) => {
      reads.push(stockId);
      // The line as it was when the read reached the resort API; its answer comes back later.
      const answer = lines.get(stockId) ?? [];
      await Promise.resolve();
      if (failing) throw new Error('404 not found');
      return answer;
    },
    counts,
    logger,
    () => clock,
  );
  return {
    feed,
    waiting,
    reads,
    dayReads,
    warnings,
    setLine: (stockId: number, entries: WaitingEntries) => lines.set(stockId, entries),
    fail: (value: boolean) => void (failing = value),
    advance: (ms: number) => void (clock += ms),
  };
}

describe("the desk's waiting lines", () => {
  it("a day's first screen reads the day's counts once, and no line of a slot nobody waits for and nobody holds seats of", async () => {
    const { waiting, reads, dayReads } = setUp({ [SLOT]: [entry()] }, { [SLOT]: 1, [OTHER]: 0 });
    const slots = await Promise.all([waiting.lineOf(SLOT, NOW), waiting.lineOf(OTHER, NOW), waiting.lineOf(OTHER, NOW)]);
    expect(slots.map((line) => line?.length)).toEqual([1, 0, 0]);
    expect(dayReads).toEqual([DAY]);
    expect(reads).toEqual([SLOT]);
  });

  it("a slot nobody waits for but with seats held is read once: the hold may be a customer's offer", async () => {
    const offer = entry({ id_stock: OTHER, estado: 'offered', lugar: null, oferta: { prod_timer: 55, expira_em: '2026-11-28T10:10:00+00:00' } });
    const { feed, waiting, reads } = setUp({ [OTHER]: [offer] }, { [OTHER]: 0 });
    expect(await waiting.lineOf(OTHER, { day: DAY, held: 2 })).toEqual([offer]);
    expect(await waiting.lineOf(OTHER, { day: DAY, held: 2 })).toEqual([offer]);
    expect(reads).toEqual([OTHER]);
    // Its seats bought: nothing held, nobody waiting; the feed said so, and nothing is read.
    feed.emit(seats(OTHER, 0, 0));
    expect(await waiting.lineOf(OTHER, { day: DAY, held: 0 })).toEqual([]);
    expect(reads).toEqual([OTHER]);
  });

  it('the counts follow the feed: a join on a slot known empty is read, once', async () => {
    const { feed, waiting, reads, dayReads, setLine } = setUp({}, { [SLOT]: 0 });
    expect(await waiting.lineOf(SLOT, NOW)).toEqual([]);
    expect(reads).toEqual([]);
    setLine(SLOT, [entry()]);
    feed.emit(seats(SLOT, 1));
    expect((await Promise.all([waiting.lineOf(SLOT, NOW), waiting.lineOf(SLOT, NOW)])).map((line) => line?.length)).toEqual([1, 1]);
    expect(reads).toEqual([SLOT]);
    expect(dayReads).toEqual([DAY]);
  });

  it('reads a line once for every page asking at once, and keeps it until the feed says it moved', async () => {
    const { waiting, reads } = setUp({ [SLOT]: [entry()] });
    const answers = await Promise.all([waiting.lineOf(SLOT, NOW), waiting.lineOf(SLOT, NOW), waiting.lineOf(SLOT, NOW)]);
    expect(answers.map((line) => line?.map((each) => each.nome))).toEqual([['Clara Espera'], ['Clara Espera'], ['Clara Espera']]);
    expect(await waiting.lineOf(SLOT, NOW)).toHaveLength(1);
    expect(reads).toEqual([SLOT]);
  });

  it('a join (em_espera changed) reads the line again once, however many pages ask; a change of another slot reads nothing', async () => {
    const { feed, waiting, reads, setLine } = setUp();
    expect(await waiting.lineOf(SLOT, NOW)).toEqual([]);
    feed.emit(seats(OTHER, 3));
    expect(await waiting.lineOf(SLOT, NOW)).toEqual([]);
    expect(reads).toEqual([SLOT]);

    setLine(SLOT, [entry()]);
    feed.emit(seats(SLOT, 1));
    const after = await Promise.all([waiting.lineOf(SLOT, NOW), waiting.lineOf(SLOT, NOW)]);
    expect(after.map((line) => line?.length)).toEqual([1, 1]);
    expect(reads).toEqual([SLOT, SLOT]);
  });

  it('a seat change of a slot nobody waits for costs no read', async () => {
    const { feed, waiting, reads } = setUp();
    await waiting.lineOf(SLOT, NOW);
    for (const free of [3, 2, 1, 0]) feed.emit(seats(SLOT, 0, free));
    expect(await waiting.lineOf(SLOT, NOW)).toEqual([]);
    expect(reads).toEqual([SLOT]);
  });

  it('seats changing while someone waits read the line again: freed seats became an offer, with its end', async () => {
    const { feed, waiting, reads, setLine } = setUp({ [SLOT]: [entry()] });
    await waiting.lineOf(SLOT, NOW);
    feed.emit(seats(SLOT, 1, 0));
    await waiting.lineOf(SLOT, NOW);
    expect(reads).toEqual([SLOT, SLOT]);

    // The same count of waiters, but seats moved while someone waits: they may be its offer now.
    const offer = entry({ estado: 'offered', lugar: null, oferta: { prod_timer: 55, expira_em: '2026-11-28T10:10:00+00:00' } });
    setLine(SLOT, [offer]);
    feed.emit(seats(SLOT, 1, 0));
    // The offer is a hold: the day shows its seats held.
    const offering = { day: DAY, held: 2 };
    expect(await waiting.lineOf(SLOT, offering)).toEqual([offer]);
    expect(reads).toHaveLength(3);

    // Nobody waiting any more, the offer still kept for its customer (em_espera counting waiters only).
    feed.emit(seats(SLOT, 0, 0));
    expect(await waiting.lineOf(SLOT, offering)).toEqual([offer]);
    expect(reads).toHaveLength(4);
    // The offer bought: no count changed, but the kept line shows someone, so it is read again
    // (asked while another hold of the slot is still in a cart).
    setLine(SLOT, []);
    feed.emit(seats(SLOT, 0, 0));
    expect(await waiting.lineOf(SLOT, { day: DAY, held: 1 })).toEqual([]);
    expect(reads).toHaveLength(5);
    // From then on nobody waits: changes read nothing.
    feed.emit(seats(SLOT, 0, 1));
    expect(await waiting.lineOf(SLOT, { day: DAY, held: 1 })).toEqual([]);
    expect(await waiting.lineOf(SLOT, NOW)).toEqual([]);
    expect(reads).toHaveLength(5);
  });

  it('a change arriving while the line is being read is not lost: the next ask reads again', async () => {
    const { feed, waiting, reads, setLine } = setUp();
    const reading = waiting.lineOf(SLOT, NOW);
    // Once the read has left (after the day's counts): a join arrives before its answer.
    for (let turn = 0; turn < 100 && reads.length === 0; turn++) await Promise.resolve();
    expect(reads).toEqual([SLOT]);
    feed.emit(seats(SLOT, 1));
    setLine(SLOT, [entry()]);
    expect(await reading).toEqual([]);
    expect(await waiting.lineOf(SLOT, NOW)).toHaveLength(1);
    expect(reads).toEqual([SLOT, SLOT]);
  });

  it('forgets every line when the feed (re)starts: what changed while it was down is read again', async () => {
    const { feed, waiting, reads, setLine } = setUp();
    await Promise.all([waiting.lineOf(SLOT, NOW), waiting.lineOf(OTHER, NOW)]);
    setLine(SLOT, [entry()]);
    feed.emit({ type: 'ready' });
    expect(await waiting.lineOf(SLOT, NOW)).toHaveLength(1);
    expect(await waiting.lineOf(OTHER, NOW)).toEqual([]);
    expect(reads.sort()).toEqual([SLOT, SLOT, OTHER, OTHER].sort());
  });

  it('a line that cannot be read is null (the day still shows), and is not asked again for 10 s', async () => {
    const { waiting, reads, warnings, fail, advance } = setUp({ [SLOT]: [entry()] });
    fail(true);
    expect(await waiting.lineOf(SLOT, NOW)).toBeNull();
    expect(await waiting.lineOf(SLOT, NOW)).toBeNull();
    expect(reads).toEqual([SLOT]);
    expect(warnings).toHaveLength(1);
    fail(false);
    advance(10_000);
    expect(await waiting.lineOf(SLOT, NOW)).toHaveLength(1);
    expect(reads).toEqual([SLOT, SLOT]);
  });
});
