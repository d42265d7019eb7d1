import type { FirstPaintPageName } from '@estancia/resort-contract/site-routes';
import { addDays, resortDay } from '../../kernel/resort-days.ts';
import { contentInputOf, databaseIdOf, type PageRoute, type SiteRoute } from '../site-html/site-routes.ts';

/**
 * The website's own query for an address (its row's `query` in the route table), with the
 * variables its route loader sends (the route loaders in client/src/routes): the server runs it to
 * send the answer with the page, so the browser's Relay store starts full. Null for pages whose
 * row asks for no first paint (carts, checkout, the desk's cart and service pages, account forms)
 * and for unknown addresses.
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

/** Builds a page's variables from its route; null: the address names nothing the page could read. */
type VariablesOf = (route: PageRoute, search: URLSearchParams, now: Date) => Record<string, unknown> | null;
const none: VariablesOf = () => ({});

/**
 * The variables each page's route loader sends, for every page the route table has the server read
 * for the first paint: a row that asks for a first paint without its page here does not compile.
 */
const VARIABLES: { readonly [P in FirstPaintPageName]: VariablesOf } = {
  HomePage: none,
  ServicesPage: () => ({ group: null }),
  WellnessPage: () => ({ group: 'WEL' }),
  EntrancePage: none,
  ServicePage: (route, search, now) => {
    const databaseId = databaseIdOf(route.params['serviceId']);
    if (databaseId === null) return null;
    const today = resortDay(now);
    return { databaseId, date: dayOfAddress(search, today), from: today, to: addDays(today, CALENDAR_DAYS - 1) };
  },
  // The account and desk loaders send no variables but the desk day's (client routes/account/loaders.ts, routes/desk/loaders.ts).
  OrderHistoryPage: none,
  ProfilePage: none,
  DeskPage: none,
  DeskDayPage: (_route, search, now) => ({ date: deskDayOfAddress(search, resortDay(now)) }),
  StorePage: none,
  TariffsPage: none,
  LessonsPage: none,
  CategoryPage: (route) => (route.kind === 'category' ? { code: route.code } : null),
  ProductPage: (route) => (route.kind === 'product' ? { databaseId: route.databaseId, slug: route.slug } : null),
  ContentPage: (route) => {
    const input = contentInputOf(route.params);
    const winner = PRECEDENCE.find((key) => input[key] != null);
    return {
      input,
      // The lists' first pages only where the address shows a list (client routeShape).
      newsList: winner === 'articleId' && input.articleId === 'all',
      pressList: winner === 'pressId',
      galleryList: winner === 'galleryId' && input.galleryId === 'all',
    };
  },
};

export function routeOperation(route: SiteRoute, search: URLSearchParams = new URLSearchParams(), now: Date = new Date()): RouteOperation | null {
  if (route.kind === 'unknown') return null;
  const row = route.row;
  if (!('firstPaint' in row)) return null;
  const variables = VARIABLES[row.page](route, search, now);
  if (variables === null) return null;
  return { name: row.query, variables, ...(row.firstPaint === 'session' ? { session: true as const } : {}) };
}
