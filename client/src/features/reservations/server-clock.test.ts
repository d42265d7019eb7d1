import { describe, expect, it } from 'vitest';
import { clockOffset, DEVICE_CLOCK, serverNow, withServerTime } from './server-clock.ts';
import { secondsLeft } from '../../shared/time.ts';

const SERVER = Date.parse('2026-11-25T10:00:00.000Z');

describe('the server clock (spec 002 §2: countdowns follow the server, not the device)', () => {
  it('is the device clock until an answer says otherwise', () => {
    expect(serverNow(DEVICE_CLOCK, SERVER)).toBe(SERVER);
  });

  it('takes serverTime minus the device time at receipt, whatever the stamp’s offset', () => {
    // The device runs 2 minutes fast; the stamp is written in Lisbon's winter time (UTC+0) and in UTC+1.
    expect(clockOffset('2026-11-25T10:00:00.000+00:00', SERVER + 120_000)).toBe(-120_000);
    expect(clockOffset('2026-11-25T11:00:00.000+01:00', SERVER + 120_000)).toBe(-120_000);
    // The device runs 30.5 s slow.
    expect(clockOffset('2026-11-25T10:00:00.000Z', SERVER - 30_500)).toBe(30_500);
    expect(clockOffset('not a time', SERVER)).toBeNull();
  });

  it('counts a hold down to its expiry on the server’s clock, on a device 2 minutes fast or 3 minutes slow', () => {
    const expiresAt = '2026-11-25T10:05:00.000Z';
    for (const skew of [120_000, -180_000]) {
      const clock = withServerTime(DEVICE_CLOCK, '2026-11-25T10:00:00.000Z', SERVER + skew);
      // At receipt, and 10 s later by the device's clock.
      expect(secondsLeft(expiresAt, serverNow(clock, SERVER + skew))).toBe(300);
      expect(secondsLeft(expiresAt, serverNow(clock, SERVER + skew + 10_000))).toBe(290);
    }
    // Without the offset the fast device would show two minutes too few.
    expect(secondsLeft(expiresAt, SERVER + 120_000)).toBe(180);
  });

  it('follows each newer stamp and ignores one no newer (the same cart read again later from the store)', () => {
    const first = withServerTime(DEVICE_CLOCK, '2026-11-25T10:00:00.000Z', SERVER + 5_000);
    expect(first.offset).toBe(-5_000);
    // Read again a minute later: not news, the offset stays.
    expect(withServerTime(first, '2026-11-25T10:00:00.000Z', SERVER + 65_000)).toBe(first);
    expect(withServerTime(first, '2026-11-25T09:59:59.000Z', SERVER + 65_000)).toBe(first);
    // A newer answer after the device's clock was corrected by 5 s.
    const next = withServerTime(first, '2026-11-25T10:01:00.000Z', SERVER + 60_000);
    expect(next.offset).toBe(0);
    expect(withServerTime(next, 'garbage', SERVER)).toBe(next);
  });
});
