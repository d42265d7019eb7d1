import type { ComponentProps, ReactNode } from 'react';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import { ContentFrame } from './ContentFrame.tsx';
import { LoadMore } from './LoadMore.tsx';
import styles from './Cards.module.css';

interface CardListPageProps<TItem extends { readonly id: string }> {
  /** The list's own tags and trail. */
  view: { seo: ComponentProps<typeof ContentFrame>['seo']; breadcrumbs: ComponentProps<typeof ContentFrame>['breadcrumbs'] };
  /** Which list: its texts are `{kind}.title`, `{kind}.empty` and `{kind}.loadMore`. */
  kind: 'news' | 'press' | 'gallery';
  /** Cards per row on large screens (spec 000 §9: news 3, galleries 3, press 2). */
  columns: 2 | 3;
  /** The list's connection so far, and usePaginationFragment's paging of it. */
  edges: ReadonlyArray<{ readonly node: TItem }>;
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  /** Items asked for by "load more". */
  pageSize: number;
  card: (item: TItem, index: number) => ReactNode;
}

/** The page of a card list (news, press, galleries): title, the grid or its empty text, and "load more". */
export function CardListPage<TItem extends { readonly id: string }>({ view, kind, columns, edges, pages, pageSize, card }: CardListPageProps<TItem>) {
  const { t } = useContentTranslation();
  return (
    <ContentFrame seo={view.seo} breadcrumbs={view.breadcrumbs} isPreview={false}>
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>{t(`${kind}.title`)}</h1>
        {edges.length === 0 ? (
          <p className={styles.empty}>{t(`${kind}.empty`)}</p>
        ) : (
          <ul className={columns === 2 ? styles.grid2 : styles.grid3}>
            {edges.map(({ node }, index) => (
              <li key={node.id}>{card(node, index)}</li>
            ))}
          </ul>
        )}
        {pages.hasNext && <LoadMore label={t(`${kind}.loadMore`)} busyLabel={t('loadingMore')} busy={pages.isLoadingNext} onLoad={() => pages.loadNext(pageSize)} />}
      </div>
    </ContentFrame>
  );
}
