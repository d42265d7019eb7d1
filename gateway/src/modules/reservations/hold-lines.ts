import { LANGUAGES, formatCents, lineAmounts, parseMillis, type ChannelCartLine, type ChannelMessages, type LanguageId } from '@estancia/resort-contract';
import type { Money } from '../../__generated__/resolvers-types.ts';
import { money } from '../../kernel/money.ts';

/**
 * Reading a timed cart line (spec 002 §3 "Cart line") and the channel's messages in the viewer's
 * language: names and prices.
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
