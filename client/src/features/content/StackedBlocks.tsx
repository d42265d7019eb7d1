import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { StackedBlocks_blocks$key } from './__generated__/StackedBlocks_blocks.graphql';
import { BlockBody } from './BlockBody.tsx';
import styles from './PageView.module.css';

type Placement = 'left' | 'right' | 'stacked';

interface StackedBlocksProps {
  blocks: StackedBlocks_blocks$key;
  /** Where the pictures of the block at this position (0-based, after the header) go. */
  placement: (index: number) => Placement;
}

/** The blocks after a page's header, one section each under its own heading. */
export function StackedBlocks({ blocks, placement }: StackedBlocksProps) {
  const data = useFragment(
    graphql`
      fragment StackedBlocks_blocks on ContentBlock @relay(plural: true) {
        title
        ...BlockBody_block
      }
    `,
    blocks,
  );
  const baseId = useId();
  return data.map((block, index) => {
    const headingId = `${baseId}-${index}`;
    return (
      <section key={index} className={styles.block} aria-labelledby={block.title ? headingId : undefined}>
        {block.title && (
          <h2 id={headingId} className={styles.blockTitle}>
            {block.title}
          </h2>
        )}
        <BlockBody block={block} placement={placement(index)} showSubtitle documentsHeadingLevel={3} />
      </section>
    );
  });
}
