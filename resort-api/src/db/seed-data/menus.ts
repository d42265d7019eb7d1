import type { TitleTranslations } from '../json-types.ts';
import { PAGE_IDS } from './content-pages.ts';
import { DEMO_PAGE_IDS } from './pages.ts';

/**
 * The menu structures (spec 000 §3 "Menu structure", §2 "Top navigation" and "Footer"). An entry
 * opens a content page (contentId), a slug route, an internal path or an external URL (a new
 * tab); children make a dropdown. Some translations are empty on purpose (pt fallback).
 */
export interface MenuEntrySeed {
  title: string;
  titles: TitleTranslations;
  slug?: string;
  link?: string;
  contentId?: number;
  principal?: boolean;
  children?: readonly MenuEntrySeed[];
}

export interface MenuStructureSeed {
  name: string;
  principal: boolean;
  entries: readonly MenuEntrySeed[];
}

const COMPLAINTS_BOOK: MenuEntrySeed = {
  title: 'Livro de Reclamações',
  titles: {
    '2': { title: 'Complaints book' },
    '3': { title: 'Libro de reclamaciones' },
    '4': { title: 'Livre de réclamations' },
  },
  // The official complaints book: an external site, opened in a new tab.
  link: 'https://www.livroreclamacoes.pt',
};

/** The main menu: the top navigation and the footer's site map. */
const MAIN_MENU: MenuStructureSeed = {
  name: 'Menu principal',
  principal: true,
  entries: [
    {
      title: 'A Estância',
      titles: { '2': { title: 'The Resort' }, '3': { title: 'La Estancia' }, '4': { title: '' } },
      slug: 'a-estancia',
      contentId: DEMO_PAGE_IDS.resort,
      principal: true,
      children: [
        {
          title: 'Apresentação geral',
          titles: {
            '2': { title: 'General presentation' },
            '3': { title: 'Presentación general' },
            '4': { title: 'Présentation générale' },
          },
          slug: 'apresentacao-geral',
        },
        {
          title: 'Visita virtual',
          titles: { '2': { title: 'Virtual tour' }, '3': { title: 'Visita virtual' }, '4': { title: 'Visite virtuelle' } },
          slug: 'visita-virtual',
        },
        {
          title: 'Regulamento interno',
          titles: { '2': { title: 'Internal rules' }, '3': { title: 'Reglamento interno' }, '4': { title: '' } },
          slug: 'regulamento-interno',
        },
      ],
    },
    {
      title: 'Neve / Ski',
      titles: { '2': { title: 'Snow / Ski' }, '3': { title: 'Nieve / Esquí' }, '4': { title: 'Neige / Ski' } },
      slug: 'neve',
      contentId: DEMO_PAGE_IDS.snow,
      principal: true,
      children: [
        {
          title: 'Pista de ski',
          titles: { '2': { title: 'Ski slope' }, '3': { title: 'Pista de esquí' }, '4': { title: 'Piste de ski' } },
          slug: 'pista-de-ski',
        },
        {
          title: 'Escola de ski',
          titles: { '2': { title: 'Ski school' }, '3': { title: 'Escuela de esquí' }, '4': { title: '' } },
          slug: 'escola-de-ski',
        },
        {
          title: 'Aulas: preçário',
          titles: { '2': { title: 'Lesson prices' }, '3': { title: 'Clases: precios' }, '4': { title: '' } },
          link: '/store/aulas',
          // The lesson price list's intro block (spec 001 §2.6).
          contentId: PAGE_IDS.lessonsIntro,
        },
        {
          title: 'Forfaits e tarifas',
          titles: {
            '2': { title: 'Lift passes and prices' },
            '3': { title: 'Forfaits y tarifas' },
            '4': { title: 'Forfaits et tarifs' },
          },
          link: '/store/tarifas',
        },
      ],
    },
    {
      title: 'Aquapark / Spa',
      titles: { '2': { title: 'Aquapark / Spa' }, '3': { title: 'Aquapark / Spa' }, '4': { title: 'Aquaparc / Spa' } },
      slug: 'aquapark-spa',
      principal: true,
      children: [
        {
          title: 'Aquapark',
          titles: { '2': { title: 'Aquapark' }, '3': { title: 'Aquapark' }, '4': { title: 'Aquaparc' } },
          slug: 'aquapark',
          contentId: DEMO_PAGE_IDS.aquapark,
        },
        {
          title: 'Spa & Wellness',
          titles: { '2': { title: 'Spa & Wellness' }, '3': { title: 'Spa y bienestar' }, '4': { title: '' } },
          slug: 'spa-wellness',
          contentId: DEMO_PAGE_IDS.spa,
        },
        {
          title: 'Reservar sessão',
          titles: { '2': { title: 'Book a session' }, '3': { title: 'Reservar sesión' }, '4': { title: 'Réserver une séance' } },
          link: '/reservation/wellness',
        },
        {
          title: 'Bilhetes de entrada',
          titles: { '2': { title: 'Entrance tickets' }, '3': { title: 'Entradas' }, '4': { title: "Billets d'entrée" } },
          link: '/reservation/entrance',
        },
      ],
    },
    {
      title: 'Notícias',
      titles: { '2': { title: 'News' }, '3': { title: 'Noticias' }, '4': { title: 'Actualités' } },
      slug: 'article/all',
      principal: true,
    },
    {
      title: 'Galeria',
      titles: { '2': { title: 'Gallery' }, '3': { title: 'Galería' }, '4': { title: 'Galerie' } },
      slug: 'gallery/all',
      principal: true,
    },
    {
      title: 'Contactos',
      titles: { '2': { title: 'Contacts' }, '3': { title: 'Contactos' }, '4': { title: 'Contacts' } },
      slug: 'contactos',
      contentId: DEMO_PAGE_IDS.contacts,
      principal: true,
    },
    {
      title: 'Loja',
      titles: { '2': { title: 'Shop' }, '3': { title: 'Tienda' }, '4': { title: '' } },
      link: '/store',
      // The store lists' intro block (spec 001 §2.1): the page this entry names.
      contentId: PAGE_IDS.shopIntro,
      principal: true,
    },
    { ...COMPLAINTS_BOOK, principal: true },
  ],
};

/** A second, non-principal structure: the footer's legal block (spec 000 §2 "Footer"). */
const LEGAL_MENU: MenuStructureSeed = {
  name: 'Rodapé — informação legal',
  principal: false,
  entries: [
    {
      title: 'Termos e condições',
      titles: {
        '2': { title: 'Terms and conditions' },
        '3': { title: 'Términos y condiciones' },
        '4': { title: 'Conditions générales' },
      },
      slug: 'terms-conditions',
      contentId: DEMO_PAGE_IDS.terms,
    },
    {
      title: 'Regulamento interno',
      titles: { '2': { title: 'Internal rules' }, '3': { title: 'Reglamento interno' }, '4': { title: '' } },
      slug: 'regulamento-interno',
    },
    COMPLAINTS_BOOK,
    {
      title: 'Informação legal',
      titles: { '2': { title: 'Legal information' }, '3': { title: 'Información legal' }, '4': { title: 'Mentions légales' } },
      slug: 'informacao-legal',
    },
    {
      title: 'Política de privacidade',
      titles: { '2': { title: 'Privacy policy' }, '3': { title: 'Política de privacidad' }, '4': { title: '' } },
      slug: 'politica-de-privacidade',
    },
    {
      title: 'Política de devolução e reembolso',
      titles: {
        '2': { title: 'Return and refund policy' },
        '3': { title: 'Política de devolución y reembolso' },
        '4': { title: 'Politique de retour et de remboursement' },
      },
      slug: 'devolucao-e-reembolso',
    },
  ],
};

export const MENU_SEEDS: readonly MenuStructureSeed[] = [MAIN_MENU, LEGAL_MENU];
