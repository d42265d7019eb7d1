import type { ReactNode } from 'react';
import type { Breadcrumbs_steps$key } from './__generated__/Breadcrumbs_steps.graphql';
import type { SeoTags_seo$key } from './__generated__/SeoTags_seo.graphql';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { PreviewBanner } from './PreviewBanner.tsx';
import { SeoTags } from './SeoTags.tsx';

interface ContentFrameProps {
  seo: SeoTags_seo$key;
  /** null where a page has no place in the site's structure (the 404 page). */
  breadcrumbs: Breadcrumbs_steps$key | null;
  /** spec 000 §2: previewed content carries a yellow banner. */
  isPreview: boolean;
  children: ReactNode;
}

/** What every content page has around its body: SEO tags, the preview banner and the breadcrumb bar. */
export function ContentFrame({ seo, breadcrumbs, isPreview, children }: ContentFrameProps) {
  return (
    <>
      <SeoTags seo={seo} />
      {isPreview && <PreviewBanner />}
      {breadcrumbs && <Breadcrumbs steps={breadcrumbs} />}
      {children}
    </>
  );
}
