import type { MailMessage } from '@estancia/resort-contract';
import { escapeAttribute, escapeText } from 'entities';
import { RESORT_TIME_ZONE } from '../lib/time.ts';
import type { WaitingMailKind } from '../db/waiting-schema.ts';

/**
 * The waiting list's e-mails (contract waiting-list.ts), in the entry's language (1 pt, 2 en,
 * 3 es, 4 fr): an offer, with a link to the customer's reservation cart on the website, and the
 * list closing at the slot's booking cut-off. Every text from a person or the catalogue (the
 * customer's name, the service's name) is escaped: the body is HTML.
 */

/** The site's languages by id, as the website names them (client/src/i18n/languages.ts). */
const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;
type Language = (typeof LANGUAGES)[number];
const LOCALES: Record<Language, string> = { pt: 'pt-PT', en: 'en-GB', es: 'es-ES', fr: 'fr-FR' };

export function languageOf(languageId: number): Language {
  return LANGUAGES[languageId - 1] ?? 'pt';
}

/**
 * The reservation cart on the website in the language: the site names a language with ?lang=,
 * and none for pt, its default (client/src/i18n/language-address.ts).
 */
export function cartLink(siteUrl: string, language: Language): string {
  const url = new URL('reservation/cart', siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (language !== 'pt') url.searchParams.set('lang', language);
  return url.toString();
}

/** A Lisbon day and time in the language's words ("sábado, 28 de novembro de 2026, 10:00"). */
function when(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: RESORT_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(instant);
}
function clock(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: RESORT_TIME_ZONE, timeStyle: 'short' }).format(instant);
}

export interface WaitingMailFacts {
  kind: WaitingMailKind;
  languageId: number;
  to: string;
  /** The customer's name (may be empty). */
  name: string;
  /** The service's name in the entry's language. */
  service: string;
  startsAt: Date;
  quantity: number;
  /** An offer's end (its hold's expires_at); null for a list that closed. */
  offerEndsAt: Date | null;
  siteUrl: string;
}

interface Texts {
  subject: string;
  greeting: string;
  lines: string[];
  action?: string;
}

type Render = (facts: { name: string; service: string; at: string; seats: number; until: string }) => Texts;

const OFFER: Record<Language, Render> = {
  pt: (f) => ({
    subject: `Há lugar para si: ${f.service}`,
    greeting: f.name ? `Olá ${f.name},` : 'Olá,',
    lines: [
      `Vagaram ${f.seats === 1 ? '1 lugar' : `${f.seats} lugares`} em ${f.service}, ${f.at}, e estão guardados no seu carrinho de reservas.`,
      `A oferta é válida até às ${f.until}; depois passa ao seguinte da lista de espera.`,
    ],
    action: 'Abrir o carrinho de reservas',
  }),
  en: (f) => ({
    subject: `A place has opened up for you: ${f.service}`,
    greeting: f.name ? `Hello ${f.name},` : 'Hello,',
    lines: [
      `${f.seats === 1 ? '1 seat' : `${f.seats} seats`} opened up in ${f.service}, ${f.at}, and ${f.seats === 1 ? 'is' : 'are'} kept in your reservation cart.`,
      `The offer holds until ${f.until}; after that it passes to the next person on the waiting list.`,
    ],
    action: 'Open the reservation cart',
  }),
  es: (f) => ({
    subject: `Hay plaza para usted: ${f.service}`,
    greeting: f.name ? `Hola ${f.name}:` : 'Hola:',
    lines: [
      `Se ${f.seats === 1 ? 'ha liberado 1 plaza' : `han liberado ${f.seats} plazas`} en ${f.service}, ${f.at}, y ${f.seats === 1 ? 'está guardada' : 'están guardadas'} en su carrito de reservas.`,
      `La oferta es válida hasta las ${f.until}; después pasa al siguiente de la lista de espera.`,
    ],
    action: 'Abrir el carrito de reservas',
  }),
  fr: (f) => ({
    subject: `Une place s'est libérée pour vous : ${f.service}`,
    greeting: f.name ? `Bonjour ${f.name},` : 'Bonjour,',
    lines: [
      `${f.seats === 1 ? '1 place s\'est libérée' : `${f.seats} places se sont libérées`} pour ${f.service}, ${f.at}, et ${f.seats === 1 ? 'est gardée' : 'sont gardées'} dans votre panier de réservations.`,
      `L'offre est valable jusqu'à ${f.until} ; ensuite elle passe à la personne suivante de la liste d'attente.`,
    ],
    action: 'Ouvrir le panier de réservations',
  }),
};

const CLOSED: Record<Language, Render> = {
  pt: (f) => ({
    subject: `Lista de espera encerrada: ${f.service}`,
    greeting: f.name ? `Olá ${f.name},` : 'Olá,',
    lines: [`A lista de espera de ${f.service}, ${f.at}, fechou: já não é possível reservar este horário e não vagou nenhum lugar a tempo.`],
  }),
  en: (f) => ({
    subject: `Waiting list closed: ${f.service}`,
    greeting: f.name ? `Hello ${f.name},` : 'Hello,',
    lines: [`The waiting list of ${f.service}, ${f.at}, has closed: this time slot can no longer be booked, and no seat opened up in time.`],
  }),
  es: (f) => ({
    subject: `Lista de espera cerrada: ${f.service}`,
    greeting: f.name ? `Hola ${f.name}:` : 'Hola:',
    lines: [`La lista de espera de ${f.service}, ${f.at}, se ha cerrado: este horario ya no se puede reservar y no se liberó ninguna plaza a tiempo.`],
  }),
  fr: (f) => ({
    subject: `Liste d'attente close : ${f.service}`,
    greeting: f.name ? `Bonjour ${f.name},` : 'Bonjour,',
    lines: [`La liste d'attente de ${f.service}, ${f.at}, est close : ce créneau ne peut plus être réservé et aucune place ne s'est libérée à temps.`],
  }),
};

/** The e-mail an entry is owed, ready for the mailer. */
export function waitingMail(facts: WaitingMailFacts): MailMessage {
  const language = languageOf(facts.languageId);
  const render = (facts.kind === 'offer' ? OFFER : CLOSED)[language];
  const texts = render({
    name: facts.name,
    service: facts.service,
    at: when(facts.startsAt, language),
    seats: facts.quantity,
    until: facts.offerEndsAt ? clock(facts.offerEndsAt, language) : '',
  });
  const link = cartLink(facts.siteUrl, language);
  // spec 000 §7: mail templates are 600 px wide.
  const html = [
    `<!doctype html><html lang="${language}"><body style="margin:0;padding:16px;font-family:Arial,sans-serif;color:#222">`,
    '<div style="max-width:600px;margin:0 auto">',
    `<p>${escapeText(texts.greeting)}</p>`,
    ...texts.lines.map((line) => `<p>${escapeText(line)}</p>`),
    texts.action ? `<p><a href="${escapeAttribute(link)}" style="color:#0b5394">${escapeText(texts.action)}</a></p>` : '',
    '</div></body></html>',
  ].join('');
  return { to: [facts.to], bcc: [], subject: texts.subject.replace(/[\r\n]+/g, ' ').slice(0, 255), html };
}
