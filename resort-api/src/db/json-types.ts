import type {
  CatalogItemInfo,
  CheckoutData,
  EntityAddress,
  FeatureGroup,
  ProductFile,
  ProductTag,
  EntityContact,
  Identification,
  OrderDocumentBody,
  OrderTicket,
  SiteSettings,
} from '@estancia/resort-contract';

/**
 * Shapes of the jsonb columns. Content is relational where the API filters or sorts on it
 * (schema.ts); what is only ever handed back whole — the rich per-language blocks and the
 * presentational part of `info` — stays a document, in the upstream's own field names so it can
 * be emitted without renaming (spec 000 §3).
 */

/** Language ids of the translations: 2 en, 3 es, 4 fr (spec 000 §1). pt lives in the block itself. */
export type TranslationLanguageId = '2' | '3' | '4';

/**
 * Translations keyed by language id. A translation may be missing, null or hold empty strings:
 * the reader falls back to pt (spec 000 §2 "Home screen").
 */
export type Translations<T> = Partial<Record<TranslationLanguageId, Partial<T> | null>>;

/** The translatable text of a content block. */
export interface BlockText {
  title: string;
  subtitle: string;
  abstract: string;
  /** Rich text (HTML). */
  text: string;
}

/** An image, video or document entry (spec 000 §3 "Image or document entry"). */
export interface MediaEntry {
  link: string;
  name?: string;
  description?: string;
  /** "video" for videos. */
  type?: string;
  url?: string;
  /** Documents only: listed publicly. */
  visible?: boolean;
}

export interface BlockMedia {
  image?: MediaEntry[];
  doc?: MediaEntry[];
  link?: string;
  /** Id of a gallery item whose info.media is read. */
  gallery?: number | null;
}

/** One block of a content item's `content` list (spec 000 §3). */
export interface ContentBlock extends Partial<BlockText> {
  language?: Translations<BlockText>;
  media?: BlockMedia;
  /** Banners: where "learn more" leads, an external or internal link, or a content page id. */
  connection?: { link?: string; id?: number | null };
  /** Banners: where the caption sits on the slide. */
  align?: {
    vertical: 'top' | 'center' | 'bottom';
    horizontal: 'left' | 'center' | 'right';
  };
  contacts?: { website?: string };
  /** Testimonies: the visitor's name, e-mail, location and message (spec 000 §3 "Testimony"). */
  name?: string;
  email?: string;
  address?: string;
  message?: string;
}

/** SEO tags of an item; empty ones are filled from the site settings by the reader (spec 000 §2). */
export interface ContentSeoDoc {
  title?: string;
  description?: string;
  keywords?: string;
}

/** An article's or press item's source: its text, its link (with or without a scheme) and the image credit. */
export interface ContentSourceDoc {
  text?: string;
  link?: string;
  image?: string;
}

/**
 * The part of a content item's `info` the API never filters on (type, layout, slug, parent,
 * order, status, dates and the preview flag are columns, schema.ts).
 */
export interface ContentInfo {
  /** Banners: whether the slide shows its "learn more" button. */
  button?: boolean;
  name?: string;
  principal?: boolean;
  /** The language code the item was written in (pt unless said otherwise). */
  language?: string;
  /** A gallery's pictures and videos, an article's main image, a press item's documents. */
  media?: BlockMedia;
  seo?: ContentSeoDoc;
  tags?: { text: string }[];
  source?: ContentSourceDoc;
}

/** Menu entry titles by language id (pt is the entry's own title). */
export type TitleTranslations = Translations<{ title: string }>;

/**
 * Account and order documents are stored in the contract's canonical (output) shape, so they are
 * answered as stored (spec 000 §3 "User", spec 001 §3.4 "Order document").
 */
export type EntityAddressDoc = EntityAddress;
export type EntityContactDoc = EntityContact;
export type IdentificationDoc = Identification;
export type OrderDocumentDoc = OrderDocumentBody;
export type OrderTicketDoc = OrderTicket;
/** GET web/settings/{companycode}: stored in the contract's canonical shape, answered as stored. */
export type SiteSettingsDoc = SiteSettings;

/**
 * Catalogue documents (spec 001 §3.2), stored in the contract's canonical (output) shape and
 * answered as stored: a product's info (texts, translations, prices, pack entries), its
 * categories and brands, feature groups with values, pictures and documents.
 */
export type ProductInfoDoc = CatalogItemInfo;
export type ProductTagDoc = ProductTag;
export type FeatureGroupDoc = FeatureGroup;
export type ProductFileDoc = ProductFile;
/** A product group's names by language id ("1" pt … "4" fr). */
export type ProductGroupTranslations = Record<string, string | null>;
/** A component's translated texts by language id (pt lives in its own columns). */
export type ComponentTextTranslations = Translations<{ nome: string; observacao: string; descricao: string }>;
/** The checkout answer a client registered with POST store/purchase/payment. */
export type PaymentRegistrationDoc = CheckoutData;
