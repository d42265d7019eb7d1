import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PageLayout_query$key } from './__generated__/PageLayout_query.graphql';
import { CookieBanner } from '../../components/layout/CookieBanner.tsx';
import { ScrollToTop } from '../../components/layout/ScrollToTop.tsx';
import { SiteFooter } from '../../components/layout/SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/SkipLink.tsx';
import styles from './PageLayout.module.css';

/**
 * The frame of every page: skip link, cookie banner, header with menu, the `main` landmark, footer
 * with the site map, and the scroll-to-top button. Its data is
 * a fragment each page query spreads, so a page makes one request for layout and content.
 */
export function PageLayout({ query, children }: { query: PageLayout_query$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment PageLayout_query on Query {
        ...SiteHeader_query
        ...SiteFooter_query
      }
    `,
    query,
  );
  return (
    <>
      <SkipLink />
      <CookieBanner />
      <SiteHeader query={data} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter query={data} />
      <ScrollToTop />
    </>
  );
}
