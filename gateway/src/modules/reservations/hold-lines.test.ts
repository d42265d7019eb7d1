import { describe, expect, it } from 'vitest';
import { cartLine } from '../../../test/hold-fixtures.ts';
import { lineName, lineNote, lineUnitPrice, noticeText, translated } from './hold-lines.ts';

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
});
