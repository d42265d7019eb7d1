import { type TimerSettings, timerSettingsSchema } from '@estancia/resort-contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { timerSettings } from '../db/reservations-schema.ts';

/**
 * The company's timer settings (spec 002 §3). No row, or an empty column, reads as the defaults
 * of spec 002 §9 (countdown 5 minutes, tolerance 15 minutes, at most 3 timed items), and a
 * waiting-list offer's DEFAULT_OFFER_MINUTES (docs/architecture.md "The waiting list").
 */
export async function getTimerSettings(db: Db | Tx, companyCode: string): Promise<TimerSettings> {
  const [row] = await db.select().from(timerSettings).where(eq(timerSettings.companyCode, companyCode)).limit(1);
  return timerSettingsSchema.parse({
    time_count_down: row?.timeCountDown ?? null,
    intervalo_tolerancia: row?.intervaloTolerancia ?? null,
    numero_maximo_eventos_no_carrinho: row?.numeroMaximoEventosNoCarrinho ?? null,
    tempo_oferta: row?.tempoOferta ?? null,
  });
}

/** Stores the settings (all four, as validated) and answers them as read back. */
export async function putTimerSettings(db: Db, companyCode: string, settings: TimerSettings): Promise<TimerSettings> {
  const values = {
    timeCountDown: String(settings.time_count_down),
    intervaloTolerancia: settings.intervalo_tolerancia,
    numeroMaximoEventosNoCarrinho: settings.numero_maximo_eventos_no_carrinho,
    tempoOferta: String(settings.tempo_oferta),
  };
  await db
    .insert(timerSettings)
    .values({ companyCode, ...values })
    .onConflictDoUpdate({ target: timerSettings.companyCode, set: values });
  return getTimerSettings(db, companyCode);
}
