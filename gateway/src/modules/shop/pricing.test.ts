import { catalogItemSchema, type CatalogItem } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { isListed, linesFor, listedPriceCents } from './pricing.ts';

/** A catalogue item as the resort API would send it, complete unless a test says otherwise. */
function item(id: number, info: Record<string, unknown>, overrides: Record<string, unknown> = {}): CatalogItem {
  return catalogItemSchema.parse({
    id,
    id_produto: id,
    info: { name: `Produto ${id}`, ...info },
    total_liquido: '10.00',
    activo: true,
    visible: true,
    composicao: [{ principal: true, descricao: { nome: `Produto ${id}` }, codigo_iva: 'NOR', taxa_iva: 23, valores: { preco_liquido: '8.130', preco_unitario: '10.00' } }],
    ...overrides,
  });
}

const sum = (lines: ReturnType<typeof linesFor>) => (lines ?? []).reduce((s, l) => s + l.amounts.grossCents, 0);

describe('listing (spec 001 §2.1)', () => {
  it('lists only active, visible products with a total and a complete principal component; never activity 90', () => {
    expect(isListed(item(1, {}), 'equipamento')).toBe(true);
    expect(isListed(item(1, {}, { activo: false }), 'equipamento')).toBe(false);
    expect(isListed(item(1, {}, { visible: 0 }), 'equipamento')).toBe(false);
    expect(isListed(item(1, {}, { total_liquido: null }), 'equipamento')).toBe(false);
    expect(isListed(item(1, {}, { composicao: [{ principal: true, descricao: { nome: 'X' }, codigo_iva: '', taxa_iva: 23, valores: { preco_liquido: '1.000', preco_unitario: '1.23' } }] }), 'equipamento')).toBe(false);
    expect(isListed(item(1, {}, { composicao: [{ principal: false, descricao: { nome: 'X' }, codigo_iva: 'NOR', taxa_iva: 23, valores: { preco_liquido: '1.000', preco_unitario: '1.23' } }] }), 'equipamento')).toBe(false);
    expect(isListed(item(90, {}), 'activity')).toBe(false);
    expect(isListed(item(90, {}), 'equipamento')).toBe(true);
  });
});

describe('prices and order lines (spec 001 §4, §9)', () => {
  // A day pass: 25.00 with 6% VAT (net 23.585), plus the slope at 7.00 with 23% VAT (net 5.691).
  const pass = item(11, { forfait: { price: '25.00', price_s_vat: '23.585', taxe: 6 }, pista: { price: '7.00', price_s_vat: '5.691', taxe: 23 } });

  it('prices a pass as the pass plus the slope, and adds one slope rental line (product 90) per pass', () => {
    // Listed: the shelf prices, 25.00 + 7.00.
    expect(listedPriceCents(pass, 'forfait')).toBe(3200);
    // One pass in an order: 23.585 → 23.59 net; 6% of 23.59 = 1.4154 → 1.42; 25.01 (the net price
    // rounds up a cent). Slope: 5.691 → 5.69; 23% = 1.3087 → 1.31; 7.00.
    expect(sum(linesFor(pass, 'forfait', 1, ''))).toBe(3201);
    const lines = linesFor(pass, 'forfait', 3, 'Aluguer da Pista');
    expect(lines?.map((l) => [l.productId, l.partOf, l.name, l.quantity])).toEqual([
      [11, null, 'Produto 11', 3],
      [90, 11, 'Aluguer da Pista', 3],
    ]);
    // Pass × 3: 70.755 → 70.76 net (half up); 6% = 4.2456 → 4.25; 75.01.
    expect(lines?.[0]?.amounts).toMatchObject({ netCents: 7076, vatCents: 425, grossCents: 7501 });
    // Slope × 3: 17.073 → 17.07; 23% = 3.9261 → 3.93; 21.00.
    expect(lines?.[1]?.amounts).toMatchObject({ netCents: 1707, vatCents: 393, grossCents: 2100 });
  });

  it('makes no line for a quantity of 0 or less', () => {
    expect(linesFor(pass, 'forfait', 0, 'Aluguer da Pista')).toEqual([]);
    expect(linesFor(pass, 'forfait', -2, 'Aluguer da Pista')).toEqual([]);
  });

  it('prices equipment and activities by their one value price, VAT per line', () => {
    // Skis: 18.00 with 23% VAT, net 14.634. × 2 = 29.268 → 29.27; VAT 6.7321 → 6.73; 36.00.
    const skis = item(31, { value: { price: '18.00', price_s_vat: '14.634', taxe: 23 } });
    expect(listedPriceCents(skis, 'equipamento')).toBe(1800);
    expect(linesFor(skis, 'equipamento', 2, '')?.[0]?.amounts).toMatchObject({ netCents: 2927, vatCents: 673, grossCents: 3600 });
  });

  it('works the net price out of the shelf price when only that is given', () => {
    // 32.00 at 23%: net = 3200 × 10 × 100 / 123 = 26016.26 → 26.016; 26.02 + 5.98 = 32.00.
    const activity = item(41, { value: { price: '32.00', taxe: 23 } });
    expect(linesFor(activity, 'activity', 1, '')?.[0]?.amounts).toMatchObject({ unitMillis: 26016, netCents: 2602, vatCents: 598, grossCents: 3200 });
  });

  const entries = [
    { id: 11, type: 'forfait', name: 'Forfait dia', price: '25.00', price_s_vat: '23.585', taxe: 6 },
    { id: 90, type: 'pista', name: 'Aluguer da Pista', price: '7.00', price_s_vat: '5.691', taxe: 23 },
    { id: 31, type: 'equipamento', name: 'Skis', price: '18.00', price_s_vat: '14.634', taxe: 23 },
  ];

  it('prices a Família pack with the pass and slope once per pack and the equipment per person', () => {
    const family = item(51, { category: 'Família', price: entries, detail: { pessoas: 4 } });
    const lines = linesFor(family, 'pack', 1, '');
    expect(lines?.map((l) => [l.productId, l.partOf, l.quantity])).toEqual([[11, 51, 1], [90, 51, 1], [31, 51, 4]]);
    // Lines: 25.01 + 7.00 + skis × 4 (58.536 → 58.54; 23% = 13.4642 → 13.46; 72.00) = 104.01.
    expect(sum(lines)).toBe(10401);
    // Listed: 25.00 + 7.00 + 18.00 × 4 = 104.00.
    expect(listedPriceCents(family, 'pack')).toBe(10400);
  });

  it('prices any other pack with everything times pessoas, and two packs twice', () => {
    const friends = item(52, { category: 'Amigos', price: entries, detail: { pessoas: 2 } });
    const lines = linesFor(friends, 'pack', 2, '');
    expect(lines?.map((l) => l.quantity)).toEqual([4, 4, 4]);
    // Pass × 4: 94.34 net, 6% = 5.6604 → 5.66; 100.00. Slope × 4: 22.764 → 22.76; 5.2348 → 5.23; 27.99.
    // Skis × 4: 72.00 (above). 100.00 + 27.99 + 72.00 = 199.99.
    expect(sum(lines)).toBe(19999);
    // Listed per pack: (25.00 + 7.00 + 18.00) × 2 people = 100.00.
    expect(listedPriceCents(friends, 'pack')).toBe(10000);
  });

  it('refuses to price a product whose price is incomplete', () => {
    expect(linesFor(item(61, { forfait: { price: '25.00', taxe: 6 } }), 'forfait', 1, '')).toBeNull();
    expect(linesFor(item(62, {}), 'equipamento', 1, '')).toBeNull();
    expect(listedPriceCents(item(62, {}), 'equipamento')).toBeNull();
  });
});
