import { describe, expect, it } from 'vitest';
import { isBannerVisible } from './publication.ts';

// spec 000 §4: shown if now >= published and, when an end date exists, now <= end.
describe('isBannerVisible', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('shows a banner inside its window, bounds included', () => {
    expect(isBannerVisible({ published: '2026-11-01T00:00:00Z', avaiable: '2026-12-01T00:00:00Z' }, now)).toBe(true);
    expect(isBannerVisible({ published: '2026-11-22T12:00:00Z', avaiable: null }, now)).toBe(true);
    expect(isBannerVisible({ published: '2026-11-01T00:00:00Z', avaiable: '2026-11-22T12:00:00Z' }, now)).toBe(true);
  });

  it('hides a banner whose end date has passed', () => {
    expect(isBannerVisible({ published: '2026-01-01T00:00:00Z', avaiable: '2026-11-22T11:59:59Z' }, now)).toBe(false);
  });

  it('hides a scheduled banner and a draft (no published date)', () => {
    expect(isBannerVisible({ published: '2026-11-22T12:00:01Z', avaiable: null }, now)).toBe(false);
    expect(isBannerVisible({ published: null, avaiable: null }, now)).toBe(false);
  });
});
