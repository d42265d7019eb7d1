import { describe, expect, it } from 'vitest';
import { entitySchema, loginAnswer, registrationRequest } from './entities.ts';
import { errorAnswer, isKnownErrorCode } from './errors.ts';
import { mailRequest } from './mail.ts';
import { orderLineSchema } from './orders.ts';
import { calendarDate, decimalText } from './values.ts';

// design: "The gateway must still accept what a real resort API sends: extra fields, numbers
// sent as strings, empty translations." Request bodies, on the other hand, are checked strictly.
describe('account, order and mail schemas', () => {
  it('read a login answer: a token with user info, or token false', () => {
    expect(loginAnswer.parse({ token: false })).toEqual({ token: false });
    const ok = loginAnswer.parse({ token: 't', user_info: { id: '7', companycode: 'estancia', language: 2, profile: 'Cliente' } });
    expect(ok).toEqual({ token: 't', user_info: { id: 7, companycode: 'estancia', language: 'en', profile: 'Cliente' } });
  });

  it('read an entity with flags as 0/1, a numeric VAT, nulls and missing lists', () => {
    const entity = entitySchema.parse({
      id: '3',
      info: {
        companycode: 'estancia',
        username: 'a@b.pt',
        name: 'Ana',
        vat: 999999990,
        marketing: 1,
        terms_checked: '1',
        rgpd: 0,
        ativo: true,
        birthday: '1990-05-01 00:00:00',
        surname: null,
        use_preferences: null,
        extra: 'ignored',
      },
    });
    expect(entity.profile).toEqual({ name: 'Cliente' });
    expect(entity.info).toMatchObject({ vat: '999999990', marketing: true, terms_checked: true, rgpd: false, birthday: '1990-05-01', surname: '' });
    expect(entity.info.use_preferences).toEqual({ language: 'pt' });
    expect(entity.addresses).toEqual([]);
    expect(entity.info.identification).toBeNull();
  });

  it('check a registration strictly: e-mail, lengths, terms, transformed password', () => {
    const base = { companycode: 'estancia', info: { email: ' Ana@Example.PT ', name: 'Ana', marketing: false, terms_checked: true, rgpd: true } };
    const parsed = registrationRequest.parse(base);
    expect(parsed.info.email).toBe('ana@example.pt');
    expect(parsed.info.from).toBe('web');
    const fails = (info: object) => registrationRequest.safeParse({ ...base, info: { ...base.info, ...info } }).success;
    expect(fails({ email: 'ana@' })).toBe(false);
    expect(fails({ name: 'x'.repeat(121) })).toBe(false);
    expect(fails({ terms_checked: false })).toBe(false);
    expect(fails({ password: 'plain' })).toBe(false);
    expect(fails({ password: 'ab'.repeat(32) })).toBe(true);
  });

  it('read decimals with a dot, a comma or as numbers, and dates with a time', () => {
    expect([decimalText.parse('12.30'), decimalText.parse('12,30'), decimalText.parse(12.3)]).toEqual(['12.30', '12.30', '12.3']);
    expect(decimalText.safeParse('12.3.4').success).toBe(false);
    expect([calendarDate.parse('2026-01-15T10:00:00Z'), calendarDate.parse(''), calendarDate.parse(null)]).toEqual(['2026-01-15', null, null]);
  });

  it('read an order line sent with numbers as strings', () => {
    const line = orderLineSchema.parse({
      id_produto: '11',
      designacao: 'Forfait 1 dia',
      quantidade: '2',
      preco_unitario: 26.016,
      taxa_iva: '23',
      total_iliquido: '52.03',
      total_iva: '11,97',
      total_com_iva: 64,
      aula_marcada: 0,
    });
    expect(line).toMatchObject({ id_produto: 11, quantidade: 2, taxa_iva: 23, total_iva: '11.97', total_com_iva: '64', aula_marcada: false, quantidade_aux_em_caso_de_aula: 0, unidade: '' });
  });

  it('check mail addresses, bare or named, and refuse header injection', () => {
    const mail = mailRequest.parse({ to: 'Ana <ana@example.pt>', subject: 'Olá', html: '<p>x</p>' });
    expect(mail.to).toEqual(['Ana <ana@example.pt>']);
    expect(mail.bcc).toEqual([]);
    expect(mailRequest.safeParse({ to: 'ana@example.pt\r\nBcc: x@y.pt', subject: 'x', html: 'x' }).success).toBe(false);
    expect(mailRequest.safeParse({ to: [], subject: 'x', html: 'x' }).success).toBe(false);
  });

  it('read error bodies, known codes or not', () => {
    expect(errorAnswer.parse({ error: { code: 'teapot' } })).toEqual({ error: { code: 'teapot', message: '' } });
    expect(isKnownErrorCode('username_exists')).toBe(true);
    expect(isKnownErrorCode('teapot')).toBe(false);
  });
});
