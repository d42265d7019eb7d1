import { describe, expect, it } from 'vitest';
import { variablesExcess } from './variable-limits.ts';

const LIMITS = { MAX_VARIABLES_BYTES: 1000, MAX_VARIABLES_DEPTH: 4, MAX_VARIABLES_LIST_LENGTH: 50 };

describe('the limits on variables', () => {
  it('lets the order form through: 50 lines, 4 deep', () => {
    const lines = Array.from({ length: 50 }, () => ({ q: 1 }));
    expect(variablesExcess({ variables: { input: { lines } }, extensions: { persistedQuery: { version: 1 } } }, LIMITS)).toBeNull();
  });

  it.each([
    ['a list one item too long', { pad: Array.from({ length: 51 }, () => 0) }, 'MAX_VARIABLES_LIST_LENGTH', 'variables.pad'],
    ['an object with too many fields', Object.fromEntries(Array.from({ length: 51 }, (_, n) => [`v${n}`, 0])), 'MAX_VARIABLES_LIST_LENGTH', 'variables'],
    ['lists nested one level too deep', { a: [[[[0]]]] }, 'MAX_VARIABLES_DEPTH', 'variables.a[0][0][0]'],
    ['a string past the size', { text: 'x'.repeat(1000) }, 'MAX_VARIABLES_BYTES', 'variables.text'],
  ])('names %s, and where', (_, variables, limit, at) => {
    expect(variablesExcess({ variables }, LIMITS)).toEqual({ limit, max: expect.any(Number), at });
  });

  it('counts extensions: their number, and their size with the variables', () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, n) => [`x${n}`, 0]));
    expect(variablesExcess({ variables: {}, extensions: many }, LIMITS)?.limit).toBe('MAX_EXTENSIONS');
    expect(variablesExcess({ variables: { a: 'x'.repeat(600) }, extensions: { b: 'x'.repeat(600) } }, LIMITS)).toMatchObject({ limit: 'MAX_VARIABLES_BYTES', at: 'extensions.b' });
  });
});
