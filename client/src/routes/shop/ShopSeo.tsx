import { graphql, useFragment } from 'react-relay/hooks';
import { useTranslation } from 'react-i18next';
import type { ShopSeo_query$key } from './__generated__/ShopSeo_query.graphql';

/**
 * A shop page's title, description and keywords (spec 001 §2.1: with defaults when none): the
 * page's own title and description, the site's keywords and sharing image.
 */
export function ShopSeo({ query, title, description }: { query: ShopSeo_query$key; title: string; description?: string }) {
  const data = useFragment(
    graphql`
      fragment ShopSeo_query on Query {
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
    <>
      <title>{`${title} · ${site('site.name')}`}</title>
      {text && <meta name="description" content={text} />}
      {seo.keywords && <meta name="keywords" content={seo.keywords} />}
      <meta property="og:title" content={title} />
      {seo.image && <meta property="og:image" content={seo.image} />}
    </>
  );
}
