import { lineAmounts, parseMillis, type LanguageId, type MediaEntry, type ProductComponent, type ServiceProduct, type SlotDetail } from '@estancia/resort-contract';
import { localize } from '../../locale.ts';

/**
 * How a reservation product reads (spec 002 §3 "Product / service"): its principal component names
 * it, carries its pictures, VAT and net price; the catalogue item's own fields stand in where the
 * component says nothing. Amounts stay exact integers (thousandths, cents).
 */

export const SERVICE_GROUPS = ['SPA', 'WEL'] as const;
export type ServiceGroupCode = (typeof SERVICE_GROUPS)[number];

/** A net unit price in thousandths of a euro and its VAT rate in percent. */
export interface NetUnit {
  netMillis: number;
  vatRate: number;
}

export function principalOf(product: ServiceProduct): ProductComponent | null {
  return product.composicao.find((component) => component.principal) ?? product.composicao[0] ?? null;
}

/** The product's group when it is one of the reservation groups. */
export function groupOf(product: ServiceProduct): ServiceGroupCode | null {
  const code = product.codgrupo.trim().toUpperCase() || product.info.codgrupo.trim().toUpperCase();
  return (SERVICE_GROUPS as readonly string[]).includes(code) ? (code as ServiceGroupCode) : null;
}

/** An entrance ticket (bought for a day, never held) rather than a service booked by slot. */
export function isEntrance(product: ServiceProduct): boolean {
  return product.tipo_reserva === 'entrance' || product.kind.trim() === 'entrance';
}

/** Exact thousandths of a decimal text, or null when it is not an amount with at most 3 decimals. */
function millisOf(text: string | null): number | null {
  if (text === null) return null;
  try {
    const millis = parseMillis(text);
    return millis >= 0 ? millis : null;
  } catch {
    return null;
  }
}

function vatRateOf(product: ServiceProduct): number | null {
  return principalOf(product)?.taxa_iva ?? product.taxa_iva;
}

/** The product's net unit price and VAT: the principal's preco_liquido, else the product's preco. */
export function productUnit(product: ServiceProduct): NetUnit | null {
  const netMillis = millisOf(principalOf(product)?.valores.preco_liquido ?? null) ?? millisOf(product.preco);
  const vatRate = vatRateOf(product);
  return netMillis === null || vatRate === null ? null : { netMillis, vatRate };
}

/** A slot's net unit price (its own preco_liquido) with the product's VAT. */
export function slotUnit(detail: SlotDetail, product: ServiceProduct): NetUnit | null {
  const netMillis = millisOf(detail.preco_liquido);
  const vatRate = vatRateOf(product);
  return netMillis === null || vatRate === null ? null : { netMillis, vatRate };
}

/** The price of one unit with VAT, in cents: the net price plus its VAT, as an order line computes it. */
export function grossCentsOf(unit: NetUnit): number {
  return lineAmounts(unit.netMillis, 1, unit.vatRate).grossCents;
}

/** Active, visible, in a reservation group and priced: what the listings show and the ids name. */
function isListed(product: ServiceProduct): boolean {
  return product.activo && product.visible && groupOf(product) !== null && productUnit(product) !== null && textOf(product, 'nome', 1) !== '';
}

/** A service booked by time slot that the listings show. */
export function isListedService(product: ServiceProduct | null | undefined): product is ServiceProduct {
  return Boolean(product && !isEntrance(product) && isListed(product));
}

/** An entrance ticket that the listings show. */
export function isListedTicket(product: ServiceProduct | null | undefined): product is ServiceProduct {
  return Boolean(product && isEntrance(product) && isListed(product));
}

type TextField = 'nome' | 'observacao' | 'descricao';
const INFO_FIELD = { nome: 'name', observacao: 'observation', descricao: 'description' } as const;
const ITEM_FIELD = { nome: 'nome', observacao: 'observacao', descricao: null } as const;

/**
 * A text of the product in a language: the principal component's (translated, pt when blank), else
 * the catalogue item's info text, else its top-level pt field.
 */
export function textOf(product: ServiceProduct, field: TextField, languageId: LanguageId): string {
  const description = principalOf(product)?.descricao;
  if (description && description[field].trim()) return localize(description[field], description.language, field, languageId);
  const infoField = INFO_FIELD[field];
  if (product.info[infoField].trim()) return localize(product.info[infoField], product.info.language, infoField, languageId);
  const itemField = ITEM_FIELD[field];
  return itemField ? product[itemField] : '';
}

function media(link: string, name = '', description = ''): MediaEntry {
  return { link, name, description, type: '', url: '', visible: null };
}

/** The product's pictures for the content module's `Image`: its files first, then the principal's links. */
export function imagesOf(product: ServiceProduct): MediaEntry[] {
  const files = product.imagens.filter((file) => file.link.trim()).map((file) => media(file.link, file.name, file.description));
  const seen = new Set(files.map((file) => file.link));
  const links = (principalOf(product)?.multimedia.link_images ?? []).filter((link) => link.trim() && !seen.has(link)).map((link) => media(link));
  return [...files, ...links];
}
