import type { ComponentProps, ReactNode } from 'react';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import { ContentFrame } from './ContentFrame.tsx';
import { LoadMore } from './LoadMore.tsx';
import styles from './Cards.module.css';

interface CardListPageProps {
  seo: ComponentProps<typeof ContentFrame>['seo'];
  breadcrumbs: ComponentProps<typeof ContentFrame>['breadcrumbs'];
  title: string;
  /** What shows when the list has nothing. */
  empty: string;
  /** Cards per row on large screens (spec 000 §9: news 3, galleries 3, press 2). */
  columns: 2 | 3;
  /** One card per item, each with its own key. */
  cards: ReactNode[];
  more: { hasNext: boolean; label: string; busy: boolean; load: () => void };
}

/** The page of a card list (news, press, galleries): title, the grid or its empty text, and "load more". */
export function CardListPage({ seo, breadcrumbs, title, empty, columns, cards, more }: CardListPageProps) {
  const { t } = useContentTranslation();
  return (
    <ContentFrame seo={seo} breadcrumbs={breadcrumbs} isPreview={false}>
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{title}</h1>
        {cards.length === 0 ? <p className={styles.empty}>{empty}</p> : <ul className={columns === 2 ? styles.grid2 : styles.grid3}>{cards}</ul>}
        {more.hasNext && <LoadMore label={more.label} busyLabel={t('loadingMore')} busy={more.busy} onLoad={more.load} />}
      </div>
    </ContentFrame>
  );
}
