import { RESERVATION_PATHS, collisionsAnswer, eventDataAnswer, type TimerSettings } from '@estancia/resort-contract';
import DataLoader from 'dataloader';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import type { SlotLoader } from './hold-parents.ts';
import type { TimeSlotParent } from './parents.ts';

/**
 * The REST reads a hold needs (spec 002 §7): the event's data (its product, stock line and seats)
 * and the events it collides with, both read as the viewer who holds (fresh: seats change live).
 */

/** An event (slot) with its product, or null when the API has no such event. */
export async function fetchSlot(api: UpstreamReader, eventId: number): Promise<TimeSlotParent | null> {
  try {
    const { data } = await api.userRead(RESERVATION_PATHS.eventData(eventId), eventDataAnswer);
    return { detail: data.evento, product: data.produto };
  } catch (error) {
    if (isUpstreamStatus(error, 404)) return null;
    throw error;
  }
}

/** The events that cannot be held with this one (spec 002 §3 lista_incompativel). */
export async function fetchCollisions(api: UpstreamReader, eventId: number): Promise<number[]> {
  try {
    return (await api.userRead(RESERVATION_PATHS.collisions(eventId), collisionsAnswer)).data;
  } catch (error) {
    // An event the API does not know collides with nothing; the hold itself then says why it fails.
    if (isUpstreamStatus(error, 404)) return [];
    throw error;
  }
}

/** spec 002 §5: -1 means no limit. */
export function maxItemsOf(settings: TimerSettings): number | null {
  return settings.numero_maximo_eventos_no_carrinho < 0 ? null : settings.numero_maximo_eventos_no_carrinho;
}

/** A fresh slot loader: one read per distinct event, for one answer or one subscription event. */
export function createSlotLoader(api: UpstreamReader): SlotLoader {
  return new DataLoader<number, TimeSlotParent | null>((ids) => Promise.all(ids.map((id) => fetchSlot(api, id))));
}
