import { lazy, Suspense, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { cx } from '../../components/ui/cx.ts';
import type { PageView_page$key } from './__generated__/PageView_page.graphql';
import type { ContactMap_settings$key } from './__generated__/ContactMap_settings.graphql';
import { BlockBody } from './BlockBody.tsx';
import { ContactMap } from './ContactMap.tsx';
import { ContentFrame } from './ContentFrame.tsx';
import { NotFoundView } from './NotFoundView.tsx';
import { StackedBlocks } from './StackedBlocks.tsx';
import styles from './PageView.module.css';

// The accordion and tab widgets (Radix) load only on pages with those layouts.
const AccordionBlocks = lazy(async () => ({ default: (await import('./AccordionBlocks.tsx')).AccordionBlocks }));
const TabBlocks = lazy(async () => ({ default: (await import('./TabBlocks.tsx')).TabBlocks }));

interface PageViewProps {
  page: PageView_page$key;
  /** The site settings the contact layout reads its map from. */
  settings: ContactMap_settings$key;
  /** The contact form, shown by the contact layout (spec 000 §2 "Contact page"). */
  contactForm: ReactNode;
  /** Shown under the page's header: the virtual tour of /visita-virtual. */
  children?: ReactNode;
}

/**
 * A content page (type content) in its layout (spec 000 §2 "Layout is chosen from the item's type
 * and layout field"): card, accordion, tabs, contact, list, list-alt, 404 or the default page.
 */
export function PageView({ page, settings, contactForm, children }: PageViewProps) {
  const data = useFragment(
    graphql`
      fragment PageView_page on Page {
        layout
        publication
        isPreview
        title
        subtitle
        blocks {
          ...BlockBody_block
          ...BlockBody_sections
        }
        seo {
          ...SeoTags_seo
        }
        breadcrumbs {
          ...Breadcrumbs_steps
        }
      }
    `,
    page,
  );
  const [first, ...later] = data.blocks;

  if (data.layout === 'NOT_FOUND') {
    return (
      <ContentFrame seo={data.seo} breadcrumbs={null} isPreview={data.isPreview}>
        <NotFoundView variant="plain" placeholder={data.publication === 'PUBLISHED' ? undefined : data.title} />
      </ContentFrame>
    );
  }

  const header = (
    <header className={styles.header}>
      <h1 className={styles.title}>{data.title}</h1>
      {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
      {first && <BlockBody block={first} placement="stacked" showSubtitle={false} documentsHeadingLevel={2} />}
    </header>
  );

  let body: ReactNode;
  switch (data.layout) {
    case 'ACCORDION':
      body = <AccordionBlocks blocks={later} />;
      break;
    case 'TABS':
      body = <TabBlocks blocks={later} />;
      break;
    case 'CONTACT':
      body = (
        <>
          <ContactMap settings={settings} />
          <StackedBlocks blocks={later} placement={() => 'stacked'} />
          {contactForm}
        </>
      );
      break;
    case 'LIST':
      body = <StackedBlocks blocks={later} placement={() => 'left'} />;
      break;
    case 'LIST_ALT':
      // spec 000 §2: pictures alternate right and left by position.
      body = <StackedBlocks blocks={later} placement={(index) => (index % 2 === 0 ? 'right' : 'left')} />;
      break;
    default:
      body = <StackedBlocks blocks={later} placement={() => 'stacked'} />;
  }

  return (
    <ContentFrame seo={data.seo} breadcrumbs={data.breadcrumbs} isPreview={data.isPreview}>
      <div className={cx(styles.page, data.layout === 'CARD' && styles.card)} data-layout={data.layout}>
        {header}
        {children}
        <Suspense fallback={null}>{body}</Suspense>
      </div>
    </ContentFrame>
  );
}
