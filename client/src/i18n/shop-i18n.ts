import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';
import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { shopMessages } from './shop-resources.ts';

// Evaluated when the first shop screen (or the header's cart menu) loads: adds its texts in all
// four languages, so a language switch needs no request.
for (const language of LANGUAGES) {
  if (!i18n.hasResourceBundle(language, 'shop')) i18n.addResourceBundle(language, 'shop', shopMessages[language]);
}

/** The `shop` namespace's `t`, and the site language the shop formats prices in. */
export function useShopTranslation() {
  const translation = useTranslation('shop');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
