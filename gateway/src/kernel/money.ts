import type { Money } from '../__generated__/resolvers-types.ts';

/**
 * Exact euro amounts. The resort API sends decimals as text ("12.30"); they are checked and kept
 * as text with their precision, never turned into floating-point numbers (design: "Money in
 * integer cents or exact decimals").
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

export function money(amount: string, decimals = 2): Money {
  if (!DECIMAL.test(amount)) throw new Error(`not a decimal amount: ${amount}`);
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const fixed = `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  // Extra digits beyond `decimals` would be silently dropped: refuse rather than round here.
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) throw new Error(`more precision than ${decimals} decimals: ${amount}`);
  return { amount: negative && /[1-9]/.test(fixed) ? `-${fixed}` : fixed, currency: 'EUR' };
}
