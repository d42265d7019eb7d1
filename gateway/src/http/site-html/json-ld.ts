import type { LanguageCode, SiteSettings } from '@estancia/resort-contract';

/**
 * schema.org structured data for search engines: the resort (a `SkiResort`, a kind of
 * `LocalBusiness`), news articles (`NewsArticle`) and shop products (`Product` with an `Offer`).
 * It goes into the page as a `<script type="application/ld+json">` data block, which browsers
 * never run (so no Content-Security-Policy is needed for it).
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The days and hours a text names, as schema.org `openingHours` ("Mo-Su 10:00-20:00"). */
export function openingHoursOf(text: string): string | null {
  const plain = text.replace(/<[^>]*>/g, ' ');
  const hours = /(\d{1,2})h(\d{2})\s*(?:às|as|a|-|–)\s*(\d{1,2})h(\d{2})/i.exec(plain);
  // The contact page says when the resort opens in Portuguese (the language every text is written in).
  if (!hours || !/todos os dias/i.test(plain)) return null;
  const [, openH = '', openM = '', closeH = '', closeM = ''] = hours;
  return `Mo-Su ${openH.padStart(2, '0')}:${openM}-${closeH.padStart(2, '0')}:${closeM}`;
}

export function resortJsonLd(options: {
  settings: SiteSettings;
  description: string;
  image: string | null;
  url: string;
  /** The contact page's text, where the opening hours are written. */
  contactText: string;
}): JsonLd {
  const { settings } = options;
  const openingHours = openingHoursOf(options.contactText);
  return {
    '@context': CONTEXT,
    '@type': 'SkiResort',
    name: settings.name,
    description: options.description || undefined,
    url: options.url,
    image: options.image ?? undefined,
    telephone: settings.phone || undefined,
    email: settings.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.locality,
      addressCountry: settings.address.country,
    },
    geo: settings.map ? { '@type': 'GeoCoordinates', latitude: settings.map.latitude, longitude: settings.map.longitude } : undefined,
    openingHours: openingHours ?? undefined,
  };
}

export function articleJsonLd(options: {
  headline: string;
  description: string;
  image: string | null;
  datePublished: string | null;
  url: string;
  language: LanguageCode;
  publisher: string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    // Search engines show at most 110 characters of a headline.
    headline: options.headline.slice(0, 110),
    description: options.description || undefined,
    image: options.image ? [options.image] : undefined,
    datePublished: options.datePublished ?? undefined,
    inLanguage: options.language,
    url: options.url,
    mainEntityOfPage: options.url,
    author: { '@type': 'Organization', name: options.publisher },
    publisher: { '@type': 'Organization', name: options.publisher },
  };
}

export function productJsonLd(options: {
  name: string;
  description: string;
  images: string[];
  sku: string;
  brand: string | null;
  price: { amount: string; currency: string };
  url: string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: options.name,
    description: options.description || undefined,
    image: options.images.length ? options.images : undefined,
    sku: options.sku,
    brand: options.brand ? { '@type': 'Brand', name: options.brand } : undefined,
    url: options.url,
    offers: {
      '@type': 'Offer',
      price: options.price.amount,
      priceCurrency: options.price.currency,
      availability: 'https://schema.org/InStock',
      url: options.url,
    },
  };
}

/**
 * The data block's markup. `<` is written `\u003c` so no text in the data can close the script
 * element (`</script>`) or open a comment; JSON reads it back unchanged.
 */
export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
