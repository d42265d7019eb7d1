import { describe, expect, it } from 'vitest';
import { addDays, dayFromSearch, formatClock, formatCountdown, isIsoDay, lisbonToday, secondsLeft } from './time.ts';

describe('Lisbon days (spec 002 §2: the minimum date is today in Europe/Lisbon)', () => {
  it('is the Lisbon calendar day, not the UTC one, around midnight in summer', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (WEST, UTC+1).
    expect(lisbonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(lisbonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-2-1')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });

  it('takes the address day only from today on', () => {
    expect(dayFromSearch('2026-11-30', '2026-11-25')).toBe('2026-11-30');
    expect(dayFromSearch('2026-11-24', '2026-11-25')).toBe('2026-11-25');
    expect(dayFromSearch('nonsense', '2026-11-25')).toBe('2026-11-25');
    expect(dayFromSearch(null, '2026-11-25')).toBe('2026-11-25');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-25', 91)).toBe('2027-02-24');
  });
});

describe('start times in the cart panel (spec 002 §2: am/pm in English, h otherwise)', () => {
  it('writes 15h30 in pt, es and fr and 3:30 pm in en', () => {
    expect(formatClock('15:30', 'pt')).toBe('15h30');
    expect(formatClock('09:00', 'fr')).toBe('9h00');
    expect(formatClock('15:30', 'en')).toBe('3:30 pm');
    expect(formatClock('00:15', 'en')).toBe('12:15 am');
    expect(formatClock('12:00', 'en')).toBe('12:00 pm');
  });
});

describe('hold countdowns (spec 002 §2: mm:ss from the server expiry)', () => {
  it('counts from expiresAt, never below 0', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(secondsLeft('2026-11-25T10:05:00Z', now)).toBe(300);
    expect(secondsLeft('2026-11-25T10:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-11-25T09:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
  });

  it('writes mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
