import en from './locales/shop/en.json';
import es from './locales/shop/es.json';
import fr from './locales/shop/fr.json';
import pt from './locales/shop/pt.json';
import type { Language } from './languages.ts';

/**
 * Texts of the shop (namespace `shop`: the catalogue lists, tariffs, product page, cart, checkout
 * and payment result pages). They are bundled with the shop's routes, not with the start-up code:
 * see `shop-i18n.ts`. keys.test.ts checks that the four languages are complete.
 */
export type ShopMessages = typeof pt;

export const shopMessages: Record<Language, ShopMessages> = { pt, en, es, fr };
