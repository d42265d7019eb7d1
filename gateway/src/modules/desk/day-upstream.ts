import {
  DESK_DAY_ERROR_CODES,
  deskCheckInAnswer,
  deskDayAnswer,
  deskDayErrorAnswer,
  deskRefundAnswer,
  type DeskCheckInAnswer,
  type DeskCheckInRequest,
  type DeskDayAnswer,
  type DeskDayError,
  type DeskDayErrorCode,
  type DeskRefundAnswer,
  type DeskRefundRequest,
} from '@estancia/resort-contract';
import { UpstreamStatusError } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/**
 * The resort API's desk-day calls (contract/src/desk-day.ts, this implementation's additions),
 * always as the signed-in clerk: the resort API checks the Colaborador profile again, so a session
 * that is no longer staff is refused there too.
 */

/** GET desk/day/{dia}: every service's slots of the day with their seats and bookings, and the entrance tickets sold for it. */
export async function fetchDeskDay(api: UpstreamReader, date: string): Promise<DeskDayAnswer['data']> {
  return (await api.userRead(`desk/day/${date}`, deskDayAnswer)).data;
}

/** POST desk/checkin: marks the code's bookings of the day (or of one slot) arrived, once. */
export async function postCheckIn(api: UpstreamReader, request: DeskCheckInRequest): Promise<DeskCheckInAnswer['data']> {
  return (await api.userWrite('POST', 'desk/checkin', request, deskCheckInAnswer)).data;
}

/** POST desk/refund: the whole order refunded (pagamento_pendente -2), its seats given back and announced. */
export async function postRefund(api: UpstreamReader, request: DeskRefundRequest): Promise<DeskRefundAnswer['data']> {
  return (await api.userWrite('POST', 'desk/refund', request, deskRefundAnswer)).data;
}

/** A desk call's refusal: its code, and its details when the answer carried them whole. */
export interface DeskRefusal {
  code: DeskDayErrorCode;
  /** The failure as the contract has it (when, by whom, which day or slot); null if the body could not be read whole. */
  failure: DeskDayError | null;
}

/**
 * The desk call's refusal that a clerk is told about (which code, when, by whom, which day or
 * slot), read from the failed answer's body; null for any other failure, which stays an error.
 */
export function deskRefusal(error: unknown): DeskRefusal | null {
  if (!(error instanceof UpstreamStatusError)) return null;
  // A 5xx is a fault to mask, except the provider's refusal to pay back: the clerk may try again.
  if (error.status < 400 || (error.status >= 500 && error.code !== 'refund_provider_failed')) return null;
  const code = DESK_DAY_ERROR_CODES.find((known) => known === error.code);
  if (!code) return null;
  let json: unknown = null;
  try {
    json = JSON.parse(error.body);
  } catch {
    // A body cut short: the code alone still says what happened.
  }
  const parsed = deskDayErrorAnswer.safeParse(json);
  return { code, failure: parsed.success && parsed.data.error.code === code ? parsed.data.error : null };
}
