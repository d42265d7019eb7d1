import {
  type CatalogItem,
  type CatalogPrice,
  FAMILY_PACK_CATEGORY,
  type PackPriceEntry,
  SLOPE_RENTAL_PRODUCT_ID,
  lineAmounts,
  netUnitMillisFromGross,
  parseCents,
  parseMillis,
} from '@estancia/resort-contract';
import type { PricedLine } from '../../kernel/priced-line.ts';

/**
 * The shop's price rules (spec 001 §2.1, §4, §9), in exact integers: cents for prices with VAT,
 * thousandths for net unit prices. Nothing here trusts a price from the browser: every amount
 * comes from the catalogue.
 */

/** The lists a cart holds (spec 001 §3.1). */
export type CartKind = 'forfait' | 'equipamento' | 'pack' | 'activity' | 'voucher' | 'aula';

/** A priced unit: net price in thousandths, VAT rate, and the shelf price with VAT in cents. */
export interface UnitPrice {
  netMillis: number;
  vatRate: number;
  grossCents: number;
}

/** A catalogue price block as a unit price, or null when it is incomplete. */
export function unitPrice(price: CatalogPrice | null | undefined): UnitPrice | null {
  if (!price || price.taxe === null || (price.price === null && price.price_s_vat === null)) return null;
  const vatRate = price.taxe;
  const grossCents = price.price !== null ? parseCents(price.price) : null;
  const netMillis = price.price_s_vat !== null ? parseMillis(price.price_s_vat) : netUnitMillisFromGross(grossCents ?? 0, vatRate);
  // The net price is the one the order keeps; the shelf price is what the list shows.
  return { netMillis, vatRate, grossCents: grossCents ?? lineAmounts(netMillis, 1, vatRate).grossCents };
}

/**
 * spec 001 §2.1: listed only when active and visible, with a numeric total and a principal
 * component that has a name, a VAT code and rate, a net price and a unit price; activity 90 (the
 * slope rental) is never listed.
 */
export function isListed(item: CatalogItem, kind: CartKind): boolean {
  if (!item.activo || !item.visible || item.total_liquido === null) return false;
  if (kind === 'activity' && item.id === SLOPE_RENTAL_PRODUCT_ID) return false;
  const principal = item.composicao.find((component) => component.principal);
  return Boolean(
    principal &&
      principal.descricao.nome.trim() &&
      principal.codigo_iva.trim() &&
      principal.taxa_iva !== null &&
      principal.valores.preco_liquido !== null &&
      principal.valores.preco_unitario !== null,
  );
}

/** spec 001 §9: in a Família pack the pass and slope are per pack; otherwise per person, and equipment always. */
function perPackMultiplier(entry: PackPriceEntry, pack: CatalogItem): number {
  const people = Math.max(pack.info.detail?.pessoas ?? 1, 1);
  const type = entry.type.trim().toLowerCase();
  if (type === 'equipamento') return people;
  if (type === 'forfait' || type === 'pista') return pack.info.category.trim() === FAMILY_PACK_CATEGORY ? 1 : people;
  return 1;
}

function packLines(pack: CatalogItem, quantity: number): PricedLine[] | null {
  const lines: PricedLine[] = [];
  for (const entry of pack.info.price) {
    const unit = unitPrice(entry);
    if (!unit) return null;
    lines.push({
      productId: entry.id ?? pack.id,
      partOf: pack.id,
      name: entry.name.trim() || pack.info.name,
      item: null,
      quantity: quantity * perPackMultiplier(entry, pack),
      amounts: lineAmounts(unit.netMillis, quantity * perPackMultiplier(entry, pack), unit.vatRate),
    });
  }
  return lines.length > 0 ? lines : null;
}

/** The single price of equipment, activities, vouchers and lessons (spec 001 §3.2). */
function valuePrice(item: CatalogItem): UnitPrice | null {
  return unitPrice(item.info.value) ?? unitPrice(item.info.detail) ?? unitPrice(item.info.detail?.detail_price);
}

/**
 * The order lines of one cart entry (spec 001 §4): a pass gives its line and one slope rental
 * line (product 90); a pack (or a voucher with a price list) one line per price entry; anything
 * else one line. Null when the product cannot be priced.
 */
export function linesFor(item: CatalogItem, kind: CartKind, quantity: number, slopeRentalName: string): PricedLine[] | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return [];
  if (kind === 'forfait') {
    const pass = unitPrice(item.info.forfait);
    const slope = unitPrice(item.info.pista);
    if (!pass || !slope) return null;
    return [
      { productId: item.id, partOf: null, name: item.info.name, item, quantity, amounts: lineAmounts(pass.netMillis, quantity, pass.vatRate) },
      {
        productId: SLOPE_RENTAL_PRODUCT_ID,
        partOf: item.id,
        name: slopeRentalName,
        item: null,
        quantity,
        amounts: lineAmounts(slope.netMillis, quantity, slope.vatRate),
      },
    ];
  }
  if (kind === 'pack' || (kind === 'voucher' && item.info.price.length > 0)) return packLines(item, quantity);
  const unit = valuePrice(item);
  if (!unit) return null;
  return [{ productId: item.id, partOf: null, name: item.info.name, item, quantity, amounts: lineAmounts(unit.netMillis, quantity, unit.vatRate) }];
}

/**
 * The price a list shows for one unit, with VAT (spec 001 §2.1): a pass's price plus its slope
 * price; a pack's entry prices summed by the pack rules (§9); otherwise the one value price. These
 * are the catalogue's shelf prices; an order's lines are computed from the net prices, VAT per
 * line (§3.5), which can differ from the shelf sum by rounding.
 */
export function listedPriceCents(item: CatalogItem, kind: CartKind): number | null {
  if (kind === 'forfait') {
    const pass = unitPrice(item.info.forfait);
    const slope = unitPrice(item.info.pista);
    return pass && slope ? pass.grossCents + slope.grossCents : null;
  }
  if (kind === 'pack' || (kind === 'voucher' && item.info.price.length > 0)) {
    let total = 0;
    for (const entry of item.info.price) {
      const unit = unitPrice(entry);
      if (!unit) return null;
      total += unit.grossCents * perPackMultiplier(entry, item);
    }
    return item.info.price.length > 0 ? total : null;
  }
  return valuePrice(item)?.grossCents ?? null;
}
