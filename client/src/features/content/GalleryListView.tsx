import { graphql, useFragment, usePaginationFragment } from 'react-relay/hooks';
import type { GalleryList_query$key } from './__generated__/GalleryList_query.graphql';
import type { GalleryListView_list$key } from './__generated__/GalleryListView_list.graphql';
import { CardListPage } from './CardListPage.tsx';
import { GalleryCard } from './GalleryCard.tsx';

/** Gallery cards per request: three rows of three (spec 000 §9: gallery 3 per row). */
export const GALLERY_PAGE_SIZE = 9;

interface GalleryListViewProps {
  list: GalleryListView_list$key;
  query: GalleryList_query$key;
}

/** /gallery/all (spec 000 §2): the published galleries, item 94 excluded by the server (§4). */
export function GalleryListView({ list, query }: GalleryListViewProps) {
  const view = useFragment(
    graphql`
      fragment GalleryListView_list on GalleryList {
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
  // Paged through the query's `galleries`: GalleryList is not a Node and cannot be refetched.
  const pages = usePaginationFragment(
    graphql`
      fragment GalleryList_query on Query
      @refetchable(queryName: "GalleryListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 9 }, cursor: { type: "String" }) {
        galleries(first: $count, after: $cursor) @connection(key: "GalleryList_galleries") {
          edges {
            node {
              id
              ...GalleryCard_gallery
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <CardListPage view={view} kind="gallery" columns={3} edges={pages.data.galleries.edges} pages={pages} pageSize={GALLERY_PAGE_SIZE} card={(gallery) => <GalleryCard gallery={gallery} />} />
  );
}
