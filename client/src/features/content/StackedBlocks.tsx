import { useId } from 'react';
import type { BlockBody_sections$key } from './__generated__/BlockBody_sections.graphql';
import { BlockBody, useBlockSections } from './BlockBody.tsx';
import styles from './PageView.module.css';

type Placement = 'left' | 'right' | 'stacked';

interface StackedBlocksProps {
  blocks: BlockBody_sections$key;
  /** Where the pictures of the block at this position (0-based, after the header) go. */
  placement: (index: number) => Placement;
}

/** The blocks after a page's header, one section each under its own heading. */
export function StackedBlocks({ blocks, placement }: StackedBlocksProps) {
  const data = useBlockSections(blocks);
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
