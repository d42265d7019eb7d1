import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
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
  const pages = usePaginationFragment(
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
  return (
    <CardListPage view={view} kind="news" columns={3} edges={pages.data.articles.edges} pages={pages} pageSize={NEWS_PAGE_SIZE} card={(article, index) => <NewsCard article={article} headingLevel={2} sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw" eager={index === 0} />} />
  );
}
