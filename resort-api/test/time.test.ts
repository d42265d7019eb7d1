import { describe, expect, it } from 'vitest';
import { toResortIso, toResortIsoOrNull } from '../src/lib/time.ts';

describe('toResortIso (Europe/Lisbon, spec 000 §9)', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '2026-01-15T10:00:00+00:00'],
    ['2026-07-01T10:00:00.120Z', '2026-07-01T11:00:00.120+01:00'],
    // Last second of winter time, first of summer time (29 March 2026, 01:00 UTC).
    ['2026-03-29T00:59:59Z', '2026-03-29T00:59:59+00:00'],
    ['2026-03-29T01:00:00Z', '2026-03-29T02:00:00+01:00'],
    // The repeated hour of 25 October 2026: 01:30 twice, with two offsets.
    ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00+01:00'],
    ['2026-10-25T01:30:00Z', '2026-10-25T01:30:00+00:00'],
    ['2026-12-31T23:59:59Z', '2026-12-31T23:59:59+00:00'],
  ])('%s reads %s, the same instant', (utc, expected) => {
    expect(toResortIso(new Date(utc))).toBe(expected);
    expect(Date.parse(expected)).toBe(Date.parse(utc));
  });

  it('keeps an empty date empty', () => {
    expect(toResortIsoOrNull(null)).toBeNull();
  });
});
