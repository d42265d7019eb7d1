import { productSeeds, readSeed } from '../seed-schemas.ts';
import type { ProductSeedEntry } from './product-seed.ts';
import { RESERVATION_PRODUCT_SEEDS } from './reservations.ts';

/**
 * The demo catalogue (spec 001 §3.2): every pricing rule of the shop has a product here.
 * - passes with a slope price (listed price = pass + slope, spec 001 §2.1);
 * - the slope rental line, product 90: an activity the activity list hides (spec 001 §9);
 * - equipment and activities with one value price; lessons with info.detail.price;
 * - packs of category Família (pass and slope per pack) and of other categories (times pessoas);
 * - vouchers; spa and wellness services and entrance tickets (timed reservations, seed-data/reservations.ts);
 * - an inactive pass, an invisible equipment and a lesson whose principal component is
 *   incomplete: readers must leave all three out.
 * Texts are pt, with en mostly complete and es/fr partial (readers fall back to pt). Prices are
 * shelf prices with VAT, in cents; the net prices are derived exactly (orders/arithmetic.ts).
 * Ids match the products of the demo order history (seed-data/orders.ts).
 */


/** Categories of products, with translations. */
export const CATEGORY_SEEDS: Record<number, { nome: string; language: Partial<Record<'2' | '3' | '4', { nome: string }>> }> = {
  1: { nome: 'Neve', language: { '2': { nome: 'Snow' }, '3': { nome: 'Nieve' }, '4': { nome: 'Neige' } } },
  2: { nome: 'Família', language: { '2': { nome: 'Family' }, '3': { nome: 'Familia' } } },
  3: { nome: 'Aulas', language: { '2': { nome: 'Lessons' }, '4': { nome: 'Cours' } } },
  4: { nome: 'Spa e bem-estar', language: { '2': { nome: 'Spa and wellness' } } },
  5: { nome: 'Ofertas', language: { '2': { nome: 'Gifts' }, '3': { nome: 'Regalos' } } },
  6: { nome: 'Atividades', language: { '2': { nome: 'Activities' } } },
};

export const BRAND_SEEDS: Record<number, string> = { 1: 'Rossignol', 2: 'Burton', 3: 'Salomon' };

/** Feature groups and their values. */
export const FEATURE_SEEDS: Record<
  number,
  { nome: string; en: string; valores: Record<number, { valor: string; en: string }> }
> = {
  1: {
    nome: 'Nível',
    en: 'Level',
    valores: {
      1: { valor: 'Iniciação', en: 'Beginner' },
      2: { valor: 'Intermédio', en: 'Intermediate' },
      3: { valor: 'Avançado', en: 'Advanced' },
    },
  },
  2: { nome: 'Duração', en: 'Duration', valores: { 4: { valor: '1 dia', en: '1 day' }, 5: { valor: '2 dias', en: '2 days' } } },
};

/** Product groups of the tariffs screen (spec 001 §2.2), in order. */
export const PRODUCT_GROUP_SEEDS = [
  { codgrupo: 'FORFAIT', nome: 'Forfaits', translate: { '2': 'Lift passes', '3': 'Forfaits', '4': 'Forfaits' }, imagem: '/images/banners/ski.jpg' },
  { codgrupo: 'EQUIPAMENTO', nome: 'Aluguer de equipamento', translate: { '2': 'Equipment rental', '3': 'Alquiler de equipo' }, imagem: '/images/banners/neve.jpg' },
  { codgrupo: 'PACK', nome: 'Packs', translate: { '2': 'Packs', '3': 'Packs', '4': 'Forfaits groupés' }, imagem: '/images/banners/estancia.jpg' },
  { codgrupo: 'ATIVIDADE', nome: 'Atividades', translate: { '2': 'Activities', '3': 'Actividades', '4': 'Activités' }, imagem: '/images/banners/gardunha.jpg' },
  { codgrupo: 'AULA', nome: 'Aulas', translate: { '2': 'Lessons', '4': 'Cours' }, imagem: '/images/banners/carnaval.jpg' },
  { codgrupo: 'VOUCHER', nome: 'Vouchers', translate: { '2': 'Gift vouchers', '3': 'Vales regalo', '4': 'Bons cadeaux' }, imagem: '/images/banners/vales.jpg' },
] as const;

/** The shop's own products (catalogue.json), then the timed reservations' (reservations.json). */
export const PRODUCT_SEEDS: readonly ProductSeedEntry[] = [
  ...readSeed(new URL('./catalogue.json', import.meta.url), productSeeds),
  ...RESERVATION_PRODUCT_SEEDS,
];
