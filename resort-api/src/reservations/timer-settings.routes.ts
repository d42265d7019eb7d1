import { DEFAULT_OFFER_MINUTES, TIMER_DEFAULTS, countdownAnswer, timerSettingsAnswer, timerSettingsSchema } from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { isStaffOf } from '../http/principal.ts';
import { bearerRoute } from '../http/route.ts';
import { toResortIso } from '../lib/time.ts';
import type { ReservationDeps } from './catalogue.params.ts';
import { getTimerSettings, putTimerSettings } from './timer-settings.repository.ts';

/**
 * The timer settings (spec 002 §3, §9; the spec shows no path: platform/settings/timer here) and
 * the countdown call (spec 002 §7 `{product}/time`). Staff (Colaborador) may change the settings.
 */
const TAGS = ['reservations'];
const DEFAULTS_NOTE =
  `time_count_down: minutes a hold lasts (decimals allowed); intervalo_tolerancia: minutes before a slot's start ` +
  `after which it can no longer be held; numero_maximo_eventos_no_carrinho: most timed items in a cart, -1 ` +
  `unlimited; tempo_oferta: minutes a waiting-list offer keeps its seats in the customer's cart (this ` +
  `implementation's addition; decimals allowed). Empty settings read as the defaults: ${TIMER_DEFAULTS.time_count_down}, ` +
  `${TIMER_DEFAULTS.intervalo_tolerancia}, ${TIMER_DEFAULTS.numero_maximo_eventos_no_carrinho} (spec 002 §9) and ` +
  `${DEFAULT_OFFER_MINUTES}.`;

/** The smallest countdown stored (the column keeps 3 decimals of a minute). */
const MIN_COUNTDOWN_MINUTES = 0.001;

/** PUT body: the four settings; a missing or null one is set to its default. */
export const timerSettingsBody = timerSettingsSchema
  .strict()
  .refine((settings) => settings.time_count_down >= MIN_COUNTDOWN_MINUTES, {
    path: ['time_count_down'],
    error: `must be at least ${MIN_COUNTDOWN_MINUTES} minutes`,
  })
  .refine((settings) => settings.tempo_oferta >= MIN_COUNTDOWN_MINUTES, {
    path: ['tempo_oferta'],
    error: `must be at least ${MIN_COUNTDOWN_MINUTES} minutes`,
  });

export const countdownRoute = bearerRoute(TAGS, 'get /platform/products/time', {
  summary: 'The hold countdown and the server\'s clock',
  description:
    'time_count_down: the minutes a hold lasts (the timer settings); agora: the server\'s clock (ISO 8601 with the ' +
    'Lisbon offset), so a reader can align its own countdown.',
  responses: answers(200, 'The countdown', countdownAnswer, {  }),
});

export const getTimerSettingsRoute = bearerRoute(TAGS, 'get /platform/settings/timer', {
  summary: 'The timer settings',
  description: DEFAULTS_NOTE,
  responses: answers(200, 'The settings, defaults filled in', timerSettingsAnswer, {  }),
});

export const putTimerSettingsRoute = bearerRoute(TAGS, 'put /platform/settings/timer', {
  summary: 'Change the timer settings (staff)',
  description: `Sets all four; a missing or null one takes its default. Staff (Colaborador) only. ${DEFAULTS_NOTE}`,
  body: timerSettingsBody,
  responses: answers(200, 'The settings as stored', timerSettingsAnswer, { 400: 'A value out of range or an unknown field', 403: 'Not a staff (Colaborador) session' }),
});

export function registerTimerSettingsRoutes(app: ApiApp, deps: ReservationDeps): void {
  const { db, companyCode } = deps;

  app.openapi(countdownRoute, async (c) => {
    const settings = await getTimerSettings(db, companyCode);
    const answer = { time_count_down: settings.time_count_down, agora: toResortIso(deps.now()) };
    return c.json(countdownAnswer.parse({ data: answer }), 200);
  });

  app.openapi(getTimerSettingsRoute, async (c) => {
    return c.json(timerSettingsAnswer.parse({ data: await getTimerSettings(db, companyCode) }), 200);
  });

  app.openapi(putTimerSettingsRoute, async (c) => {
    if (!isStaffOf(c.get('principal'), companyCode)) {
      throw new ApiError(403, 'forbidden', 'Only staff (Colaborador) may change the timer settings');
    }
    const stored = await putTimerSettings(db, companyCode, c.req.valid('json'));
    return c.json(timerSettingsAnswer.parse({ data: stored }), 200);
  });
}
