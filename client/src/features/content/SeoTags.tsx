import { graphql, useFragment } from 'react-relay/hooks';
import type { SeoTags_seo$key } from './__generated__/SeoTags_seo.graphql';

/**
 * A content page's SEO tags (spec 000 §2 "Content page pieces": title, description, keywords,
 * image; the server fills in the site's defaults). React 19 moves them into `<head>`.
 */
export function SeoTags({ seo }: { seo: SeoTags_seo$key }) {
  const data = useFragment(
    graphql`
      fragment SeoTags_seo on Seo {
        title
        description
        keywords
        image
      }
    `,
    seo,
  );
  return (
    <>
      <title>{data.title}</title>
      {data.description && <meta name="description" content={data.description} />}
      {data.keywords && <meta name="keywords" content={data.keywords} />}
      <meta property="og:title" content={data.title} />
      {data.description && <meta property="og:description" content={data.description} />}
      {data.image && <meta property="og:image" content={data.image} />}
    </>
  );
}
