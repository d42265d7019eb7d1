import { serviceProductSchema, slotDetailSchema } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { grossCentsOf, groupOf, imagesOf, isListedService, isListedTicket, productUnit, slotUnit, textOf } from './service-view.ts';

/** A product as a resort API could send it: numbers as strings, translations partly empty. */
function product(overrides: Record<string, unknown> = {}, principal: Record<string, unknown> = {}) {
  return serviceProductSchema.parse({
    id: '42',
    id_produto: 42,
    id_prod: 42,
    codgrupo: 'wel',
    kind: 'service',
    nome: 'Massagem (item)',
    observacao: '',
    activo: 1,
    visible: '1',
    taxa_iva: 23,
    preco: '36.585',
    info: { name: 'Massagem (info)', language: { '2': { name: 'Massage (info)' } } },
    composicao: [
      {
        principal: true,
        taxa_iva: '23',
        descricao: { nome: 'Massagem relaxante', observacao: '50 minutos', descricao: '', language: { '2': { nome: 'Relaxing massage', observacao: '' } } },
        valores: { preco_liquido: '36.585' },
        multimedia: { link_images: ['/images/a.jpg', '/images/b.jpg'] },
        ...principal,
      },
    ],
    imagens: [{ link: '/images/a.jpg', name: 'A', principal: true }],
    ...overrides,
  });
}

describe('how a reservation product reads (spec 002 §3)', () => {
  it('names it from the principal component, translated, with pt where a translation is blank', () => {
    const massage = product();
    expect(textOf(massage, 'nome', 2)).toBe('Relaxing massage');
    expect(textOf(massage, 'observacao', 2)).toBe('50 minutos');
    expect(textOf(massage, 'nome', 3)).toBe('Massagem relaxante');
  });

  it('falls back to the item’s own texts when the component has none', () => {
    const bare = product({}, { descricao: null });
    expect(textOf(bare, 'nome', 2)).toBe('Massage (info)');
    expect(textOf(bare, 'observacao', 1)).toBe('');
    expect(textOf(product({ info: { name: '' } }, { descricao: null }), 'nome', 1)).toBe('Massagem (item)');
  });

  it('prices with VAT exactly from the net price, as an order line does', () => {
    const unit = productUnit(product());
    expect(unit).toEqual({ netMillis: 36585, vatRate: 23 });
    // 36.585 → 36.59 net, + 8.42 VAT = 45.01 (spec 001 §3.5 line arithmetic).
    expect(grossCentsOf(unit ?? { netMillis: 0, vatRate: 0 })).toBe(4501);
    expect(productUnit(product({ preco: '12.5' }, { valores: null }))).toEqual({ netMillis: 12500, vatRate: 23 });
    expect(productUnit(product({ preco: '1.23456' }, { valores: null }))).toBeNull();
  });

  it('prices a slot from its own net price with the product’s VAT', () => {
    const detail = slotDetailSchema.parse({
      id_event: 1, id_stock: 1, dia: '2026-07-01', validade_data_hora_ini: '10:00', validade_data_hora_fim: '11:00',
      inicio: '2026-07-01T10:00:00+01:00', fim: '2026-07-01T11:00:00+01:00', capacidade: 5, disponivel: 5, preco_liquido: '10',
    });
    expect(slotUnit(detail, product())).toEqual({ netMillis: 10000, vatRate: 23 });
  });

  it('lists only active, visible, priced products of a reservation group, services and tickets apart', () => {
    expect(groupOf(product())).toBe('WEL');
    expect(isListedService(product())).toBe(true);
    expect(isListedTicket(product())).toBe(false);
    expect(isListedTicket(product({ kind: 'entrance', codgrupo: 'SPA' }))).toBe(true);
    expect(isListedTicket(product({ tipo_reserva: 'entrance', codgrupo: 'SPA' }))).toBe(true);
    expect(isListedService(product({ activo: 0 }))).toBe(false);
    expect(isListedService(product({ visible: false }))).toBe(false);
    expect(isListedService(product({ codgrupo: 'FORFAIT' }))).toBe(false);
    expect(isListedService(product({ preco: null }, { valores: null }))).toBe(false);
  });

  it('shows the product’s files first, then the principal’s other pictures, each once', () => {
    expect(imagesOf(product()).map((image) => image.link)).toEqual(['/images/a.jpg', '/images/b.jpg']);
  });
});
