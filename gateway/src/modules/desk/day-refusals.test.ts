import { errorMessage } from '@estancia/validation';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../kernel/context.ts';
import { UpstreamStatusError } from '../../upstream/errors.ts';
import { refusalError } from './day-refusals.ts';
import { deskRefusal } from './day-upstream.ts';

/** A refusal of the resort API as the upstream client raises it: status, code, and the body as far as it kept it. */
const refusedWith = (status: number, body: unknown, cut?: number) => {
  const text = JSON.stringify(body);
  const code = (body as { error?: { code?: string } }).error?.code ?? null;
  return new UpstreamStatusError('desk/checkin', status, code, cut === undefined ? text : text.slice(0, cut));
};

/** Only the language is read when a refusal is worded. */
const clerk = (language: GatewayContext['language']) => ({ language }) as GatewayContext;

const ORDER = { id_encomenda: 7, numero: 3, serie: 'BAL2026' };
const ANA = { id: 4, nome: 'Ana Balcão' };

describe('a desk refusal as the clerk reads it', () => {
  it('says when and by whom a booking was checked in, on the resort’s clock, in each language', () => {
    const refusal = deskRefusal(
      refusedWith(409, {
        error: {
          code: 'checkin_already',
          message: 'already checked in',
          details: { ...ORDER, lugar: { dia: '2026-07-01', id_prod: 41, nome: 'Circuito termal', id_stock: 9, inicio: '2026-07-01T10:00:00+01:00', fim: null }, chegada: { em: '2026-07-01T09:32:00+01:00', por: ANA } },
        },
      }),
    );
    expect(refusal?.code).toBe('checkin_already');
    for (const language of ['pt', 'en', 'es', 'fr'] as const) {
      expect(refusalError(refusal!, clerk(language))).toEqual({ code: 'ALREADY_CHECKED_IN', field: ['code'], message: errorMessage('ALREADY_CHECKED_IN', language, { time: '09:32', clerk: 'Ana Balcão' }) });
    }
  });

  it('keeps the code when the body was cut short, and shows no placeholder', () => {
    const body = { error: { code: 'refund_slot_started', message: 'started', details: { ...ORDER, lugar: { dia: '2026-07-01', id_prod: 41, nome: 'x'.repeat(200), id_stock: 9, inicio: '2026-07-01T10:00:00+01:00', fim: null } } } };
    const refusal = deskRefusal(refusedWith(409, body, 60));
    expect(refusal).toEqual({ code: 'refund_slot_started', failure: null });
    const error = refusalError(refusal!, clerk('en'));
    expect(error.code).toBe('REFUND_SLOT_STARTED');
    expect(error.message).not.toContain('{{');
  });

  it('tells a refunded order apart from an unpaid one at check-in', () => {
    const unpaid = (state: number) => deskRefusal(refusedWith(409, { error: { code: 'checkin_unpaid', message: 'not paid', details: { ...ORDER, pagamento_pendente: state } } }))!;
    expect(refusalError(unpaid(0), clerk('pt')).code).toBe('CHECK_IN_UNPAID');
    expect(refusalError(unpaid(-2), clerk('pt')).code).toBe('ALREADY_REFUNDED');
  });

  it('tells the clerk the provider did not pay back, so the refund may be asked again', () => {
    const refusal = deskRefusal(refusedWith(502, { error: { code: 'refund_provider_failed', message: 'provider down' } }));
    expect(refusal).toEqual({ code: 'refund_provider_failed', failure: { code: 'refund_provider_failed', message: 'provider down' } });
    for (const language of ['pt', 'en', 'es', 'fr'] as const) {
      expect(refusalError(refusal!, clerk(language))).toEqual({ code: 'REFUND_PROVIDER_FAILED', field: ['orderId'], message: errorMessage('REFUND_PROVIDER_FAILED', language) });
    }
  });

  it('leaves any other failure an error (a server fault, an unknown code)', () => {
    expect(deskRefusal(refusedWith(500, { error: { code: 'internal', message: 'x' } }))).toBeNull();
    expect(deskRefusal(refusedWith(502, { error: { code: 'refund_not_paid', message: 'x' } }))).toBeNull();
    expect(deskRefusal(refusedWith(409, { error: { code: 'slot_full', message: 'x' } }))).toBeNull();
    expect(deskRefusal(new Error('socket hang up'))).toBeNull();
  });
});
