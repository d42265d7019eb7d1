import { countdownAnswer, timerSettingsAnswer } from '@estancia/resort-contract';
import { describe, expect, it } from 'vitest';
import { expectError } from './support/accounts.ts';
import { reservationFixture } from './support/reservations.ts';
import { ENGINES, SEED_NOW } from './support/databases.ts';

/** The timer settings (spec 002 §3, §9) and the countdown call (spec 002 §7 `{product}/time`). */
describe.each(ENGINES)('reservation timer settings on %s', (engine) => {
  const { api, clock, read } = reservationFixture(engine);

  describe('timer settings and countdown', () => {
    const settings = () => read(api().get('/platform/settings/timer'), timerSettingsAnswer);

    it('answers the defaults while nothing is set, and the countdown with the server\'s clock', async () => {
      expect((await settings()).data).toEqual({ time_count_down: 5, intervalo_tolerancia: 15, numero_maximo_eventos_no_carrinho: 3, tempo_oferta: 10 });
      expect((await read(api().get('/platform/products/time'), countdownAnswer)).data).toEqual({
        time_count_down: 5,
        agora: '2026-01-15T10:00:00+00:00',
      });
      clock.set(new Date('2026-07-01T09:30:00.250Z'));
      expect((await read(api().get('/platform/products/time'), countdownAnswer)).data.agora).toBe('2026-07-01T10:30:00.250+01:00');
      clock.set(SEED_NOW);
    });

    it('refuses a change by a customer and by the site token, and bad values, changing nothing', async () => {
      const customer = await api().session('maria');
      const change = { time_count_down: 1, intervalo_tolerancia: 30, numero_maximo_eventos_no_carrinho: -1 };
      expect(await expectError(await api().put('/platform/settings/timer', change, customer.token), 403, 'forbidden')).toMatch(/staff/);
      await expectError(await api().put('/platform/settings/timer', change), 403, 'forbidden');
      const staff = await api().session('balcao');
      for (const [body, field] of [
        [{ time_count_down: 0 }, 'time_count_down'],
        [{ time_count_down: 0.0001 }, 'time_count_down'],
        [{ time_count_down: 2000 }, 'time_count_down'],
        [{ intervalo_tolerancia: 1.5 }, 'intervalo_tolerancia'],
        [{ numero_maximo_eventos_no_carrinho: -2 }, 'numero_maximo_eventos_no_carrinho'],
        [{ tempo_oferta: 0 }, 'tempo_oferta'],
        [{ tempo_oferta: 0.0001 }, 'tempo_oferta'],
        [{ tempo_oferta: 2000 }, 'tempo_oferta'],
        [{ countdown: 3 }, 'countdown'],
      ] as const) {
        expect(await expectError(await api().put('/platform/settings/timer', body, staff.token), 400, 'invalid_request')).toMatch(field);
      }
      expect((await settings()).data).toEqual({ time_count_down: 5, intervalo_tolerancia: 15, numero_maximo_eventos_no_carrinho: 3, tempo_oferta: 10 });
    });

    it('lets staff change them (-1: unlimited), and a missing value goes back to its default', async () => {
      const staff = await api().session('balcao');
      const change = { time_count_down: 0.05, intervalo_tolerancia: 30, numero_maximo_eventos_no_carrinho: -1, tempo_oferta: 20 };
      expect((await read(api().put('/platform/settings/timer', change, staff.token), timerSettingsAnswer)).data).toEqual(change);
      expect((await settings()).data).toEqual(change);
      expect((await read(api().get('/platform/products/time'), countdownAnswer)).data.time_count_down).toBe(0.05);
      const reset = await read(api().put('/platform/settings/timer', { intervalo_tolerancia: 10, time_count_down: null }, staff.token), timerSettingsAnswer);
      // tempo_oferta left out: back to its default (DEFAULT_OFFER_MINUTES).
      expect(reset.data).toEqual({ time_count_down: 5, intervalo_tolerancia: 10, numero_maximo_eventos_no_carrinho: 3, tempo_oferta: 10 });
    });
  });

});
