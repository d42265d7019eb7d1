import { describe, expect, it } from 'vitest';
import { entryOfSlot, offerExpiry, offerKey, offeredEntries } from './waiting-state.ts';

const entry = (id: string, slotId: string, state: string, offer: { holdId: string; expiresAt: string } | null = null) => ({ id, state, slot: { id: slotId }, offer });

describe('the waiting list on the service page and in the offer notice', () => {
  const entries = [
    entry('e1', 's1', 'WAITING'),
    entry('e2', 's2', 'OFFERED', { holdId: 'h2', expiresAt: '2026-12-24T10:10:00Z' }),
    entry('e3', 's3', 'LEFT'),
  ];

  it('shows a slot the viewer’s open entry, waiting or on offer, and none once it ended', () => {
    expect(entryOfSlot(entries, 's1')?.id).toBe('e1');
    expect(entryOfSlot(entries, 's2')?.id).toBe('e2');
    expect(entryOfSlot(entries, 's3')).toBeUndefined();
    expect(entryOfSlot(entries, 'other')).toBeUndefined();
  });

  it('announces only entries on offer that name their hold', () => {
    expect(offeredEntries(entries).map((e) => e.id)).toEqual(['e2']);
    expect(offeredEntries([entry('e4', 's4', 'OFFERED')])).toEqual([]);
  });

  it('counts an offer down to its hold’s expiry in the cart, else to the offer’s own', () => {
    const [offered] = offeredEntries(entries);
    expect(offerExpiry(offered!, [])).toBe('2026-12-24T10:10:00Z');
    expect(offerExpiry(offered!, [{ id: 'h9', expiresAt: '2026-12-24T10:00:00Z' }])).toBe('2026-12-24T10:10:00Z');
    // The cart's line is the hold itself: its expiry wins (e.g. once extended).
    expect(offerExpiry(offered!, [{ id: 'h2', expiresAt: '2026-12-24T10:15:00Z' }])).toBe('2026-12-24T10:15:00Z');
  });

  it('keeps a closed notice closed for that offer only', () => {
    const [offered] = offeredEntries(entries);
    const again = offeredEntries([entry('e2', 's2', 'OFFERED', { holdId: 'h7', expiresAt: '2026-12-24T11:00:00Z' })])[0]!;
    expect(offerKey(offered!)).not.toBe(offerKey(again));
  });
});
