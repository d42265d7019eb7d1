import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './codes.ts';
import { ERROR_MESSAGES, errorMessage } from './messages.ts';

describe('errorMessage', () => {
  it('puts the maximum into the timed-item limit message in every language (spec 002 §5)', () => {
    expect(errorMessage('TIMED_ITEM_LIMIT', 'pt', { max: 3 })).toBe('Só pode ter 3 produtos com horário no carrinho.');
    for (const language of ['en', 'es', 'fr'] as const) {
      const text = errorMessage('TIMED_ITEM_LIMIT', language, { max: 7 });
      expect(text).toContain('7');
      expect(text).not.toContain('{{');
    }
  });

  it('keeps the spec’s wording for a slot whose time passed (spec 002 §8)', () => {
    expect(errorMessage('SLOT_TIME_PASSED', 'pt')).toBe('Não foi possivel atualizar por favor tente de novo.');
  });

  it('leaves a placeholder without a value visible, and texts without placeholders unchanged', () => {
    expect(errorMessage('TIMED_ITEM_LIMIT', 'en')).toContain('{{max}}');
    expect(errorMessage('SLOT_FULL', 'en', { max: 3 })).toBe(ERROR_MESSAGES.en.SLOT_FULL);
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES) {
      const pt = placeholders(ERROR_MESSAGES.pt[code]);
      for (const language of ['en', 'es', 'fr'] as const) expect([code, placeholders(ERROR_MESSAGES[language][code])]).toEqual([code, pt]);
    }
  });
});

describe('quantity messages', () => {
  it('name the range of the place each is used, in every language', () => {
    for (const language of ['pt', 'en', 'es', 'fr'] as const) {
      // The shop cart: 0 to 99 (0 leaves a line out).
      expect(errorMessage('INVALID_QUANTITY', language)).toMatch(/\b0\b.*\b99\b/);
      // Entrance tickets: 1 to 99.
      expect(errorMessage('INVALID_TICKET_QUANTITY', language)).toMatch(/\b1\b.*\b99\b/);
      // Seats held or given back: 1 to 100, within the slot.
      expect(errorMessage('INVALID_SEAT_QUANTITY', language)).toMatch(/\b1\b.*\b100\b/);
    }
  });
});
