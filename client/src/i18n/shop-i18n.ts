import { useTranslation } from 'react-i18next';
import { loadTexts } from './i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { shopMessages } from './shop-resources.ts';

// Evaluated when the first shop screen (or the header's cart menu) loads: its texts download in
// the visitor's language alongside it (i18n.ts).
loadTexts('shop', shopMessages);

/** The `shop` namespace's `t`, and the site language the shop formats prices in. */
export function useShopTranslation() {
  const translation = useTranslation('shop');
  const language: Language = isLanguage(translation.i18n.language) ? translation.i18n.language : DEFAULT_LANGUAGE;
  return { ...translation, language };
}
