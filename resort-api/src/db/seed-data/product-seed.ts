import type { ProductKind } from '@estancia/resort-contract';

/**
 * The shape of one demo product (catalogue.json, reservations.json; checked at load with
 * seed-schemas.ts), apart from both lists so neither imports the other.
 */

export interface TextSeed {
  name: string;
  category?: string;
  observation?: string;
  description?: string;
}

/** One entry of a pack's or voucher's price list. */
export interface PackEntrySeed {
  type: 'forfait' | 'pista' | 'equipamento' | 'aula' | 'activity';
  id: number;
  name: string;
  grossCents: number;
}

export interface ProductSeedEntry {
  /** Why the product is as it is: documentation only, never seeded. */
  note?: string;
  id: number;
  kind: ProductKind;
  codgrupo: string;
  slug: string;
  tipo?: 'standard' | 'other';
  activo?: boolean;
  visible?: boolean;
  pt: Required<Pick<TextSeed, 'name'>> & TextSeed;
  /** Translations by language id: 2 en, 3 es, 4 fr; missing ones read as pt. */
  translations: Partial<Record<'2' | '3' | '4', TextSeed>>;
  vatRate: number;
  /** The product's own price with VAT (a pass: the pass alone; a pack: the sum of its entries). */
  grossCents: number;
  /** Passes: the slope price added to the pass price. */
  slopeCents?: number;
  /** Passes: Adulto, Júnior… */
  passCategory?: string;
  /** Packs and vouchers. */
  entries?: PackEntrySeed[];
  pessoas?: number;
  /** Lessons: 1 Ski, 2 Snowboard. */
  lessonCategory?: 1 | 2;
  /** The principal component lacks its VAT code and net price (a product being set up). */
  incomplete?: boolean;
  image: string;
  /** More pictures for the product's slider (spec 002 §2), after `image`. */
  moreImages?: string[];
  /** Services: how long one takes, in minutes (spec 002 §3 duracao_min). */
  durationMin?: number;
  categories: number[];
  brands?: number[];
  features?: Array<[group: number, value: number]>;
  documents?: Array<{ link: string; name: string }>;
}
