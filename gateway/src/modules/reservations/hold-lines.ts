import { TZDate } from '@date-fns/tz';
import { LANGUAGES, formatCents, lineAmounts, parseMillis, type ChannelCartLine, type ChannelMessages, type LanguageId } from '@estancia/resort-contract';
import { format } from 'date-fns';
import type { Money } from '../../__generated__/resolvers-types.ts';
import { RESORT_TIME_ZONE } from '../../time.ts';
import { money } from '../money.ts';
import type { SlotChange } from './hold-events.ts';
import type { TimeSlotParent } from './parents.ts';

/**
 * Reading a timed cart line (spec 002 §3 "Cart line") and the channel's messages in the viewer's
 * language: names, prices, the slot's day.
 */

/** A translation from an upstream map keyed by language id ("2") or code ("en"); pt when it is missing or blank. */
export function translated(ptText: string, translations: Record<string, string>, languageId: LanguageId): string {
  if (languageId === 1) return ptText;
  const code = LANGUAGES.find((l) => l.id === languageId)?.code ?? 'pt';
  const text = translations[String(languageId)] ?? translations[code];
  return text && text.trim() !== '' ? text : ptText;
}

/** The service's name on a line (subname / subname_trad). */
export function lineName(line: ChannelCartLine, languageId: LanguageId): string {
  return translated(line.produto.linha.subname, line.produto.linha.subname_trad, languageId);
}

/** The service's note on a line (observation / observation_trad). */
export function lineNote(line: ChannelCartLine, languageId: LanguageId): string {
  return translated(line.produto.linha.observation, line.produto.linha.observation_trad, languageId);
}

/**
 * The price of one seat with VAT, exact: the net unit price (total_liquido, up to 3 decimals) and
 * the VAT rate through the order arithmetic (spec 001 §3.5), so the cart shows what the order bills.
 */
export function lineUnitPrice(line: ChannelCartLine): Money {
  const { linha } = line.produto;
  return money(formatCents(lineAmounts(parseMillis(linha.total_liquido), 1, linha.taxa_iva).grossCents));
}

/** An erro/sucesso message in the viewer's language, else pt, else whatever language it has (spec 002 §4). */
export function noticeText(messages: ChannelMessages, languageId: LanguageId): string {
  const pick = (id: number) => messages.find((m) => m.id_lingua === id && m.texto.trim() !== '')?.texto;
  return pick(languageId) ?? pick(1) ?? messages.find((m) => m.texto.trim() !== '')?.texto ?? '';
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The Lisbon day of an instant written with an offset; null when unreadable. */
function lisbonDay(instant: string | null | undefined): string | null {
  const time = instant ? Date.parse(instant) : NaN;
  return Number.isFinite(time) ? format(new TZDate(time, RESORT_TIME_ZONE), 'yyyy-MM-dd') : null;
}

/** The slot change a line's hold, release, sale or expiry makes: its service and day. */
export function slotChangeOf(line: ChannelCartLine): SlotChange {
  const slot = line.produto.linha.calendario[0];
  const date = slot && DAY.test(slot.dia) ? slot.dia.slice(0, 10) : (lisbonDay(slot?.inicio) ?? '');
  return { productId: line.produto.id, date };
}

/** The slot change of holding a slot. */
export function slotChangeOfSlot(slot: TimeSlotParent): SlotChange {
  return { productId: slot.product.id, date: slot.detail.dia ?? lisbonDay(slot.detail.inicio) ?? '' };
}
