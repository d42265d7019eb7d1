import type { LanguageCode } from '@estancia/resort-contract';
import { z } from 'zod';
import enShop from '../../../client/src/i18n/locales/shop/en.json' with { type: 'json' };
import esShop from '../../../client/src/i18n/locales/shop/es.json' with { type: 'json' };
import frShop from '../../../client/src/i18n/locales/shop/fr.json' with { type: 'json' };
import ptShop from '../../../client/src/i18n/locales/shop/pt.json' with { type: 'json' };
import en from '../../../client/src/i18n/locales/en.json' with { type: 'json' };
import es from '../../../client/src/i18n/locales/es.json' with { type: 'json' };
import fr from '../../../client/src/i18n/locales/fr.json' with { type: 'json' };
import pt from '../../../client/src/i18n/locales/pt.json' with { type: 'json' };

/**
 * The website's own texts that name its pages (the resort's name, its tagline, the shop pages'
 * titles), read from the client's translation files so the head the server writes and the one the
 * browser renders say the same thing in each language.
 */
const siteTexts = z.object({ site: z.object({ name: z.string().min(1), tagline: z.string().min(1) }) });
const shopTexts = z.object({
  store: z.object({ title: z.string().min(1), description: z.string() }),
  tariffs: z.object({ title: z.string().min(1), intro: z.string(), lessons: z.string().min(1) }),
});

export interface PageTexts {
  /** The resort's name, the second half of every title. */
  name: string;
  /** What the resort is: the home page's title. */
  tagline: string;
  store: { title: string; description: string };
  tariffs: { title: string; description: string };
  lessons: { title: string };
}

function texts(site: unknown, shop: unknown): PageTexts {
  const { site: s } = siteTexts.parse(site);
  const { store, tariffs } = shopTexts.parse(shop);
  return {
    name: s.name,
    tagline: s.tagline,
    store,
    tariffs: { title: tariffs.title, description: tariffs.intro },
    lessons: { title: tariffs.lessons },
  };
}

const BY_LANGUAGE: Record<LanguageCode, PageTexts> = {
  pt: texts(pt, ptShop),
  en: texts(en, enShop),
  es: texts(es, esShop),
  fr: texts(fr, frShop),
};

export function pageTexts(language: LanguageCode): PageTexts {
  return BY_LANGUAGE[language];
}

/** One pattern for every page's title: «page title» · «resort name». */
export function pageTitle(title: string, language: LanguageCode): string {
  const { name } = BY_LANGUAGE[language];
  return title.trim() ? `${title.trim()} · ${name}` : name;
}
