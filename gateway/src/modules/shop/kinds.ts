import type { ProductKind } from '../../__generated__/resolvers-types.ts';
import type { CartKind } from './pricing.ts';

/** The schema's product kinds and the upstream's lists (spec 001 §3.1, §7). */
const CART_KIND: Record<ProductKind, CartKind> = {
  PASS: 'forfait',
  EQUIPMENT: 'equipamento',
  PACK: 'pack',
  ACTIVITY: 'activity',
  VOUCHER: 'voucher',
  LESSON: 'aula',
};

export function cartKindOf(kind: ProductKind): CartKind {
  return CART_KIND[kind];
}

export function productKindOf(kind: CartKind): ProductKind {
  return (Object.keys(CART_KIND) as ProductKind[]).find((key) => CART_KIND[key] === kind) ?? 'ACTIVITY';
}

/** The list a catalogue item says it belongs to, when it is one a cart can hold. */
export function cartKindOfItem(kind: string): CartKind | null {
  const known = Object.values(CART_KIND) as string[];
  return known.includes(kind) ? (kind as CartKind) : null;
}
