/**
 * The browser cart's public face: its lists, their changes, and the store every tab shares.
 * Other features and the pages import this feature only through this file (.dependency-cruiser.cjs,
 * feature-face); what it does not export stays the feature's own.
 */
export { clearCart, readCart, updateCart } from './cart-store.ts';
export { CART_LISTS, cartLines, emptyCart, listOf, MAX_QUANTITY, productCount, quantityOf, shopProductCount, withChange, withEntranceChange, withEntranceDate, withQuantity } from './cart.ts';
export type { Cart, CartKind, CartLine, CartList } from './cart.ts';
export { useCart } from './useCart.ts';
