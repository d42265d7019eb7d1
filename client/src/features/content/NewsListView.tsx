import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import { useContentTranslation } from '../../i18n/content-i18n.ts';
import type { NewsList_query$key } from './__generated__/NewsList_query.graphql';
import type { NewsListView_list$key } from './__generated__/NewsListView_list.graphql';
import { CardListPage } from './CardListPage.tsx';
import { NewsCard } from './NewsCard.tsx';

/** News cards per request: three rows of three on large screens (spec 000 §9: news 3 per row). */
export const NEWS_PAGE_SIZE = 9;

interface NewsListViewProps {
  list: NewsListView_list$key;
  query: NewsList_query$key;
}

/** /article/all (spec 000 §2 "News, press, galleries"): published news, newest first, with "load more". */
export function NewsListView({ list, query }: NewsListViewProps) {
  const view = useFragment(
    graphql`
      fragment NewsListView_list on NewsList {
        seo {
          ...SeoTags_seo
        }
        breadcrumbs {
          ...Breadcrumbs_steps
        }
      }
    `,
    list,
  );
  // The query's own `articles` connection: NewsList is not a Node, so it cannot be refetched for
  // the next page; Query can.
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment NewsList_query on Query
      @refetchable(queryName: "NewsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 9 }, cursor: { type: "String" }) {
        articles(first: $count, after: $cursor) @connection(key: "NewsList_articles") {
          edges {
            node {
              id
              ...NewsCard_article
            }
          }
        }
      }
    `,
    query,
  );
  const { t } = useContentTranslation();
  const articles = data.articles.edges.map((edge) => edge.node);
  return (
    <CardListPage
      seo={view.seo}
      breadcrumbs={view.breadcrumbs}
      title={t('news.title')}
      empty={t('news.empty')}
      columns={3}
      cards={articles.map((article, index) => (
        <li key={article.id}>
          <NewsCard article={article} headingLevel={2} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" eager={index === 0} />
        </li>
      ))}
      more={{ hasNext, label: t('news.loadMore'), busy: isLoadingNext, load: () => loadNext(NEWS_PAGE_SIZE) }}
    />
  );
}
