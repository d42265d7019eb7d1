import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './codes.ts';
import { ERROR_MESSAGES } from './messages.ts';

describe('the error catalogue', () => {
  it.each(Object.keys(ERROR_MESSAGES))('has a non-empty %s message for every code, and no other', (language) => {
    const messages = ERROR_MESSAGES[language as keyof typeof ERROR_MESSAGES];
    expect(Object.keys(messages).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(messages[code].trim()).not.toBe('');
  });

  it('keeps the spec’s own wording where it gives one (spec 000 §8, 002 §8)', () => {
    expect(ERROR_MESSAGES.pt.WRONG_CREDENTIALS).toMatch(/^Dados de acesso incorretos/);
    expect(ERROR_MESSAGES.pt.CONNECTION_PROBLEM).toMatch(/^Problema de ligação/);
    expect(ERROR_MESSAGES.en.USERNAME_EXISTS).toBe('There is already a record with this username.');
    expect(ERROR_MESSAGES.en.RECOVERY_EXPIRED).toBe('The code to change your password has expired, please make a new request.');
  });
});
