import * as Tabs from '@radix-ui/react-tabs';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { BlockBody_sections$key } from './__generated__/BlockBody_sections.graphql';
import { BlockBody, useBlockSections } from './BlockBody.tsx';
import styles from './PageView.module.css';

/**
 * spec 000 §2 tabs layout: every block after the header is a tab pane, the first one open. Arrow
 * keys move between the tabs (Radix's roving focus).
 */
export function TabBlocks({ blocks }: { blocks: BlockBody_sections$key }) {
  const data = useBlockSections(blocks);
  const { t } = useContentTranslation();
  if (data.length === 0) return null;
  return (
    <Tabs.Root defaultValue="0" className={styles.tabs}>
      <Tabs.List aria-label={t('page.sections')} className={styles.tabList}>
        {data.map((block, index) => (
          <Tabs.Trigger key={index} value={String(index)} className={styles.tab}>
            {block.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {data.map((block, index) => (
        <Tabs.Content key={index} value={String(index)} className={styles.tabPanel}>
          <h2 className="visually-hidden">{block.title}</h2>
          <BlockBody block={block} placement="stacked" showSubtitle documentsHeadingLevel={3} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
