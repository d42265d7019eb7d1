import { LANGUAGES, type LanguageCode, type LanguageId } from '@estancia/resort-contract';

/**
 * Texts the gateway itself writes into content answers and mails, in the four site languages.
 * (Everything a page shows around them comes from the client's own translations.)
 */
const LABELS = {
  home: { pt: 'Início', en: 'Home', es: 'Inicio', fr: 'Accueil' },
  news: { pt: 'Notícias', en: 'News', es: 'Noticias', fr: 'Actualités' },
  press: { pt: 'Imprensa', en: 'Press', es: 'Prensa', fr: 'Presse' },
  galleries: { pt: 'Galerias', en: 'Galleries', es: 'Galerías', fr: 'Galeries' },
  notFound: { pt: 'Página não encontrada', en: 'Page not found', es: 'Página no encontrada', fr: 'Page introuvable' },
  contactFormTitle: { pt: 'Formulário de contacto', en: 'Contact form', es: 'Formulario de contacto', fr: 'Formulaire de contact' },
  contactIntro: {
    pt: 'Recebemos a sua mensagem. Responderemos com a maior brevidade possível. Esta é uma cópia do que nos enviou:',
    en: 'We have received your message and will reply as soon as possible. This is a copy of what you sent us:',
    es: 'Hemos recibido su mensaje y le responderemos lo antes posible. Esta es una copia de lo que nos envió:',
    fr: 'Nous avons bien reçu votre message et vous répondrons au plus vite. Voici une copie de ce que vous nous avez envoyé :',
  },
  name: { pt: 'Nome', en: 'Name', es: 'Nombre', fr: 'Nom' },
  email: { pt: 'E-mail', en: 'E-mail', es: 'Correo electrónico', fr: 'E-mail' },
  subject: { pt: 'Assunto', en: 'Subject', es: 'Asunto', fr: 'Objet' },
  message: { pt: 'Mensagem', en: 'Message', es: 'Mensaje', fr: 'Message' },
  location: { pt: 'Localidade', en: 'Location', es: 'Localidad', fr: 'Localité' },
  testimonialTitle: { pt: 'Novo testemunho', en: 'New testimonial', es: 'Nuevo testimonio', fr: 'Nouveau témoignage' },
  testimonialIntro: {
    pt: 'Foi submetido um testemunho no site. Fica em revisão até ser aceite.',
    en: 'A testimonial was submitted on the website. It stays under review until it is accepted.',
    es: 'Se ha enviado un testimonio en el sitio web. Queda en revisión hasta que sea aceptado.',
    fr: 'Un témoignage a été envoyé sur le site. Il reste en cours de révision jusqu’à son acceptation.',
  },
  mailFooter: {
    pt: 'Estância · Fundão, Portugal. Conteúdos meramente ilustrativos.',
    en: 'Estância · Fundão, Portugal. Content is illustrative only.',
    es: 'Estância · Fundão, Portugal. Contenidos meramente ilustrativos.',
    fr: 'Estância · Fundão, Portugal. Contenus à titre illustratif uniquement.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type LabelKey = keyof typeof LABELS;

export function label(key: LabelKey, language: LanguageCode): string {
  return LABELS[key][language];
}

/**
 * spec 000 §4: an item that is not published shows a placeholder meaning draft or scheduled, in
 * Portuguese whatever the site language.
 */
export const UNPUBLISHED_PLACEHOLDER = { DRAFT: 'Rascunho', SCHEDULED: 'Agendado' } as const;

/** spec 000 §7: the contact mail's subject is a prefix and the localized contact form title. */
export const CONTACT_SUBJECT_PREFIX = '[Estância]';

/** The code of a language id (1 pt, 2 en, 3 es, 4 fr). */
export function languageCodeOf(languageId: LanguageId): LanguageCode {
  return LANGUAGES.find((l) => l.id === languageId)?.code ?? 'pt';
}
