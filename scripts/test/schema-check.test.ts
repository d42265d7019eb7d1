import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from '../lib/schema-breaks.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/schema/${name}.graphql`, import.meta.url), 'utf8');

describe('the breaking-change check of schema.graphql', () => {
  it('fails on a removed field', async () => {
    const breaking = await breakingChanges(fixture('before'), fixture('field-removed'));
    expect(breaking.map((change) => change.path)).toEqual(['Pass.priceCents']);
  });

  it('passes on an added field', async () => {
    expect(await breakingChanges(fixture('before'), fixture('field-added'))).toEqual([]);
  });

  it('passes on removing a field that was deprecated first', async () => {
    expect(await breakingChanges(fixture('before'), fixture('deprecated-removed'))).toEqual([]);
  });
});
