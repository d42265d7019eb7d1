import type pt from './locales/shop/pt.json';
import type { TextSources } from './text-sources.ts';

/**
 * Texts of the shop (namespace `shop`: the catalogue lists, tariffs, product page, cart, checkout
 * and payment result pages). They load with the shop's routes, in the visitor's language, not with
 * the start-up code: see `shop-i18n.ts`. keys.test.ts checks that the four languages are complete.
 */
export type ShopMessages = typeof pt;

export const shopMessages: TextSources<ShopMessages> = {
  pt: () => import('./locales/shop/pt.json'),
  en: () => import('./locales/shop/en.json'),
  es: () => import('./locales/shop/es.json'),
  fr: () => import('./locales/shop/fr.json'),
};
