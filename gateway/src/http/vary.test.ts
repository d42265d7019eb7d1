import { describe, expect, it } from 'vitest';
import { mergeVary } from './vary.ts';

describe('mergeVary', () => {
  it('adds a field once, whatever its case, keeping what was there', () => {
    expect(mergeVary(null, 'Origin')).toBe('Origin');
    expect(mergeVary('Accept-Language, Cookie', 'Origin')).toBe('Accept-Language, Cookie, Origin');
    expect(mergeVary('origin,accept-encoding', 'Origin', 'Cookie')).toBe('origin, accept-encoding, Cookie');
    expect(mergeVary(' , Cookie,, ', 'cookie')).toBe('Cookie');
  });

  it('leaves `*` alone: it already varies on everything', () => {
    expect(mergeVary('*', 'Origin')).toBe('*');
    expect(mergeVary('Cookie', '*')).toBe('*');
  });
});
