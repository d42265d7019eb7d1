import type { SiteRoute } from '../site-html/site-routes.ts';

/**
 * The website's own query for an address, with the variables its route loader sends
 * (the route loaders in client/src/routes): the server runs it to send the answer with the page, so the
 * browser's Relay store starts full. Null for pages whose data is private or depends on the
 * browser (account, carts, checkout, desk, reservations) and for unknown addresses.
 */
export interface RouteOperation {
  /** The operation's name in the persisted list, e.g. `HomePageQuery`. */
  name: string;
  variables: Record<string, unknown>;
}

/** spec 000 §2: the content route's parameters; the first present wins (client route-input.ts). */
const PRECEDENCE = ['previewId', 'pageId', 'slug', 'articleId', 'pressId', 'galleryId'] as const;

export function routeOperation(route: SiteRoute): RouteOperation | null {
  switch (route.kind) {
    case 'home':
      return { name: 'HomePageQuery', variables: {} };
    case 'store':
      return { name: 'StorePageQuery', variables: {} };
    case 'tariffs':
      return { name: 'TariffsPageQuery', variables: {} };
    case 'lessons':
      return { name: 'LessonsPageQuery', variables: {} };
    case 'category':
      return { name: 'CategoryPageQuery', variables: { code: route.code } };
    case 'product':
      return { name: 'ProductPageQuery', variables: { databaseId: route.databaseId, slug: route.slug } };
    case 'content': {
      const { input } = route;
      const winner = PRECEDENCE.find((key) => input[key] != null);
      return {
        name: 'ContentPageQuery',
        variables: {
          input,
          // The lists' first pages only where the address shows a list (client routeShape).
          newsList: winner === 'articleId' && input.articleId === 'all',
          pressList: winner === 'pressId',
          galleryList: winner === 'galleryId' && input.galleryId === 'all',
        },
      };
    }
    default:
      return null;
  }
}
