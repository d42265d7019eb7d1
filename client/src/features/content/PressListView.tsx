import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { PressList_query$key } from './__generated__/PressList_query.graphql';
import type { PressListView_list$key } from './__generated__/PressListView_list.graphql';
import { CardListPage } from './CardListPage.tsx';
import { PressCard } from './PressCard.tsx';

/** Press cards per request: three rows of two (spec 000 §9: press 2 per row). */
export const PRESS_PAGE_SIZE = 6;

interface PressListViewProps {
  list: PressListView_list$key;
  query: PressList_query$key;
}

/** /press/all and /press/{anything} (spec 000 §2: press_id always shows the press list). */
export function PressListView({ list, query }: PressListViewProps) {
  const view = useFragment(
    graphql`
      fragment PressListView_list on PressList {
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
  // Paged through the query's `pressItems`: PressList is not a Node and cannot be refetched.
  const pages = usePaginationFragment(
    graphql`
      fragment PressList_query on Query
      @refetchable(queryName: "PressListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 6 }, cursor: { type: "String" }) {
        pressItems(first: $count, after: $cursor) @connection(key: "PressList_pressItems") {
          edges {
            node {
              id
              ...PressCard_item
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <CardListPage view={view} kind="press" columns={2} edges={pages.data.pressItems.edges} pages={pages} pageSize={PRESS_PAGE_SIZE} card={(item) => <PressCard item={item} />} />
  );
}
