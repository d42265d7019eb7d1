import { addDays, resortDay } from '../../kernel/resort-days.ts';
import type { SiteRoute } from '../site-html/site-routes.ts';

/**
 * The website's own query for an address, with the variables its route loader sends
 * (the route loaders in client/src/routes): the server runs it to send the answer with the page, so the
 * browser's Relay store starts full. Null for pages whose data the server does not read (carts,
 * checkout, the desk's cart and service pages, account forms) and for unknown addresses.
 */
export interface RouteOperation {
  /** The operation's name in the persisted list, e.g. `HomePageQuery`. */
  name: string;
  variables: Record<string, unknown>;
  /**
   * The page shows the visitor's own data: it is read with their session, only when they have one,
   * and the page that carries it is theirs alone (route-data.ts).
   */
  session?: true;
}

/** spec 000 §2: the content route's parameters; the first present wins (client route-input.ts). */
const PRECEDENCE = ['previewId', 'pageId', 'slug', 'articleId', 'pressId', 'galleryId'] as const;

/** How far ahead a service's calendar offers days (client routes/reservations/loaders.ts CALENDAR_DAYS). */
const CALENDAR_DAYS = 92;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD. */
function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  return match !== null && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10) === text;
}

/**
 * spec 002 §2: the day an address chooses (`?date=`), a real day not before today, else today
 * (client features/reservations/time.ts dayFromSearch).
 */
export function dayOfAddress(search: URLSearchParams, today: string): string {
  const value = search.get('date');
  return value !== null && isIsoDay(value) && value >= today ? value : today;
}

/**
 * spec 002 §2, the desk's day: the day an address chooses (`?date=`), any real day, past ones too
 * (who came), else today (client routes/desk/loaders.ts deskDayLoader).
 */
export function deskDayOfAddress(search: URLSearchParams, today: string): string {
  const value = search.get('date');
  return value !== null && isIsoDay(value) ? value : today;
}

export function routeOperation(route: SiteRoute, search: URLSearchParams = new URLSearchParams(), now: Date = new Date()): RouteOperation | null {
  switch (route.kind) {
    case 'services':
      return { name: 'ServicesPageQuery', variables: { group: route.group } };
    case 'entrance':
      return { name: 'EntrancePageQuery', variables: {} };
    case 'service': {
      const today = resortDay(now);
      return { name: 'ServicePageQuery', variables: { databaseId: route.databaseId, date: dayOfAddress(search, today), from: today, to: addDays(today, CALENDAR_DAYS - 1) } };
    }
    case 'home':
      return { name: 'HomePageQuery', variables: {} };
    // The account and desk loaders send no variables but the desk day's (client routes/account/loaders.ts, routes/desk/loaders.ts).
    case 'orders':
      return { name: 'OrderHistoryPageQuery', variables: {}, session: true };
    case 'profile':
      return { name: 'ProfilePageQuery', variables: {}, session: true };
    case 'desk':
      return { name: 'DeskPageQuery', variables: {}, session: true };
    case 'deskDay':
      return { name: 'DeskDayPageQuery', variables: { date: deskDayOfAddress(search, resortDay(now)) }, session: true };
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
