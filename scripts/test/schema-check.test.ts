import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from '../lib/schema-breaks.ts';

const BEFORE = readFileSync(new URL('./fixtures/schema/before.graphql', import.meta.url), 'utf8');

/** before.graphql with one change: `from`, which must be in it, made `to`. */
function changed(from: string, to: string): string {
  if (!BEFORE.includes(from)) throw new Error(`before.graphql has no ${JSON.stringify(from)}`);
  return BEFORE.replace(from, to);
}

const PRICE = '  "Its price in cents."\n  priceCents: Int!\n';
const DEPRECATED_LABEL = '  "The old label, kept for older partners."\n  label: String @deprecated(reason: "Use name.")\n';

describe('the breaking-change check of schema.graphql', () => {
  it('fails on a removed field', async () => {
    const breaking = await breakingChanges(BEFORE, changed(PRICE, ''));
    expect(breaking.map((change) => change.path)).toEqual(['Pass.priceCents']);
  });

  it('passes on an added field', async () => {
    const added = changed(PRICE, `  "Whether it is sold online."\n  onlineSale: Boolean!\n${PRICE}`);
    expect(await breakingChanges(BEFORE, added)).toEqual([]);
  });

  it('passes on removing a field that was deprecated first', async () => {
    expect(await breakingChanges(BEFORE, changed(DEPRECATED_LABEL, ''))).toEqual([]);
  });
});
