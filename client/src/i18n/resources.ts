import type pt from './locales/pt.json';
import { textSources } from './text-sources.ts';

/** The shape every language file must have: Portuguese is the reference (keys.test.ts checks the rest). */
export type Messages = typeof pt;

/** The start-up texts (namespace `translation`: the header, footer, menus and shared labels). */
export const messages = textSources<Messages>(import.meta.glob('./locales/*.json'));
