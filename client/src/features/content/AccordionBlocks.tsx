import * as Accordion from '@radix-ui/react-accordion';
import type { BlockBody_sections$key } from './__generated__/BlockBody_sections.graphql';
import { BlockBody, useBlockSections } from './BlockBody.tsx';
import styles from './PageView.module.css';

/**
 * spec 000 §2 accordion layout: every block after the header is a collapsible section. Each
 * opens on its own (several may be open); the trigger is a button inside a level-2 heading.
 */
export function AccordionBlocks({ blocks }: { blocks: BlockBody_sections$key }) {
  const data = useBlockSections(blocks);
  if (data.length === 0) return null;
  return (
    <Accordion.Root type="multiple" className={styles.accordion}>
      {data.map((block, index) => (
        <Accordion.Item key={index} value={String(index)} className={styles.accordionItem}>
          <Accordion.Header asChild>
            <h2 className={styles.accordionHeading}>
              <Accordion.Trigger className={styles.accordionTrigger}>
                <span>{block.title}</span>
                <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="m3 6 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className={styles.accordionContent}>
            <div className={styles.accordionBody}>
              <BlockBody block={block} placement="stacked" showSubtitle documentsHeadingLevel={3} />
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
