import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../test/hold-fixtures.ts';
import { lineName, lineNote, lineUnitPrice, noticeText, slotChangeOf, translated } from './hold-lines.ts';

describe('cart lines in the viewer’s language', () => {
  const line = cartLine(1, new Date('2026-12-24T09:05:00Z'));

  it('names a line by its subname, translated where a translation exists, else in pt', () => {
    expect(lineName(line, 1)).toBe('Circuito termal');
    expect(lineName(line, 2)).toBe('Thermal circuit');
    expect(lineName(line, 3)).toBe('Circuito termal');
    expect(lineNote(line, 2)).toBe('2 hours');
  });

  it('reads translations keyed by language code too, and treats a blank one as missing', () => {
    expect(translated('Olá', { fr: 'Bonjour' }, 4)).toBe('Bonjour');
    expect(translated('Olá', { '4': '  ' }, 4)).toBe('Olá');
  });

  it('prices one seat with VAT exactly, as the order bills it', () => {
    // 14.634 net + 23% VAT: 14.63 + 3.36 = 17.99
    expect(lineUnitPrice(line)).toEqual({ amount: '17.99', currency: 'EUR' });
  });

  it('says a notice in the viewer’s language, else pt, else any', () => {
    const messages = [
      { id_lingua: 1, texto: 'Reservado.' },
      { id_lingua: 2, texto: 'Held.' },
      { id_lingua: 3, texto: '' },
    ];
    expect(noticeText(messages, 2)).toBe('Held.');
    expect(noticeText(messages, 3)).toBe('Reservado.');
    expect(noticeText([{ id_lingua: 4, texto: 'Réservé.' }], 2)).toBe('Réservé.');
  });

  it('knows the service and day a line’s seats belong to', () => {
    expect(slotChangeOf(line)).toEqual({ productId: 41, date: '2026-12-24' });
    const late = cartLine(2, new Date(), {});
    late.produto.linha.calendario = [{ dia: '', validade_data_hora_ini: '23:30', validade_data_hora_fim: '23:59', inicio: '2026-07-01T23:30:00+01:00', fim: '2026-07-01T23:59:00+01:00' }];
    expect(slotChangeOf(late)).toEqual({ productId: 41, date: '2026-07-01' });
  });
});
