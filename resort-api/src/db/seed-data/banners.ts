import type { ContentBlock } from '../json-types.ts';
import { DEMO_PAGE_IDS } from './pages.ts';

/**
 * The home page slideshow (spec 000 §2 "Home screen", §3 "Banner content"). Dates are days
 * relative to the moment of seeding, so a fresh database always holds one live banner of each
 * kind, one expired and one scheduled. The API returns all of them: deciding what is visible is the
 * gateway's job (spec 000 §4).
 *
 * Deliberate gaps, to exercise the pt fallback: "Aquapark e Spa termal" has an empty English title
 * (and an empty French translation); "Vales de oferta" has an empty Spanish subtitle; "Abertura da
 * época de verão" has no French translation at all; "Vales de oferta" has no image.
 */
export interface BannerSeed {
  /** info.order */
  position: number;
  createdDaysAgo: number;
  /** Days from seeding (negative: in the past); null leaves the banner a draft. */
  publishedInDays: number | null;
  /** Days from seeding to the end of the visibility window; null: no end. */
  availableUntilInDays: number | null;
  button: boolean;
  block: ContentBlock;
}

export const BANNER_SEEDS: readonly BannerSeed[] = [
  {
    position: 1,
    createdDaysAgo: 120,
    publishedInDays: -90,
    availableUntilInDays: null,
    button: true,
    block: {
      title: 'Neve todo o ano no Fundão',
      subtitle: 'Pista de ski e snowboard aberta todos os dias, com escola e aluguer de equipamento.',
      language: {
        '2': {
          title: 'Snow all year round in Fundão',
          subtitle: 'A ski and snowboard slope open every day, with a ski school and equipment rental.',
        },
        '3': {
          title: 'Nieve todo el año en Fundão',
          subtitle: 'Pista de esquí y snowboard abierta todos los días, con escuela y alquiler de material.',
        },
        '4': {
          title: "De la neige toute l'année à Fundão",
          subtitle: 'Une piste de ski et de snowboard ouverte tous les jours, avec école et location de matériel.',
        },
      },
      media: { image: [{ link: '/images/banners/ski.jpg', name: 'ski.jpg', description: 'Pista de ski' }] },
      // An internal page: the "Neve / Ski" content page.
      connection: { link: '', id: DEMO_PAGE_IDS.snow },
      align: { vertical: 'center', horizontal: 'center' },
    },
  },
  {
    position: 2,
    createdDaysAgo: 100,
    publishedInDays: -60,
    availableUntilInDays: null,
    button: true,
    block: {
      title: 'Aquapark e Spa termal',
      subtitle: 'Piscinas aquecidas, jacúzis e circuito de águas para relaxar depois da neve.',
      language: {
        // English title left empty on purpose: readers fall back to the pt title.
        '2': { title: '', subtitle: 'Heated pools, jacuzzis and a water circuit to unwind after the snow.' },
        '3': {
          title: 'Aquapark y Spa termal',
          subtitle: 'Piscinas climatizadas, jacuzzis y circuito de aguas para relajarse después de la nieve.',
        },
        '4': { title: '', subtitle: '' },
      },
      media: { image: [{ link: '/images/banners/aquapark.jpg', name: 'aquapark.jpg', description: 'Piscina interior' }] },
      connection: { link: '', id: DEMO_PAGE_IDS.aquapark },
      align: { vertical: 'bottom', horizontal: 'left' },
    },
  },
  {
    // Expired: its window closed a month ago.
    position: 3,
    createdDaysAgo: 80,
    publishedInDays: -75,
    availableUntilInDays: -30,
    button: true,
    block: {
      title: 'Carnaval na neve',
      subtitle: 'Desfile de máscaras na pista e entrada infantil a metade do preço.',
      language: {
        '2': { title: 'Carnival on the snow', subtitle: "A fancy-dress parade on the slope and half-price children's tickets." },
        '3': { title: 'Carnaval en la nieve', subtitle: 'Desfile de disfraces en la pista y entrada infantil a mitad de precio.' },
        '4': { title: 'Carnaval sur la neige', subtitle: 'Défilé costumé sur la piste et entrée enfant à moitié prix.' },
      },
      media: { image: [{ link: '/images/banners/carnaval.jpg', name: 'carnaval.jpg', description: 'Desfile de Carnaval' }] },
      connection: { link: '/store/tarifas', id: null },
      align: { vertical: 'top', horizontal: 'right' },
    },
  },
  {
    // Scheduled: goes live in three weeks.
    position: 4,
    createdDaysAgo: 5,
    publishedInDays: 21,
    availableUntilInDays: 120,
    button: true,
    block: {
      title: 'Abertura da época de verão',
      subtitle: 'O Aquapark exterior abre as portas com novos escorregas e zona infantil.',
      language: {
        '2': { title: 'Summer season opening', subtitle: 'The outdoor Aquapark opens with new slides and a kids area.' },
        '3': {
          title: 'Apertura de la temporada de verano',
          subtitle: 'El Aquapark exterior abre sus puertas con nuevos toboganes y zona infantil.',
        },
        // No French translation at all.
      },
      media: { image: [{ link: '/images/banners/verao.jpg', name: 'verao.jpg', description: 'Aquapark exterior' }] },
      connection: { link: '', id: DEMO_PAGE_IDS.aquapark },
      align: { vertical: 'center', horizontal: 'right' },
    },
  },
  {
    // No image: the slideshow shows a placeholder.
    position: 5,
    createdDaysAgo: 40,
    publishedInDays: -30,
    availableUntilInDays: null,
    button: true,
    block: {
      title: 'Vales de oferta',
      subtitle: 'Ofereça um dia de neve ou de spa a quem mais gosta.',
      language: {
        '2': { title: 'Gift vouchers', subtitle: 'Give a day of snow or spa to someone you love.' },
        '3': { title: 'Vales regalo', subtitle: '' },
        '4': { title: 'Bons cadeaux', subtitle: 'Offrez une journée de neige ou de spa à vos proches.' },
      },
      media: { image: [] },
      connection: { link: '/store', id: null },
      align: { vertical: 'center', horizontal: 'left' },
    },
  },
  {
    // An external link, inside a window that is open now.
    position: 6,
    createdDaysAgo: 12,
    publishedInDays: -10,
    availableUntilInDays: 60,
    button: true,
    block: {
      title: 'Descubra a Serra da Gardunha',
      subtitle: 'Trilhos, aldeias históricas e a cereja do Fundão a poucos minutos da estância.',
      language: {
        '2': { title: 'Discover the Gardunha mountains', subtitle: 'Trails, historic villages and the Fundão cherry minutes from the resort.' },
        '3': { title: 'Descubra la Sierra de la Gardunha', subtitle: 'Senderos, aldeas históricas y la cereza de Fundão a pocos minutos.' },
        '4': { title: 'Découvrez la Serra da Gardunha', subtitle: 'Sentiers, villages historiques et la cerise de Fundão à quelques minutes.' },
      },
      media: { image: [{ link: '/images/banners/gardunha.jpg', name: 'gardunha.jpg', description: 'Serra da Gardunha' }] },
      connection: { link: 'https://www.cm-fundao.pt', id: null },
      align: { vertical: 'bottom', horizontal: 'center' },
    },
  },
  {
    // A slide without a "learn more" button. Listed (and inserted) last but shown first: the
    // answer is ordered by info.order, not by id.
    position: 0,
    createdDaysAgo: 200,
    publishedInDays: -180,
    availableUntilInDays: null,
    button: false,
    block: {
      title: 'Bem-vindo à Estância',
      subtitle: 'Neve, águas e montanha no coração da Beira Interior.',
      language: {
        '2': { title: 'Welcome to the resort', subtitle: 'Snow, water and mountains in the heart of Beira Interior.' },
        '3': { title: 'Bienvenido a la Estancia', subtitle: 'Nieve, aguas y montaña en el corazón de la Beira Interior.' },
        '4': null,
      },
      media: { image: [{ link: '/images/banners/estancia.jpg', name: 'estancia.jpg', description: 'Vista geral da estância' }] },
      align: { vertical: 'top', horizontal: 'left' },
    },
  },
];
