import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogItem } from '@estancia/resort-contract';
import { gatewayForTests, startTestGateway, type TestGateway } from './harness.ts';
import { upstreamCatalogue } from './upstream-data.ts';

/** spec 001 §2.1, worked out from the resort API's own answer. */
const complete = (item: CatalogItem) => {
  const principal = item.composicao.find((c) => c.principal);
  return Boolean(item.activo && item.visible && item.total_liquido !== null && principal?.descricao.nome && principal.codigo_iva && principal.taxa_iva !== null && principal.valores.preco_liquido && principal.valores.preco_unitario);
};
const cents = (amount: string | null | undefined) => Math.round(Number(amount ?? 'NaN') * 100);

interface QuoteAnswer {
  quote: {
    lines: { productId: number; partOfProductId: number | null; name: string; quantity: number; vatRate: number; unitNetPrice: { amount: string }; unitPrice: { amount: string }; netTotal: { amount: string }; vatTotal: { amount: string }; total: { amount: string } }[];
    netTotal: { amount: string };
    vatTotal: { amount: string };
    total: { amount: string };
    userErrors: { code: string; field: string[]; message: string }[];
  };
}
const QUOTE = /* GraphQL */ `
  query Quote($lines: [CartLineInput!]!) {
    quote(lines: $lines) {
      lines { productId partOfProductId name quantity vatRate unitNetPrice { amount } unitPrice { amount } netTotal { amount } vatTotal { amount } total { amount } }
      netTotal { amount } vatTotal { amount } total { amount }
      userErrors { code field message }
    }
  }
`;

describe('the catalogue (spec 001 §2.1)', () => {
  const gateway = gatewayForTests();

  it('lists only active, visible, complete passes, each priced as the pass plus the slope', async () => {
    const upstream = await upstreamCatalogue('forfait');
    const expected = upstream.filter(complete);
    expect(upstream.length, 'the demo catalogue has unlisted passes too').toBeGreaterThan(expected.length);
    const { data, errors } = await gateway.query<{ products: { databaseId: number; price: { amount: string } }[] }>('query { products(kind: PASS) { databaseId price { amount } } }');
    expect(errors).toBeUndefined();
    expect(data?.products.map((p) => p.databaseId).sort()).toEqual(expected.map((p) => p.id).sort());
    for (const product of data?.products ?? []) {
      const item = expected.find((p) => p.id === product.databaseId);
      expect(cents(product.price.amount)).toBe(cents(item?.info.forfait?.price) + cents(item?.info.pista?.price));
    }
  });

  it('never lists the slope rental (90) among the activities', async () => {
    expect((await upstreamCatalogue('activity')).some((p) => p.id === 90), 'upstream has it').toBe(true);
    const { data } = await gateway.query<{ products: { databaseId: number }[] }>('query { products(kind: ACTIVITY) { databaseId } }');
    expect(data?.products.length).toBeGreaterThan(0);
    expect(data?.products.map((p) => p.databaseId)).not.toContain(90);
  });

  it('names the products in the asked language, falling back to pt', async () => {
    const upstream = (await upstreamCatalogue('equipamento')).filter(complete);
    const { data } = await gateway.query<{ products: { databaseId: number; name: string }[] }>('query { products(kind: EQUIPMENT) { databaseId name } }', { language: 'en' });
    for (const product of data?.products ?? []) {
      const item = upstream.find((p) => p.id === product.databaseId);
      const english = item?.info.language['2']?.name;
      expect(product.name).toBe(english && english.trim() ? english : item?.info.name);
    }
  });
});

describe('Query.quote (spec 001 §3.5, §4)', () => {
  let gateway: TestGateway;
  let pass: CatalogItem;
  let equipment: CatalogItem;
  beforeAll(async () => {
    gateway = await startTestGateway();
    pass = (await upstreamCatalogue('forfait')).filter(complete)[0] as CatalogItem;
    equipment = (await upstreamCatalogue('equipamento')).filter(complete)[0] as CatalogItem;
  });
  afterAll(() => gateway.close());
  const quote = async (lines: unknown[]) => (await gateway.query<QuoteAnswer>(QUOTE, { variables: { lines } })).data?.quote;

  it('adds one slope rental line per pass, leaves out lines of 0, and totals the lines', async () => {
    const answer = await quote([
      { kind: 'PASS', productId: pass.id, quantity: 2 },
      { kind: 'EQUIPMENT', productId: equipment.id, quantity: 0 },
    ]);
    expect(answer?.userErrors).toEqual([]);
    expect(answer?.lines.map((l) => [l.productId, l.partOfProductId, l.quantity])).toEqual([[pass.id, null, 2], [90, pass.id, 2]]);
    const sum = (key: 'netTotal' | 'vatTotal' | 'total') => answer?.lines.reduce((s, l) => s + cents(l[key].amount), 0);
    expect(cents(answer?.netTotal.amount)).toBe(sum('netTotal'));
    expect(cents(answer?.vatTotal.amount)).toBe(sum('vatTotal'));
    expect(cents(answer?.total.amount)).toBe(sum('total'));
    for (const line of answer?.lines ?? []) {
      expect(cents(line.total.amount)).toBe(cents(line.netTotal.amount) + cents(line.vatTotal.amount));
      // One unit with VAT: the net unit price (thousandths) to cents, then its VAT, each half up.
      const [whole = '0', fraction = ''] = line.unitNetPrice.amount.split('.');
      const unitNetCents = Math.floor((Number(whole) * 1000 + Number(fraction.padEnd(3, '0')) + 5) / 10);
      expect(cents(line.unitPrice.amount)).toBe(unitNetCents + Math.floor((unitNetCents * line.vatRate + 50) / 100));
    }
    expect(answer?.total.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses an unknown product and a bad quantity on the line’s field, pricing the rest', async () => {
    const answer = await quote([
      { kind: 'EQUIPMENT', productId: equipment.id, quantity: 1 },
      { kind: 'EQUIPMENT', productId: 987654, quantity: 1 },
      { kind: 'EQUIPMENT', productId: equipment.id, quantity: -1 },
      { kind: 'EQUIPMENT', productId: equipment.id, quantity: 100 },
      { kind: 'ACTIVITY', productId: 90, quantity: 1 },
    ]);
    expect(answer?.lines.map((l) => l.productId)).toEqual([equipment.id]);
    expect(answer?.userErrors.map((e) => [e.code, e.field.join('.')])).toEqual([
      ['UNKNOWN_PRODUCT', 'lines.1.productId'],
      ['INVALID_QUANTITY', 'lines.2.quantity'],
      ['INVALID_QUANTITY', 'lines.3.quantity'],
      ['UNKNOWN_PRODUCT', 'lines.4.productId'],
    ]);
  });

  it('takes no price from the caller: a line that sends one is refused by the schema', async () => {
    const answer = await gateway.query(QUOTE, { variables: { lines: [{ kind: 'PASS', productId: pass.id, quantity: 1, price: '0.01' }] } });
    expect(answer.errors?.[0]?.message).toMatch(/Field "price" is not defined by type "CartLineInput"/);
  });
});

describe('bad input to the catalogue queries', () => {
  const gateway = gatewayForTests();

  it('names what is wrong, and reads an unknown product or group as null', async () => {
    const negative = await gateway.query('query { product(databaseId: -1) { name } }');
    expect(negative.errors?.[0]).toMatchObject({ message: 'databaseId must be a positive integer', extensions: { code: 'BAD_USER_INPUT' } });
    const slug = await gateway.query('query { product(slug: "a/b") { name } }');
    expect(slug.errors?.[0]?.message).toMatch(/slug must be letters, digits and hyphens/);
    expect((await gateway.query('query { product { name } }')).errors?.[0]?.message).toBe('give databaseId or slug');
    const unknown = await gateway.query<{ product: null; productGroup: null }>('query { product(databaseId: 987654) { name } productGroup(code: "NOPE") { name } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ product: null, productGroup: null });
    const code = await gateway.query('query { productGroup(code: "x y") { name } }');
    expect(code.errors?.[0]?.message).toMatch(/code must be 1 to 40 letters/);
    const kind = await gateway.query('query { products(kind: SKIS) { name } }');
    expect(kind.errors?.[0]?.message).toMatch(/Value "SKIS" does not exist in "ProductKind" enum/);
  });

  it('lists the product groups in order, each with its listed products', async () => {
    const { data, errors } = await gateway.query<{ productGroups: { code: string; name: string; products: { databaseId: number }[] }[] }>(
      'query { productGroups { code name products { databaseId } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.productGroups.length).toBeGreaterThan(1);
    expect(data?.productGroups.some((g) => g.products.length > 0)).toBe(true);
  });
});

