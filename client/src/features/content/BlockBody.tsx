import { graphql, useFragment } from 'react-relay/hooks';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { BlockBody_block$key } from './__generated__/BlockBody_block.graphql';
import type { BlockBody_sections$key } from './__generated__/BlockBody_sections.graphql';
import { BlockMedia } from './BlockMedia.tsx';
import { DocumentList } from './DocumentList.tsx';
import { externalUrl } from './format.ts';
import { RichText } from '../../components/ui/RichText.tsx';
import styles from './PageView.module.css';

interface BlockBodyProps {
  block: BlockBody_block$key;
  /** Where the block's pictures go (spec 000 §2: floated left in list, alternating in list-alt). */
  placement: 'left' | 'right' | 'stacked';
  /** Whether the block's subtitle is shown here (the header's subtitle is the page's own). */
  showSubtitle: boolean;
  /** Heading level of the block's documents list: one below the block's own heading. */
  documentsHeadingLevel: 2 | 3;
}

/**
 * The blocks after a page's header as its sections, each with its title above its body (the
 * stacked, accordion and tab layouts).
 */
export function useBlockSections(blocks: BlockBody_sections$key) {
  return useFragment(
    graphql`
      fragment BlockBody_sections on ContentBlock @relay(plural: true) {
        title
        ...BlockBody_block
      }
    `,
    blocks,
  );
}

/**
 * What a content block holds below its title (spec 000 §3): subtitle, abstract, pictures and
 * videos, rich text, its link and website, and its visible documents.
 */
export function BlockBody({ block, placement, showSubtitle, documentsHeadingLevel }: BlockBodyProps) {
  const data = useFragment(
    graphql`
      fragment BlockBody_block on ContentBlock {
        subtitle
        abstract
        html
        media {
          ...BlockMedia_media
        }
        documents {
          ...DocumentList_documents
        }
        link {
          href
          external
        }
        website
      }
    `,
    block,
  );
  const { t } = useContentTranslation();
  const website = data.website ? externalUrl(data.website) : null;
  return (
    <>
      {showSubtitle && data.subtitle && <p className={styles.blockSubtitle}>{data.subtitle}</p>}
      <BlockMedia media={data.media} placement={placement} />
      {data.abstract && <p className={styles.abstract}>{data.abstract}</p>}
      <RichText html={data.html} />
      {(data.link || website) && (
        <p className={styles.links}>
          {data.link && (
            <SmartLink href={data.link.href} external={data.link.external} className={styles.more}>
              {t('page.learnMore')}
            </SmartLink>
          )}
          {website && (
            <SmartLink href={website} external className={styles.website}>
              {new URL(website).host}
            </SmartLink>
          )}
        </p>
      )}
      <DocumentList documents={data.documents} headingLevel={documentsHeadingLevel} />
    </>
  );
}

