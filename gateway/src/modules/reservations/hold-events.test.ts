import { Redis } from 'ioredis';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { HoldEvents, type SlotChange } from './hold-events.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });

/** The next change `events` delivers for `productId` (other runs may publish on the same Redis). */
async function nextFor(changes: AsyncIterator<SlotChange, undefined>, productId: number): Promise<SlotChange | null> {
  for (;;) {
    const next = await changes.next();
    if (next.done) return null;
    if (next.value.productId === productId) return next.value;
  }
}

const opened: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

describe('HoldEvents', () => {
  it('delivers a slot change to a listener in the same process', async () => {
    const events = new HoldEvents({ logger });
    opened.push(events);
    const stop = new AbortController();
    const changes = events.slotChanges(stop.signal);
    events.publishSlotChange({ productId: 41, date: '2026-12-24' });
    expect(await changes.next()).toEqual({ done: false, value: { productId: 41, date: '2026-12-24' } });
    stop.abort();
    expect(await changes.next()).toEqual({ done: true, value: undefined });
  });

  it('carries changes between processes through Redis, and drops what is not a slot change', async () => {
    const productId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    const [one, other] = [new HoldEvents({ redisUrl: REDIS_URL, logger }), new HoldEvents({ redisUrl: REDIS_URL, logger })];
    const foreign = new Redis(REDIS_URL);
    opened.push(one, other, { close: () => foreign.quit() });
    const stop = new AbortController();
    const changes = other.slotChanges(stop.signal);
    // SUBSCRIBE is one round trip: wait until Redis counts the listener.
    for (let i = 0; i < 100; i += 1) {
      const [, count] = (await foreign.pubsub('NUMSUB', 'estancia:reservations:slotChanged')) as [string, number];
      if (count > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await foreign.publish('estancia:reservations:slotChanged', 'not json');
    await foreign.publish('estancia:reservations:slotChanged', JSON.stringify({ productId, date: 'tomorrow' }));
    one.publishSlotChange({ productId, date: '2026-12-24' });
    expect(await nextFor(changes, productId)).toEqual({ productId, date: '2026-12-24' });
    stop.abort();
  });

  it('publishes nothing for a change without a readable day', async () => {
    const events = new HoldEvents({ logger });
    opened.push(events);
    const stop = new AbortController();
    const changes = events.slotChanges(stop.signal);
    events.publishSlotChange({ productId: 41, date: '' });
    events.publishSlotChange({ productId: 42, date: '2026-12-25' });
    expect((await changes.next()).value).toEqual({ productId: 42, date: '2026-12-25' });
    stop.abort();
  });
});
