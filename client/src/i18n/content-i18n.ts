import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { contentMessages, type ContentMessages } from './content-resources.ts';
import { loadTexts } from './i18n.ts';

// Evaluated when the content route's chunk loads: its texts download in the visitor's language
// alongside it (i18n.ts).
loadTexts('content', contentMessages);

/** Every leaf of the message tree as a dotted key: `'news.keepReading'`. */
type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

export type ContentKey = LeafKeys<ContentMessages>;

/** Values for a message's `{{placeholders}}`. */
export type ContentValues = Record<string, string | number>;

// The namespace's keys are typed here, against the Portuguese file, as dotted paths.
type Translate = (key: string, options: { ns: 'content' } & ContentValues) => string;

/**
 * The `content` namespace's `t`, for the content pages. It re-renders with the site language
 * like `useTranslation` does, and waits (suspends) until the namespace's texts have arrived.
 */
export function useContentTranslation(): { t: (key: ContentKey, values?: ContentValues) => string; language: string } {
  const { i18n: instance } = useTranslation('content');
  const language = instance.language;
  const t = useCallback(
    (key: ContentKey, values?: ContentValues) => (instance.getFixedT(language) as unknown as Translate)(key, { ...values, ns: 'content' }),
    [instance, language],
  );
  return { t, language };
}
