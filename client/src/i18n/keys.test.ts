import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-resources.ts';
import { errorMessages } from './error-resources.ts';
import { formsMessages } from './forms-resources.ts';
import { contentMessages } from './content-resources.ts';
import { deskDayMessages } from './desk-day-resources.ts';
import { deskMessages } from './desk-resources.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { lessonsMessages } from './lessons-resources.ts';
import { messages } from './resources.ts';
import { reservationsMessages } from './reservations-resources.ts';
import { shopMessages } from './shop-resources.ts';
import type { TextSources } from './text-sources.ts';

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
/** `<link>…</link>` markup for react-i18next's <Trans>: the same tags in every language. */
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

/** A namespace's four language files, loaded from the same chunks the website downloads. */
async function allLanguages(sources: TextSources<object>): Promise<Record<Language, object>> {
  const loaded = await Promise.all(LANGUAGES.map(async (language) => [language, (await sources[language]()).default] as const));
  return Object.fromEntries(loaded) as Record<Language, object>;
}

const namespaces: Record<string, Record<Language, object>> = {
  translation: await allLanguages(messages),
  account: await allLanguages(accountMessages),
  errors: await allLanguages(errorMessages),
  forms: await allLanguages(formsMessages),
  content: await allLanguages(contentMessages),
  shop: await allLanguages(shopMessages),
  reservations: await allLanguages(reservationsMessages),
  desk: await allLanguages(deskMessages),
  deskDay: await allLanguages(deskDayMessages),
  lessons: await allLanguages(lessonsMessages),
};

for (const [namespace, byLanguage] of Object.entries(namespaces)) {
  describe(`translation files: ${namespace}`, () => {
    const reference = flatten(byLanguage.pt as Tree);
    const allKeys = new Set(LANGUAGES.flatMap((language) => [...flatten(byLanguage[language] as Tree).keys()]));

    it('has texts to check', () => {
      expect(reference.size).toBeGreaterThan(10);
    });

    for (const language of LANGUAGES) {
      it(`${language} has every key, none empty, with the same placeholders`, () => {
        const leaves = flatten(byLanguage[language] as Tree);
        const missing = [...allKeys].filter((key) => !leaves.has(key));
        const empty = [...leaves].filter(([, text]) => text.trim() === '').map(([key]) => key);
        const wrongPlaceholders = [...reference]
          .filter(([key, text]) => {
            const other = leaves.get(key);
            return other !== undefined && (placeholders(other).join() !== placeholders(text).join() || tags(other).join() !== tags(text).join());
          })
          .map(([key]) => key);
        expect({ missing, empty, wrongPlaceholders }).toEqual({ missing: [], empty: [], wrongPlaceholders: [] });
      });
    }
  });
}

describe('the sign-in gate', () => {
  // The gate of the account pages draws its reason with the page, before any error text has
  // loaded (account-i18n.ts), so it has its own copy of the catalogue's NOT_SIGNED_IN.
  for (const language of LANGUAGES) {
    it(`${language} gives the reason the error catalogue gives`, () => {
      const account = namespaces.account?.[language] as { gate: { reason: string } };
      const errors = namespaces.errors?.[language] as Record<string, string>;
      expect(account.gate.reason).toBe(errors.NOT_SIGNED_IN);
    });
  }
});
