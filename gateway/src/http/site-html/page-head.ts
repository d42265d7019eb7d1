import type { LanguageCode } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import { label } from '../../kernel/labels.ts';
import { pageTexts, pageTitle } from '../../kernel/site-texts.ts';
import { articleJsonLd, productJsonLd, resortJsonLd, type JsonLd } from './json-ld.ts';
import type { PageHeadData } from './page-data.ts';
import { siteAddress } from './site-addresses.ts';
import { isIndexable, type SiteRoute } from './site-routes.ts';

/** What the server writes into a page's `<head>` (spec 000 §2 SEO tags, with the site's defaults). */
export interface PageHead {
  status: 200 | 404;
  language: LanguageCode;
  title: string;
  description: string;
  /** Absolute address of the sharing picture; null when neither the page nor the site has one. */
  image: string | null;
  /** The page's own path (its canonical address without the language); null for pages not indexed. */
  path: string | null;
  type: 'website' | 'article' | 'product';
  jsonLd: JsonLd[];
}

interface Site {
  title: string;
  description: string;
  image: string | null;
}

/** A picture path of this site made absolute (sharing cards and structured data need full URLs). */
export function absolute(siteUrl: string, src: string | undefined | null): string | null {
  if (!src) return null;
  return /^https?:\/\//i.test(src) ? src : `${siteUrl}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The head of a page that is not there: 404 for crawlers, the site's texts, never indexed. */
export function notFoundHead(language: LanguageCode, site: Site): PageHead {
  const title = pageTitle(label('notFound', language), language);
  return { status: 404, language, title, description: site.description, image: site.image, path: null, type: 'website', jsonLd: [] };
}

/**
 * The head of a route, from its data. `path` is the address as asked (without the query), used as
 * the canonical path where the page has no address of its own.
 */
export async function pageHead(ctx: GatewayContext, route: SiteRoute, path: string, data: PageHeadData): Promise<PageHead> {
  const language = ctx.language;
  const siteUrl = ctx.deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  const texts = pageTexts(language);
  const site: Site = data.siteSettings.seo;
  const base = { status: 200 as const, language, description: site.description, image: site.image, path, type: 'website' as const, jsonLd: [] };
  switch (route.kind) {
    case 'home': {
      const settings = await ctx.loaders.content.settings.load(ctx.api.companyCode);
      const title = pageTitle(texts.tagline, language);
      const contactText = data.contactPage?.blocks.map((block) => block.html).join(' ') ?? '';
      return {
        ...base,
        title,
        path: '/',
        jsonLd: [resortJsonLd({ settings, description: site.description, image: site.image, url: siteAddress(siteUrl, '/', language), contactText })],
      };
    }
    case 'content': {
      const view = data.contentView;
      // NotFound, and Redirect (an unknown type: the website sends people home, spec 000 §2).
      if (!view || !('seo' in view)) return notFoundHead(language, site);
      if (view.__typename === 'Article') {
        const url = siteAddress(siteUrl, view.path, language);
        const image = absolute(siteUrl, view.image?.src) ?? view.seo.image;
        return {
          ...base,
          ...view.seo,
          image,
          path: view.path,
          type: 'article',
          jsonLd: [articleJsonLd({ headline: view.title, description: view.seo.description, image, datePublished: view.publishedAt, url, language, publisher: texts.name })],
        };
      }
      return { ...base, ...view.seo };
    }
    case 'store':
      return { ...base, title: pageTitle(texts.store.title, language), description: texts.store.description || site.description };
    case 'tariffs':
      return { ...base, title: pageTitle(texts.tariffs.title, language), description: texts.tariffs.description || site.description };
    case 'lessons':
      return { ...base, title: pageTitle(texts.lessons.title, language) };
    case 'category': {
      const group = data.productGroup;
      if (!group) return notFoundHead(language, site);
      return { ...base, title: pageTitle(group.name, language), image: absolute(siteUrl, group.image?.src) ?? site.image };
    }
    case 'product': {
      const product = data.product;
      // spec 000 §2 "Product page": only products with a page of their own; the rest go home.
      if (!product?.hasPage) return notFoundHead(language, site);
      const productPath = `/store/product/${product.databaseId}`;
      const images = product.images.map((picture) => absolute(siteUrl, picture.src)).filter((src): src is string => src !== null);
      const description = product.observation.trim() || site.description;
      return {
        ...base,
        title: pageTitle(product.name, language),
        description,
        image: images[0] ?? site.image,
        path: productPath,
        type: 'product',
        jsonLd: [
          productJsonLd({
            name: product.name,
            description,
            images,
            sku: String(product.databaseId),
            brand: product.brands[0]?.name ?? null,
            price: product.price,
            url: siteAddress(siteUrl, productPath, language),
          }),
        ],
      };
    }
    case 'page':
      return { ...base, title: pageTitle(texts.tagline, language), path: isIndexable(route) ? path : null };
    case 'unknown':
      return notFoundHead(language, site);
  }
}
