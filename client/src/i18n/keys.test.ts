import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { messages } from './resources.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  const reference = flatten(messages.pt);
  const allKeys = new Set(LANGUAGES.flatMap((language) => [...flatten(messages[language]).keys()]));

  it('has texts to check', () => {
    expect(reference.size).toBeGreaterThan(10);
  });

  for (const language of LANGUAGES) {
    it(`${language} has every key, none empty, with the same placeholders`, () => {
      const leaves = flatten(messages[language]);
      const missing = [...allKeys].filter((key) => !leaves.has(key));
      const empty = [...leaves].filter(([, text]) => text.trim() === '').map(([key]) => key);
      const wrongPlaceholders = [...reference]
        .filter(([key, text]) => leaves.has(key) && placeholders(leaves.get(key) ?? '').join() !== placeholders(text).join())
        .map(([key]) => key);
      expect({ missing, empty, wrongPlaceholders }).toEqual({ missing: [], empty: [], wrongPlaceholders: [] });
    });
  }
});
