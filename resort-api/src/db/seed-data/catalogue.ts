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

const SLOPE_CENTS = 500;

export const PRODUCT_SEEDS: readonly ProductSeedEntry[] = [
  // Passes: pass price plus the slope price (spec 001 §2.1).
  {
    id: 11, kind: 'forfait', codgrupo: 'FORFAIT', slug: 'forfait-1-dia-adulto', vatRate: 23, grossCents: 3200, slopeCents: SLOPE_CENTS, passCategory: 'Adulto',
    pt: { name: 'Forfait 1 dia', category: 'Adulto', observation: 'Acesso a todos os meios mecânicos', description: '<p>Um dia inteiro na pista, das 9h às 17h.</p>' },
    translations: { '2': { name: '1-day lift pass', category: 'Adult', observation: 'Access to every lift', description: '<p>A full day on the slope, 9am to 5pm.</p>' }, '3': { name: 'Forfait 1 día', category: 'Adulto' }, '4': { name: 'Forfait 1 jour' } },
    image: '/images/banners/ski.jpg', categories: [1], features: [[2, 4]],
    documents: [{ link: '/regulamento-interno', name: 'Regulamento interno' }],
  },
  {
    id: 12, kind: 'forfait', codgrupo: 'FORFAIT', slug: 'forfait-2-dias-adulto', vatRate: 23, grossCents: 5800, slopeCents: SLOPE_CENTS, passCategory: 'Adulto',
    pt: { name: 'Forfait 2 dias', category: 'Adulto', observation: 'Dias consecutivos', description: '<p>Dois dias seguidos na pista.</p>' },
    translations: { '2': { name: '2-day lift pass', category: 'Adult', observation: 'Consecutive days' }, '3': { name: 'Forfait 2 días' } },
    image: '/images/banners/ski.jpg', categories: [1], features: [[2, 5]],
  },
  {
    id: 13, kind: 'forfait', codgrupo: 'FORFAIT', slug: 'forfait-1-dia-junior', vatRate: 23, grossCents: 2200, slopeCents: SLOPE_CENTS, passCategory: 'Júnior',
    pt: { name: 'Forfait 1 dia', category: 'Júnior (6 a 12 anos)', observation: 'Documento de identificação obrigatório', description: '<p>Para crianças dos 6 aos 12 anos.</p>' },
    translations: { '2': { name: '1-day lift pass', category: 'Junior (6 to 12)', observation: 'ID required' }, '4': { name: 'Forfait 1 jour', category: 'Junior (6 à 12 ans)' } },
    image: '/images/banners/ski.jpg', categories: [1, 2], features: [[2, 4]],
  },
  {
    id: 14, kind: 'forfait', codgrupo: 'FORFAIT', slug: 'forfait-epoca', activo: false, vatRate: 23, grossCents: 39000, slopeCents: SLOPE_CENTS, passCategory: 'Adulto',
    pt: { name: 'Forfait de época', category: 'Adulto', observation: 'Esgotado nesta época', description: '<p>Acesso ilimitado durante toda a época.</p>' },
    translations: { '2': { name: 'Season pass', category: 'Adult', observation: 'Sold out this season' } },
    image: '/images/banners/ski.jpg', categories: [1],
  },
  // The slope rental line (spec 001 §4): an activity of type other, hidden by readers.
  {
    id: 90, kind: 'activity', codgrupo: 'ATIVIDADE', slug: 'aluguer-da-pista', tipo: 'other', vatRate: 23, grossCents: SLOPE_CENTS,
    pt: { name: 'Aluguer da Pista', observation: 'Acompanha cada forfait' },
    translations: { '2': { name: 'Slope rental', observation: 'Comes with each lift pass' }, '3': { name: 'Alquiler de la pista' } },
    image: '/images/banners/ski.jpg', categories: [1],
  },
  // Equipment: one value price; clothing and accessories are not rented (spec 001 §1).
  {
    id: 21, kind: 'equipamento', codgrupo: 'EQUIPAMENTO', slug: 'equipamento-ski-completo', vatRate: 23, grossCents: 2500,
    pt: { name: 'Equipamento de ski completo', category: 'Ski', observation: 'Esquis, botas e bastões — 1 dia', description: '<p>Afinado na hora, à medida.</p>' },
    translations: { '2': { name: 'Full ski equipment', category: 'Ski', observation: 'Skis, boots and poles — 1 day' }, '3': { name: 'Equipo de esquí completo' }, '4': { name: 'Équipement de ski complet' } },
    image: '/images/banners/neve.jpg', categories: [1], brands: [1, 3],
  },
  {
    id: 22, kind: 'equipamento', codgrupo: 'EQUIPAMENTO', slug: 'equipamento-snowboard', vatRate: 23, grossCents: 2700,
    pt: { name: 'Equipamento de snowboard', category: 'Snowboard', observation: 'Prancha e botas — 1 dia', description: '<p>Pranchas para todos os níveis.</p>' },
    translations: { '2': { name: 'Snowboard equipment', category: 'Snowboard', observation: 'Board and boots — 1 day' } },
    image: '/images/banners/neve.jpg', categories: [1], brands: [2],
  },
  {
    id: 23, kind: 'equipamento', codgrupo: 'EQUIPAMENTO', slug: 'equipamento-ski-junior', visible: false, vatRate: 23, grossCents: 1800,
    pt: { name: 'Equipamento de ski júnior', category: 'Ski', observation: 'Em revisão', description: '<p>Esquis e botas para crianças.</p>' },
    translations: { '2': { name: 'Junior ski equipment' } },
    image: '/images/banners/neve.jpg', categories: [1, 2], brands: [1],
  },
  // Lessons (spec 001 §2.6): 1 hour, Ski (1) or Snowboard (2).
  {
    id: 31, kind: 'aula', codgrupo: 'AULA', slug: 'aula-ski', vatRate: 23, grossCents: 3500, lessonCategory: 1,
    pt: { name: 'Aula de ski (1 hora)', category: 'Ski', observation: 'Iniciação, intermédio ou avançado', description: '<p>Com um instrutor certificado; até 4 alunos.</p>' },
    translations: { '2': { name: 'Ski lesson (1 hour)', category: 'Ski', observation: 'Beginner, intermediate or advanced' }, '3': { name: 'Clase de esquí (1 hora)' }, '4': { name: 'Cours de ski (1 heure)' } },
    image: '/images/banners/carnaval.jpg', categories: [3], features: [[1, 1], [1, 2], [1, 3]],
  },
  {
    id: 32, kind: 'aula', codgrupo: 'AULA', slug: 'aula-snowboard', vatRate: 23, grossCents: 3800, lessonCategory: 2,
    pt: { name: 'Aula de snowboard (1 hora)', category: 'Snowboard', observation: 'Todos os níveis', description: '<p>Aprenda a deslizar em segurança.</p>' },
    translations: { '2': { name: 'Snowboard lesson (1 hour)', category: 'Snowboard', observation: 'Every level' } },
    image: '/images/banners/carnaval.jpg', categories: [3], features: [[1, 1], [1, 2]],
  },
  {
    id: 33, kind: 'aula', codgrupo: 'AULA', slug: 'aula-ski-particular', incomplete: true, vatRate: 23, grossCents: 6000, lessonCategory: 1,
    pt: { name: 'Aula de ski particular', category: 'Ski', observation: 'Preço em revisão' },
    translations: { '2': { name: 'Private ski lesson' } },
    image: '/images/banners/carnaval.jpg', categories: [3],
  },
  // Activities: one value price.
  {
    id: 61, kind: 'activity', codgrupo: 'ATIVIDADE', slug: 'almoco-buffet', vatRate: 13, grossCents: 1650,
    pt: { name: 'Almoço buffet', category: 'Restauração', observation: 'Restaurante do Cume', description: '<p>Cozinha regional da Beira Baixa.</p>' },
    translations: { '2': { name: 'Buffet lunch', category: 'Dining', observation: 'Summit restaurant' }, '4': { name: 'Déjeuner buffet' } },
    image: '/images/banners/gardunha.jpg', categories: [6],
  },
  {
    id: 62, kind: 'activity', codgrupo: 'ATIVIDADE', slug: 'passeio-de-treno', vatRate: 23, grossCents: 1200,
    pt: { name: 'Passeio de trenó', category: 'Neve', observation: '30 minutos', description: '<p>Descida guiada para toda a família.</p>' },
    translations: { '2': { name: 'Sledge ride', category: 'Snow', observation: '30 minutes' }, '3': { name: 'Paseo en trineo' } },
    image: '/images/banners/neve.jpg', categories: [1, 6],
  },
  // Packs: Família prices the pass and slope per pack; others multiply them by pessoas; equipment is per person.
  {
    id: 71, kind: 'pack', codgrupo: 'PACK', slug: 'pack-familia-neve', vatRate: 23, grossCents: 12400, pessoas: 4,
    pt: { name: 'Pack Família Neve', category: 'Família', observation: '2 adultos e 2 crianças — forfait e equipamento', description: '<p>Um dia na neve para toda a família.</p>' },
    translations: { '2': { name: 'Family Snow Pack', category: 'Family', observation: '2 adults and 2 children — pass and equipment' }, '3': { name: 'Pack Familia Nieve', category: 'Familia' } },
    entries: [
      { type: 'forfait', id: 11, name: 'Forfait família 1 dia', grossCents: 9900 },
      { type: 'pista', id: 90, name: 'Aluguer da Pista', grossCents: 1000 },
      { type: 'equipamento', id: 21, name: 'Equipamento de ski completo', grossCents: 1500 },
    ],
    image: '/images/banners/estancia.jpg', categories: [1, 2],
  },
  {
    id: 72, kind: 'pack', codgrupo: 'PACK', slug: 'pack-neve-amigos', vatRate: 23, grossCents: 5500, pessoas: 3,
    pt: { name: 'Pack Neve Amigos', category: 'Grupo', observation: '3 pessoas — forfait e equipamento', description: '<p>Para grupos de amigos.</p>' },
    translations: { '2': { name: 'Friends Snow Pack', category: 'Group', observation: '3 people — pass and equipment' } },
    entries: [
      { type: 'forfait', id: 11, name: 'Forfait 1 dia', grossCents: 3000 },
      { type: 'pista', id: 90, name: 'Aluguer da Pista', grossCents: 500 },
      { type: 'equipamento', id: 21, name: 'Equipamento de ski completo', grossCents: 2000 },
    ],
    image: '/images/banners/estancia.jpg', categories: [1],
  },
  {
    id: 73, kind: 'pack', codgrupo: 'PACK', slug: 'pack-iniciacao-ski', vatRate: 23, grossCents: 8200, pessoas: 1,
    pt: { name: 'Pack Iniciação ao Ski', category: 'Individual', observation: 'Forfait, equipamento e uma aula', description: '<p>Tudo para o primeiro dia.</p>' },
    translations: { '2': { name: 'Learn to Ski Pack', category: 'Single', observation: 'Pass, equipment and a lesson' }, '4': { name: 'Pack Initiation au ski' } },
    entries: [
      { type: 'forfait', id: 11, name: 'Forfait 1 dia', grossCents: 2800 },
      { type: 'pista', id: 90, name: 'Aluguer da Pista', grossCents: 500 },
      { type: 'equipamento', id: 21, name: 'Equipamento de ski completo', grossCents: 2000 },
      { type: 'aula', id: 31, name: 'Aula de ski (1 hora)', grossCents: 2900 },
    ],
    image: '/images/banners/ski.jpg', categories: [1, 3],
  },
  // Vouchers: like packs.
  {
    id: 81, kind: 'voucher', codgrupo: 'VOUCHER', slug: 'voucher-oferta', vatRate: 23, grossCents: 5000, pessoas: 1,
    pt: { name: 'Voucher oferta', category: 'Oferta', observation: 'Válido 12 meses', description: '<p>Para usar em qualquer serviço da Estância.</p>' },
    translations: { '2': { name: 'Gift voucher', category: 'Gift', observation: 'Valid for 12 months' }, '3': { name: 'Vale regalo' }, '4': { name: 'Bon cadeau' } },
    entries: [{ type: 'activity', id: 81, name: 'Voucher oferta', grossCents: 5000 }],
    image: '/images/banners/vales.jpg', categories: [5],
    documents: [{ link: '/devolucao-e-reembolso', name: 'Política de devolução e reembolso' }],
  },
  {
    id: 82, kind: 'voucher', codgrupo: 'VOUCHER', slug: 'voucher-spa-casal', vatRate: 23, grossCents: 8000, pessoas: 2,
    pt: { name: 'Voucher Spa para dois', category: 'Oferta', observation: 'Circuito termal e massagem', description: '<p>Uma tarde de descanso a dois.</p>' },
    translations: { '2': { name: 'Spa voucher for two', category: 'Gift' } },
    entries: [
      { type: 'activity', id: 41, name: 'Circuito termal', grossCents: 3000 },
      { type: 'activity', id: 42, name: 'Massagem relaxante', grossCents: 5000 },
    ],
    image: '/images/banners/termas.jpg', categories: [4, 5],
  },
  // Spa and wellness services and entrance tickets, sold as timed reservations (spec 002).
  ...RESERVATION_PRODUCT_SEEDS,
];
