import { describe, expect, it } from 'vitest';
import { bannerItemSchema } from './banner.ts';
import { flag, id, text, timestamp } from './primitives.ts';

// design: "The gateway must still accept what a real resort API sends: extra fields, numbers
// sent as strings, empty translations."
describe('lenient contract primitives', () => {
  it('accepts ids as numbers or numeric strings', () => {
    expect(id.parse('12')).toBe(12);
    expect(id.parse(12)).toBe(12);
    expect(id.safeParse('x').success).toBe(false);
  });

  it('reads flags in their usual forms', () => {
    expect([true, 1, '1', 'true'].map((v) => flag.parse(v))).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', null, undefined].map((v) => flag.parse(v))).toEqual([false, false, false, false, false, false]);
  });

  it('turns missing text into an empty string and refuses non-dates', () => {
    expect(text.parse(null)).toBe('');
    expect(timestamp.parse('2026-11-22 10:00:00')).toBe('2026-11-22 10:00:00');
    expect(timestamp.parse(undefined)).toBeNull();
    expect(timestamp.safeParse('tomorrow').success).toBe(false);
  });

  it('parses a banner with extra fields, string ids and empty translations', () => {
    const banner = bannerItemSchema.parse({
      id: '7',
      extra: { anything: true },
      info: { type: 'banner', date: { created: null, published: '2026-01-01T00:00:00Z', avaiable: null, modified: null }, button: '1' },
      content: [{ title: 'Neve', subtitle: null, language: { '2': { title: '' }, '3': null }, align: { vertical: 'middle', horizontal: 'left' } }],
    });
    expect(banner.id).toBe(7);
    expect(banner.info.button).toBe(true);
    expect(banner.content[0]?.language).toEqual({ '2': { title: '' }, '3': null });
    // An alignment the site does not know is centred rather than refused.
    expect(banner.content[0]?.align).toEqual({ vertical: 'center', horizontal: 'left' });
  });
});
