import { orderDocumentSchema, type OrderDocument } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../kernel/global-id.ts';
import { eventKeyOf, lessonOrderState, orderKeyOf, remainingOf } from './lesson-view.ts';

const line = (overrides: Record<string, unknown>) => ({
  id_produto: 31, designacao: 'Aula de ski (1 hora)', quantidade: 2, preco_unitario: '28.455', taxa_iva: 23, total_iliquido: '56.91', total_iva: '13.09', total_com_iva: '70.00',
  aula_marcada: 0, quantidade_aux_em_caso_de_aula: 2, details: { is_random: 'AULA' }, ...overrides,
});
const order = (pending: number, linhas: unknown[]): OrderDocument =>
  orderDocumentSchema.parse({
    id: 7,
    info: { companycode: 'estancia', tipo_documento: 'nota_de_encomenda', numero: 3, serie: 'WEB2026', data: '2026-01-10', timestamp: '2026-01-10T10:00:00+00:00', id_usado_para_gerar_pagamento: 'k', pagamento_pendente: pending },
    documento: { user_info: { id_user: 1 }, linhas, total_documento: '70.00', total_iva_documento: '13.09', total_iliquido_documento: '56.91' },
  });

describe('the scheduling page\'s note (spec 001 §2.7, §4 "Lessons")', () => {
  it('reads paid orders with lessons left as bookable, and counts them', () => {
    const paid = order(1, [line({})]);
    expect(lessonOrderState(paid)).toBe('BOOKABLE');
    expect(remainingOf(paid)).toBe(2);
    expect(lessonOrderState(order(2, [line({ quantidade_aux_em_caso_de_aula: 1 })]))).toBe('BOOKABLE');
  });

  it('says already booked, awaiting payment, not paid or no lesson to schedule', () => {
    expect(lessonOrderState(order(1, [line({ aula_marcada: 1, quantidade_aux_em_caso_de_aula: 0 })]))).toBe('ALL_BOOKED');
    expect(lessonOrderState(order(0, [line({})]))).toBe('AWAITING_PAYMENT');
    expect(lessonOrderState(order(-1, [line({})]))).toBe('NOT_PAID');
    expect(lessonOrderState(order(-2, [line({})]))).toBe('NOT_PAID');
    expect(lessonOrderState(order(1, [line({ id_produto: 11, quantidade_aux_em_caso_de_aula: 0, details: { is_random: 'FORFAIT' } })]))).toBe('NO_LESSONS');
  });
});

describe('the ids a page or an input names', () => {
  it('takes an Order or LessonOrder id or the resort\'s number, and nothing else', () => {
    expect(orderKeyOf(toGlobalId('Order', 12))).toBe(12);
    expect(orderKeyOf(toGlobalId('LessonOrder', 12))).toBe(12);
    expect(orderKeyOf('12')).toBe(12);
    for (const bad of ['0', '-1', '1e3', toGlobalId('Product', 12), toGlobalId('Order', 'x'), '', '9999999999']) expect(orderKeyOf(bad)).toBeNull();
    expect(eventKeyOf(toGlobalId('LessonSlot', 5), 'LessonSlot')).toBe(5);
    expect(eventKeyOf(toGlobalId('LessonSlot', 5), 'LessonBooking')).toBeNull();
  });
});
