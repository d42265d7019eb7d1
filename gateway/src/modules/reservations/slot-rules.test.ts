import type { SlotDetail } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { bookableSlots, dayPeriod, holdSecondsOf, multibancoFitsBefore } from './slot-rules.ts';

const slot = (id: number, dia: string, inicio: string): SlotDetail => ({
  id_event: id,
  id_stock: id,
  dia,
  validade_duracao: 60,
  validade_data_hora_ini: inicio.slice(11, 16),
  validade_data_hora_fim: '23:59',
  validade_data_hora_ini_to_show: inicio.slice(11, 16),
  inicio,
  fim: null,
  capacidade: 10,
  disponivel: 10,
  preco_liquido: '10.000',
  em_espera: 0,
});

describe('the morning/afternoon split (spec 002 §2, §9)', () => {
  it('splits at hour 12 in Lisbon, across the DST change', () => {
    expect(dayPeriod(new Date('2026-07-01T10:59:00Z'))).toBe('MORNING'); // 11:59 WEST
    expect(dayPeriod(new Date('2026-07-01T11:00:00Z'))).toBe('AFTERNOON'); // 12:00 WEST
    expect(dayPeriod(new Date('2026-12-01T11:59:00Z'))).toBe('MORNING'); // 11:59 WET
    expect(dayPeriod(new Date('2026-12-01T12:00:00Z'))).toBe('AFTERNOON');
  });
});

describe('bookable slots (spec 002 §4 "Slot availability for today")', () => {
  const day = '2026-07-10';
  const details = [slot(3, day, '2026-07-10T15:00:00+01:00'), slot(1, day, '2026-07-10T09:00:00+01:00'), slot(2, day, '2026-07-10T10:15:00+01:00')];

  it('answers every slot of a future day, in start order', () => {
    expect(bookableSlots(details, day, new Date('2026-07-01T12:00:00Z'), 15).map((s) => s.id_event)).toEqual([1, 2, 3]);
  });

  it('on today leaves out the slots starting before now plus the tolerance', () => {
    // 10:00 in Lisbon: 10:15 is exactly now + 15 minutes, still bookable; 09:00 is not.
    const now = new Date('2026-07-10T09:00:00Z');
    expect(bookableSlots(details, day, now, 15).map((s) => s.id_event)).toEqual([2, 3]);
    expect(bookableSlots(details, day, new Date(now.getTime() + 1), 15).map((s) => s.id_event)).toEqual([3]);
    expect(bookableSlots(details, day, now, 0).map((s) => s.id_event)).toEqual([2, 3]);
  });

  it('answers nothing for a past day', () => {
    expect(bookableSlots(details, day, new Date('2026-07-11T08:00:00Z'), 15)).toEqual([]);
  });

  it('leaves out slots of another day or without a readable start', () => {
    expect(bookableSlots([slot(4, '2026-07-11', '2026-07-11T10:00:00+01:00'), { ...slot(5, day, ''), inicio: null }], day, new Date('2026-07-01T00:00:00Z'), 15)).toEqual([]);
  });
});

describe('timer settings and Multibanco', () => {
  it('turns decimal minutes into whole seconds', () => {
    expect(holdSecondsOf(5)).toBe(300);
    expect(holdSecondsOf(0.25)).toBe(15);
    expect(holdSecondsOf(0.0125)).toBe(1);
  });

  it('offers Multibanco only when its deadline falls before the first cut-off', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    const threeDays = 3 * 24 * 3600_000;
    expect(multibancoFitsBefore(now, threeDays, null)).toBe(true);
    expect(multibancoFitsBefore(now, threeDays, new Date('2026-07-04T10:00:00Z'))).toBe(true);
    expect(multibancoFitsBefore(now, threeDays, new Date('2026-07-04T09:59:59Z'))).toBe(false);
  });
});
