import type { ProductSeedEntry } from './product-seed.ts';

/**
 * The demo products of the timed reservations (spec 002 §1, §3): spa services (group SPA),
 * wellness services (group WEL, morning and afternoon slots) and entrance tickets (group SPA,
 * kind entrance: a ticket for a day, never held). Texts in pt, en, es and fr. Products 41, 42 and
 * 51 are the ones the demo order history already sold (seed-data/orders.ts).
 */
export const RESERVATION_PRODUCT_SEEDS: readonly ProductSeedEntry[] = [
  {
    id: 41, kind: 'service', codgrupo: 'SPA', slug: 'circuito-termal', vatRate: 23, grossCents: 1800, durationMin: 120,
    pt: { name: 'Circuito termal', observation: 'Piscinas aquecidas e jacuzzi — 2 horas', description: '<p>Piscina aquecida, jacuzzi, sauna e banho turco, com vista para a Gardunha. Traga fato de banho e chinelos.</p>' },
    translations: {
      '2': { name: 'Thermal circuit', observation: 'Heated pools and jacuzzi — 2 hours', description: '<p>Heated pool, jacuzzi, sauna and steam bath, looking out on the Gardunha. Bring a swimsuit and flip-flops.</p>' },
      '3': { name: 'Circuito termal', observation: 'Piscinas climatizadas y jacuzzi — 2 horas', description: '<p>Piscina climatizada, jacuzzi, sauna y baño turco, con vistas a la Gardunha. Traiga bañador y chanclas.</p>' },
      '4': { name: 'Circuit thermal', observation: 'Piscines chauffées et jacuzzi — 2 heures', description: '<p>Piscine chauffée, jacuzzi, sauna et hammam, face à la Gardunha. Apportez maillot et tongs.</p>' },
    },
    image: '/images/banners/termas.jpg', moreImages: ['/images/banners/aquapark.jpg'], categories: [4],
  },
  {
    id: 43, kind: 'service', codgrupo: 'SPA', slug: 'massagem-pedras-quentes', vatRate: 23, grossCents: 6500, durationMin: 60,
    pt: { name: 'Massagem com pedras quentes', observation: '60 minutos', description: '<p>Pedras de basalto aquecidas soltam a tensão dos músculos depois de um dia na neve.</p>' },
    translations: {
      '2': { name: 'Hot-stone massage', observation: '60 minutes', description: '<p>Warm basalt stones loosen the muscles after a day in the snow.</p>' },
      '3': { name: 'Masaje con piedras calientes', observation: '60 minutos', description: '<p>Piedras de basalto calientes relajan los músculos tras un día en la nieve.</p>' },
      '4': { name: 'Massage aux pierres chaudes', observation: '60 minutes', description: '<p>Des pierres de basalte chaudes dénouent les muscles après une journée sur la neige.</p>' },
    },
    image: '/images/banners/termas.jpg', moreImages: ['/images/banners/estancia.jpg'], categories: [4],
  },
  {
    id: 44, kind: 'service', codgrupo: 'SPA', slug: 'hammam', vatRate: 23, grossCents: 2500, durationMin: 90,
    pt: { name: 'Hammam', observation: 'Banho turco com esfoliação — 90 minutos', description: '<p>Vapor, esfoliação com sabão preto e um chá no fim.</p>' },
    translations: {
      '2': { name: 'Hammam', observation: 'Steam bath with a scrub — 90 minutes', description: '<p>Steam, a black-soap scrub and tea to finish.</p>' },
      '3': { name: 'Hammam', observation: 'Baño turco con exfoliación — 90 minutos', description: '<p>Vapor, exfoliación con jabón negro y un té al final.</p>' },
      '4': { name: 'Hammam', observation: 'Bain de vapeur et gommage — 90 minutes', description: '<p>Vapeur, gommage au savon noir et un thé pour finir.</p>' },
    },
    image: '/images/banners/termas.jpg', categories: [4],
  },
  {
    id: 42, kind: 'service', codgrupo: 'WEL', slug: 'massagem-relaxante', vatRate: 23, grossCents: 4500, durationMin: 50,
    pt: { name: 'Massagem relaxante', observation: '50 minutos', description: '<p>Massagem de corpo inteiro com óleos quentes, ao ritmo de cada um.</p>' },
    translations: {
      '2': { name: 'Relaxing massage', observation: '50 minutes', description: '<p>A full-body massage with warm oils, at your own pace.</p>' },
      '3': { name: 'Masaje relajante', observation: '50 minutos', description: '<p>Masaje de cuerpo entero con aceites calientes, a su ritmo.</p>' },
      '4': { name: 'Massage relaxant', observation: '50 minutes', description: '<p>Massage du corps entier aux huiles chaudes, à votre rythme.</p>' },
    },
    image: '/images/banners/termas.jpg', moreImages: ['/images/banners/verao.jpg'], categories: [4],
  },
  {
    id: 45, kind: 'service', codgrupo: 'WEL', slug: 'yoga', vatRate: 23, grossCents: 1200, durationMin: 60,
    pt: { name: 'Yoga', observation: 'Aula de grupo — 60 minutos', description: '<p>Hatha yoga para todos os níveis; tapetes fornecidos.</p>' },
    translations: {
      '2': { name: 'Yoga', observation: 'Group class — 60 minutes', description: '<p>Hatha yoga for every level; mats provided.</p>' },
      '3': { name: 'Yoga', observation: 'Clase en grupo — 60 minutos', description: '<p>Hatha yoga para todos los niveles; esterillas incluidas.</p>' },
      '4': { name: 'Yoga', observation: 'Cours collectif — 60 minutes', description: '<p>Hatha yoga pour tous niveaux ; tapis fournis.</p>' },
    },
    image: '/images/banners/gardunha.jpg', categories: [4],
  },
  {
    id: 46, kind: 'service', codgrupo: 'WEL', slug: 'pilates', vatRate: 23, grossCents: 1200, durationMin: 50,
    pt: { name: 'Pilates', observation: 'Aula de grupo — 50 minutos', description: '<p>Pilates de solo para fortalecer o centro do corpo.</p>' },
    translations: {
      '2': { name: 'Pilates', observation: 'Group class — 50 minutes', description: '<p>Mat pilates to strengthen your core.</p>' },
      '3': { name: 'Pilates', observation: 'Clase en grupo — 50 minutos', description: '<p>Pilates de suelo para fortalecer el centro del cuerpo.</p>' },
      '4': { name: 'Pilates', observation: 'Cours collectif — 50 minutes', description: '<p>Pilates au sol pour renforcer la sangle abdominale.</p>' },
    },
    image: '/images/banners/verao.jpg', categories: [4],
  },
  {
    id: 47, kind: 'service', codgrupo: 'WEL', slug: 'reflexologia', vatRate: 23, grossCents: 3500, durationMin: 45,
    pt: { name: 'Reflexologia', observation: '45 minutos', description: '<p>Massagem dos pontos reflexos dos pés.</p>' },
    translations: {
      '2': { name: 'Reflexology', observation: '45 minutes', description: '<p>A massage of the reflex points of the feet.</p>' },
      '3': { name: 'Reflexología', observation: '45 minutos', description: '<p>Masaje de los puntos reflejos de los pies.</p>' },
      '4': { name: 'Réflexologie', observation: '45 minutes', description: '<p>Massage des points réflexes des pieds.</p>' },
    },
    image: '/images/banners/termas.jpg', categories: [4],
  },
  // Entrance tickets: a day's admission, bought with a date and never held (spec 002 §2 /reservation/entrance).
  {
    id: 51, kind: 'entrance', codgrupo: 'SPA', slug: 'entrada-aquapark', vatRate: 6, grossCents: 1200,
    pt: { name: 'Entrada Aquapark', category: 'Adulto', observation: 'Dia inteiro', description: '<p>Acesso às piscinas e escorregas do Aquapark durante todo o dia.</p>' },
    translations: {
      '2': { name: 'Aquapark entrance', category: 'Adult', observation: 'Full day', description: '<p>Access to the Aquapark\'s pools and slides all day.</p>' },
      '3': { name: 'Entrada Aquapark', category: 'Adulto', observation: 'Día completo', description: '<p>Acceso a las piscinas y toboganes del Aquapark todo el día.</p>' },
      '4': { name: 'Entrée Aquapark', category: 'Adulte', observation: 'Journée entière', description: '<p>Accès aux piscines et toboggans de l\'Aquapark toute la journée.</p>' },
    },
    image: '/images/banners/aquapark.jpg', categories: [4],
  },
  {
    id: 52, kind: 'entrance', codgrupo: 'SPA', slug: 'entrada-aquapark-crianca', vatRate: 6, grossCents: 750,
    pt: { name: 'Entrada Aquapark criança', category: 'Criança (3 a 12 anos)', observation: 'Dia inteiro', description: '<p>Para crianças dos 3 aos 12 anos, acompanhadas por um adulto.</p>' },
    translations: {
      '2': { name: 'Aquapark child entrance', category: 'Child (3 to 12)', observation: 'Full day', description: '<p>For children aged 3 to 12 with an adult.</p>' },
      '3': { name: 'Entrada Aquapark niño', category: 'Niño (3 a 12 años)', observation: 'Día completo', description: '<p>Para niños de 3 a 12 años acompañados de un adulto.</p>' },
      '4': { name: 'Entrée Aquapark enfant', category: 'Enfant (3 à 12 ans)', observation: 'Journée entière', description: '<p>Pour les enfants de 3 à 12 ans accompagnés d\'un adulte.</p>' },
    },
    image: '/images/banners/aquapark.jpg', categories: [4],
  },
  {
    id: 53, kind: 'entrance', codgrupo: 'SPA', slug: 'entrada-aquapark-senior', vatRate: 6, grossCents: 900,
    pt: { name: 'Entrada Aquapark sénior', category: 'Sénior (65 ou mais anos)', observation: 'Dia inteiro', description: '<p>Para maiores de 65 anos, com documento de identificação.</p>' },
    translations: {
      '2': { name: 'Aquapark senior entrance', category: 'Senior (65 and over)', observation: 'Full day', description: '<p>For those aged 65 and over, with ID.</p>' },
      '3': { name: 'Entrada Aquapark sénior', category: 'Sénior (65 o más años)', observation: 'Día completo', description: '<p>Para mayores de 65 años, con documento de identidad.</p>' },
      '4': { name: 'Entrée Aquapark senior', category: 'Senior (65 ans et plus)', observation: 'Journée entière', description: '<p>Pour les 65 ans et plus, sur présentation d\'une pièce d\'identité.</p>' },
    },
    image: '/images/banners/aquapark.jpg', categories: [4],
  },
];

/**
 * When each timed service runs (spec 002 §2 "time slots"): Lisbon wall-clock start times (HH:mm),
 * every day, and the seats of each slot. The slot lasts the product's durationMin.
 */
export interface SlotScheduleSeed {
  productId: number;
  starts: readonly string[];
  capacity: number;
}

export const SLOT_SCHEDULE_SEEDS: readonly SlotScheduleSeed[] = [
  // SPA: every two hours from 10:00.
  { productId: 41, starts: ['10:00', '12:00', '14:00', '16:00', '18:00'], capacity: 12 },
  { productId: 43, starts: ['10:00', '12:00', '14:00', '16:00', '18:00'], capacity: 6 },
  { productId: 44, starts: ['11:00', '13:00', '15:00', '17:00'], capacity: 8 },
  // WEL: two morning and two afternoon slots (spec 002 §2: split at hour 12).
  { productId: 42, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 6 },
  { productId: 45, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 12 },
  { productId: 46, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 10 },
  { productId: 47, starts: ['09:00', '10:30', '14:00', '16:30'], capacity: 6 },
];

/** How far ahead slots exist (from the start-up's "now"). */
export const SLOT_DAYS_AHEAD = 60;

/** Event ids are numbered apart from stock ids (the slot's own id): the first is this plus one. */
export const EVENT_ID_BASE = 100_000;

/**
 * Services whose overlapping slots cannot be held together (spec 002 §7 collision): one body
 * cannot be in the thermal circuit and the hammam at once, nor in two treatments.
 */
export const COLLISION_SEEDS: ReadonlyArray<readonly [number, number]> = [
  [41, 44],
  [41, 43],
  [42, 47],
];
