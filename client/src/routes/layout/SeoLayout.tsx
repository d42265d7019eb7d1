import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import type { SeoLayout_query$key } from './__generated__/SeoLayout_query.graphql';
import { PageLayout } from './PageLayout.tsx';

interface SeoLayoutProps {
  query: SeoLayout_query$key;
  /** The page's own title. */
  title: string;
  /** The page's own description; the site's when there is none. */
  description?: string | undefined;
  children: ReactNode;
}

/**
 * A page in the site's frame (PageLayout) with its title, description and keywords (spec 001
 * §2.1: with defaults when none): the page's own title and description, the site's keywords and
 * sharing image.
 */
export function SeoLayout({ query, title, description, children }: SeoLayoutProps) {
  const data = useFragment(
    graphql`
      fragment SeoLayout_query on Query {
        ...PageLayout_query
        siteSettings {
          seo {
            description
            keywords
            image
          }
        }
      }
    `,
    query,
  );
  const site = useTranslation().t;
  const seo = data.siteSettings.seo;
  const text = description?.trim() ? description : seo.description;
  return (
    <PageLayout query={data}>
      <title>{`${title} · ${site('site.name')}`}</title>
      {text && <meta name="description" content={text} />}
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      <meta property="og:title" content={title} />
      {seo.image && <meta property="og:image" content={seo.image} />}
      {children}
    </PageLayout>
  );
}
