import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PageLayout_query$key } from './__generated__/PageLayout_query.graphql';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';
import styles from './PageLayout.module.css';

/**
 * The frame of every page: skip link, header with menu, the `main` landmark, footer. Its data is
 * a fragment each page query spreads, so a page makes one request for layout and content.
 */
export function PageLayout({ query, children }: { query: PageLayout_query$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment PageLayout_query on Query {
        ...SiteHeader_query
      }
    `,
    query,
  );
  return (
    <>
      <SkipLink />
      <SiteHeader query={data} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
