import { describe, expect, it } from 'vitest';
import { parseUpstreamTime, toDateTime } from './time.ts';

describe('upstream time stamps', () => {
  it('reads local time stamps as Lisbon wall-clock time, DST included', () => {
    // Summer (WEST, UTC+1) and winter (WET, UTC+0).
    expect(parseUpstreamTime('2026-07-01 10:00:00')?.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(parseUpstreamTime('2026-12-01 10:00')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('keeps the instant of ISO time stamps with an offset', () => {
    expect(parseUpstreamTime('2026-07-01T10:00:00+02:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('answers null for empty or unreadable values', () => {
    expect(parseUpstreamTime(null)).toBeNull();
    expect(parseUpstreamTime('not a date')).toBeNull();
  });

  it('prints DateTime in Lisbon time with its offset on both sides of the DST change', () => {
    // 2026-03-29 01:00 UTC is when Lisbon moves from +00:00 to +01:00.
    expect(toDateTime(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29T00:59:00.000+00:00');
    expect(toDateTime(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T02:00:00.000+01:00');
  });
});
