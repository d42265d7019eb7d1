import type pt from './locales/shop/pt.json';
import { textSources } from './text-sources.ts';

/**
 * Texts of the shop (namespace `shop`: the catalogue lists, tariffs, product page, cart, checkout
 * and payment result pages). They load with the shop's routes, in the visitor's language, not with
 * the start-up code: see `shop-i18n.ts`. keys.test.ts checks that the four languages are complete.
 */
export type ShopMessages = typeof pt;

export const shopMessages = textSources<ShopMessages>(import.meta.glob('./locales/shop/*.json'));
