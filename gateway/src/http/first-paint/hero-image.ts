import { z } from 'zod';
import type { SiteRoute } from '../site-html/site-routes.ts';

/**
 * The largest picture of a page's first screen, as the page will draw it: the same `srcset` and
 * `sizes` as its `<img>` (the browser reuses a preload only when they match), so the browser starts
 * loading it with the HTML instead of after the scripts have run.
 */
export interface HeroImage {
  src: string;
  srcSet: string;
  /** The `<img sizes>` of the component that draws it. */
  sizes: string;
}

const picture = z.object({ src: z.string().min(1), srcSet: z.string() });

/** The home page's first banner slide: full width (features/home/BannerSlide.tsx). */
const homeAnswer = z.object({ banners: z.array(z.object({ image: picture.nullable() })) });
/** An article's main picture (features/content/ArticleView.tsx). */
const articleAnswer = z.object({ contentView: z.object({ __typename: z.literal('Article'), image: picture.nullable() }) });
/** A product's first picture (features/shop/ProductView.tsx). */
const productAnswer = z.object({ product: z.object({ images: z.array(z.object({ hero: z.string().min(1), heroSet: z.string() })) }).nullable() });

export const HERO_SIZES = {
  home: '100vw',
  article: '(min-width: 64rem) 48rem, 100vw',
  product: '(min-width: 52rem) 48rem, 100vw',
} as const;

/** The hero of a page from its query's answer; null where the first screen has no large picture. */
export function heroImage(route: SiteRoute, data: unknown): HeroImage | null {
  if (route.kind === 'home') {
    const image = homeAnswer.safeParse(data).data?.banners[0]?.image;
    return image ? { ...image, sizes: HERO_SIZES.home } : null;
  }
  if (route.kind === 'content') {
    const image = articleAnswer.safeParse(data).data?.contentView.image;
    return image ? { ...image, sizes: HERO_SIZES.article } : null;
  }
  if (route.kind === 'product') {
    const image = productAnswer.safeParse(data).data?.product?.images[0];
    return image ? { src: image.hero, srcSet: image.heroSet, sizes: HERO_SIZES.product } : null;
  }
  return null;
}
