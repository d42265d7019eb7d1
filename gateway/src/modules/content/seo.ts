import type { ContentItem, LanguageId, SiteSettings } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import { localize } from '../../locale.ts';
import { pageTitle } from '../../kernel/site-texts.ts';
import { languageCodeOf } from '../../kernel/labels.ts';
import { blockText } from './blocks.ts';
import { plainText } from '../../kernel/html.ts';
import { imageSrc } from '../../kernel/images.ts';
import { pictures } from './media.ts';

export interface SeoTags {
  title: string;
  description: string;
  keywords: string;
  image: string | null;
}

/** The longest meta description search engines show; longer text is cut at a word. */
const DESCRIPTION_LENGTH = 160;

function clip(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/** An absolute address of a picture at hero size, for social sharing cards. */
function absoluteImage(ctx: GatewayContext, link: string): string | null {
  if (!link.trim()) return null;
  const src = imageSrc(link, 'HERO');
  return /^https?:\/\//i.test(src) ? src : `${ctx.deps.config.PUBLIC_SITE_URL}${src}`;
}

/** The site's own SEO tags, in a language (pt fallback). */
export function siteSeo(ctx: GatewayContext, settings: SiteSettings, languageId: LanguageId): SeoTags {
  return {
    title: localize(settings.seo.title, settings.language, 'title', languageId) || settings.name,
    description: localize(settings.seo.description, settings.language, 'description', languageId),
    keywords: localize(settings.seo.keywords, settings.language, 'keywords', languageId),
    image: absoluteImage(ctx, settings.seo.image),
  };
}

/** SEO tags of a page with a title of its own, the rest from the site (e.g. the news list). */
export async function titledSeo(ctx: GatewayContext, title: string, languageId: LanguageId): Promise<SeoTags> {
  const settings = await ctx.loaders.content.settings.load(ctx.api.companyCode);
  const site = siteSeo(ctx, settings, languageId);
  return { ...site, title: title ? pageTitle(title, languageCodeOf(languageId)) : site.title };
}

/**
 * spec 000 §2 "Content page pieces": an item's SEO tags — its own (written in pt, so used as they
 * are for pt), else built from its text, else the site's defaults.
 */
export async function itemSeo(ctx: GatewayContext, item: ContentItem, languageId: LanguageId): Promise<SeoTags> {
  const settings = await ctx.loaders.content.settings.load(ctx.api.companyCode);
  const site = siteSeo(ctx, settings, languageId);
  const first = item.content[0];
  const own = languageId === 1 ? item.info.seo : { title: '', description: '', keywords: '' };
  const title = own.title || blockText(first, 'title', languageId);
  const description = own.description || plainText(blockText(first, 'abstract', languageId) || blockText(first, 'text', languageId));
  const keywords = own.keywords || item.info.tags.map((tag) => tag.text.trim()).filter(Boolean).join(', ');
  const picture = pictures([...item.info.media.image, ...(first?.media.image ?? [])])[0];
  return {
    title: title ? pageTitle(title, languageCodeOf(languageId)) : site.title,
    description: clip(description) || site.description,
    keywords: keywords || site.keywords,
    image: (picture && absoluteImage(ctx, picture.link || picture.url)) ?? site.image,
  };
}
