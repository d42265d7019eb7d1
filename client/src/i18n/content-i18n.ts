import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { contentMessages, type ContentMessages } from './content-resources.ts';
import { i18n } from './i18n.ts';
import { LANGUAGES } from './languages.ts';

// Evaluated when the content route's chunk loads: adds its texts in all four languages, so a
// language switch needs no request.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'content')) i18n.addResourceBundle(language, 'content', contentMessages[language]);
}

/** Every leaf of the message tree as a dotted key: `'news.keepReading'`. */
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

export type ContentKey = LeafKeys<ContentMessages>;

/** Values for a message's `{{placeholders}}`. */
export type ContentValues = Record<string, string | number>;

// The namespace is registered at run time by this module, not in the declared i18next resources
// (which describe the start-up bundle), so its keys are typed here, against the Portuguese file.
type Translate = (key: string, options: { ns: 'content' } & ContentValues) => string;

/**
 * The `content` namespace's `t`, for the content pages. It re-renders with the site language
 * like `useTranslation` does.
 */
export function useContentTranslation(): { t: (key: ContentKey, values?: ContentValues) => string; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const t = useCallback(
    (key: ContentKey, values?: ContentValues) => (instance.getFixedT(language) as unknown as Translate)(key, { ...values, ns: 'content' }),
    [instance, language],
  );
  return { t, language };
}
