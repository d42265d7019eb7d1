/**
 * The website's pages (spec 000 §2, spec 001 §2, spec 002 §2 route tables), declared once: the
 * client's router builds its routes from this table (client/src/routes/router.tsx), and the
 * gateway its page heads, first-paint reads, sitemap and robots.txt (gateway/src/http/site-html,
 * gateway/src/http/first-paint). Plain data, no code of either side, so both can import it.
 *
 * Order matters to the gateway, which takes the first row an address matches: fixed paths come
 * before a parameter that would also match them (`/store/tarifas` before `/store/:category`, every
 * path before the content route's `/:slug`). The client's router ranks routes itself and picks the
 * same row (client/src/routes/route-table.test.ts).
 *
 * The table is kept in two parts joined by path: what the browser's router needs (SITE_PAGE_ROUTES:
 * path, page, fixed parameters) and what only the server reads (each path's module, query, access,
 * first-paint read and listed addresses). The client imports the first alone, so the second stays
 * out of the start-up scripts every visitor downloads (scripts/bench/route-js.ts budgets them).
 */

/**
 * Who a page is for, and so whether search engines and shared caches may have it:
 *   - `public`: the same for every visitor; indexed, listed in the sitemap when its path is fixed;
 *   - `private`: one visitor's own screen (forms, carts, payment results, previews): never indexed,
 *     never kept in a shared cache, kept out of robots.txt;
 *   - `signed-in` and `staff`: private too, and only shown to a signed-in visitor or to staff.
 */
export type PageAccess = 'public' | 'private' | 'signed-in' | 'staff';

/** What the browser's router needs of a row. */
export interface SitePageRouteEntry {
  /** The router's path pattern: `/`-separated, `:name` a parameter of one segment. */
  readonly path: string;
  /** The page component the client lazily loads for it (client/src/routes/pages.tsx), its export name. */
  readonly page: string;
  /** Parameters the path fixes (spec 000 §9: content item 53 is the terms and conditions). */
  readonly fixed?: Readonly<Record<string, string>>;
  /** spec 000 §2 route table: the page embeds the 3D tour under its header. */
  readonly virtualTour?: true;
}

/** What only the server reads of a row. */
export interface SiteRouteServing {
  /** Its module under client/src/routes: the build chunk the server announces with the page. */
  readonly module: string;
  /** The operation name of the Relay query the page's loader starts. */
  readonly query: string;
  readonly access: PageAccess;
  /**
   * Whether the server runs that query for the first paint and sends its answer with the page:
   * for everyone (`public`), or with the visitor's session and only when they have one
   * (`session`). Absent: the browser asks for it (carts, forms, the desk's service and cart pages).
   */
  readonly firstPaint?: 'public' | 'session';
  /** Addresses of a parameterised public route that always exist, which the sitemap lists. */
  readonly listed?: readonly string[];
}

export type SiteRouteEntry = SitePageRouteEntry & SiteRouteServing;

/** The rows in the order they are matched, with what the browser's router needs of each. */
export const SITE_PAGE_ROUTES = [
  { path: '/', page: 'HomePage' },
  // Account screens (spec 000 §2).
  { path: '/regist/client', page: 'RegisterPage' },
  { path: '/regist/client/recovery/:code', page: 'RecoveryPage' },
  { path: '/client/perfil', page: 'ProfilePage' },
  // spec 001 §2.5: the purchases.
  { path: '/client/order', page: 'OrderHistoryPage' },
  // The shop (spec 001 §2), before the content route, whose `:slug` would otherwise answer /store.
  { path: '/store', page: 'StorePage' },
  { path: '/store/tarifas', page: 'TariffsPage' },
  { path: '/store/aulas', page: 'LessonsPage' },
  { path: '/store/cart', page: 'CartPage' },
  // spec 001 §2.7: the lesson scheduling screen of one of the customer's orders.
  { path: '/agendar/aula/:order', page: 'LessonSchedulePage' },
  { path: '/store/product/:productId', page: 'ProductPage' },
  // The payment provider returns to either address; each has its own page and error screen.
  { path: '/store/payment/:key', page: 'PaymentResultPageA' },
  { path: '/payment/:key', page: 'PaymentResultPageB' },
  { path: '/store/:category', page: 'CategoryPage' },
  // Timed reservations (spec 002 §2).
  { path: '/reservation/service', page: 'ServicesPage' },
  { path: '/reservation/wellness', page: 'WellnessPage' },
  { path: '/reservation/entrance', page: 'EntrancePage' },
  { path: '/reservation/service/:serviceId', page: 'ServicePage' },
  { path: '/reservation/cart', page: 'ReservationCartPage' },
  // The staff desk (spec 002 §2): its query's `desk` is null for anyone but staff (spec 002 §6).
  { path: '/desk', page: 'DeskPage' },
  { path: '/desk/service/:serviceId', page: 'DeskServicePage' },
  { path: '/desk/cart', page: 'DeskCartPage' },
  { path: '/desk/day', page: 'DeskDayPage' },
  // Content pages (spec 000 §2): every address shows the one content page; the parameters are
  // named as the content route's input. article/all, press/all and gallery/all are values of
  // these parameters (the lists), not routes of their own.
  { path: '/pag/:pageId', page: 'ContentPage' },
  { path: '/article/:articleId', page: 'ContentPage' },
  { path: '/press/:pressId', page: 'ContentPage' },
  { path: '/gallery/:galleryId', page: 'ContentPage' },
  // A draft, only for a signed-in editor: nothing the server reads or indexes.
  { path: '/preview/:previewId', page: 'ContentPage' },
  { path: '/terms-conditions', page: 'ContentPage', fixed: { pageId: '53' } },
  { path: '/regulamento-interno', page: 'ContentPage', fixed: { slug: 'regulamento-interno' } },
  { path: '/visita-virtual', page: 'ContentPage', fixed: { slug: 'visita-virtual' }, virtualTour: true },
  { path: '/apresentacao-geral', page: 'ContentPage', fixed: { slug: 'apresentacao-geral' } },
  { path: '/:slug', page: 'ContentPage' },
] as const satisfies readonly SitePageRouteEntry[];

/** A row of the router's part of the table, with its literal types. */
export type SitePageRouteRow = (typeof SITE_PAGE_ROUTES)[number];
/** The name of each page component the table names. */
export type SitePageName = SitePageRouteRow['page'];
type SitePath = SitePageRouteRow['path'];

const CONTENT = { module: 'content/ContentPage.tsx', query: 'ContentPageQuery' } as const;
/** Pages served at two addresses alike. */
const PAYMENT_RESULT = { module: 'shop/PaymentResultPage.tsx', query: 'PaymentResultPageQuery', access: 'private' } as const;
const SERVICES = { module: 'reservations/ServicesPage.tsx', query: 'ServicesPageQuery', access: 'public', firstPaint: 'public' } as const;

/** The server's part of each row, by path: a path of the table without one, or one of no row, does not compile. */
const SITE_ROUTE_SERVING = {
  '/': { module: 'home/HomePage.tsx', query: 'HomePageQuery', access: 'public', firstPaint: 'public' },
  '/regist/client': { module: 'account/RegisterPage.tsx', query: 'RegisterPageQuery', access: 'private' },
  '/regist/client/recovery/:code': { module: 'account/RecoveryPage.tsx', query: 'RecoveryPageQuery', access: 'private' },
  '/client/perfil': { module: 'account/ProfilePage.tsx', query: 'ProfilePageQuery', access: 'signed-in', firstPaint: 'session' },
  '/client/order': { module: 'account/OrderHistoryPage.tsx', query: 'OrderHistoryPageQuery', access: 'signed-in', firstPaint: 'session' },
  '/store': { module: 'shop/StorePage.tsx', query: 'StorePageQuery', access: 'public', firstPaint: 'public' },
  '/store/tarifas': { module: 'shop/TariffsPage.tsx', query: 'TariffsPageQuery', access: 'public', firstPaint: 'public' },
  '/store/aulas': { module: 'shop/LessonsPage.tsx', query: 'LessonsPageQuery', access: 'public', firstPaint: 'public' },
  '/store/cart': { module: 'shop/CartPage.tsx', query: 'CartPageQuery', access: 'private' },
  '/agendar/aula/:order': { module: 'lessons/LessonSchedulePage.tsx', query: 'LessonSchedulePageQuery', access: 'private' },
  '/store/product/:productId': { module: 'shop/ProductPage.tsx', query: 'ProductPageQuery', access: 'public', firstPaint: 'public' },
  '/store/payment/:key': PAYMENT_RESULT,
  '/payment/:key': PAYMENT_RESULT,
  '/store/:category': { module: 'shop/CategoryPage.tsx', query: 'CategoryPageQuery', access: 'public', firstPaint: 'public' },
  '/reservation/service': SERVICES,
  '/reservation/wellness': SERVICES,
  '/reservation/entrance': { module: 'reservations/EntrancePage.tsx', query: 'EntrancePageQuery', access: 'public', firstPaint: 'public' },
  '/reservation/service/:serviceId': { module: 'reservations/ServicePage.tsx', query: 'ServicePageQuery', access: 'public', firstPaint: 'public' },
  '/reservation/cart': { module: 'reservations/ReservationCartPage.tsx', query: 'ReservationCartPageQuery', access: 'private' },
  '/desk': { module: 'desk/DeskPage.tsx', query: 'DeskPageQuery', access: 'staff', firstPaint: 'session' },
  '/desk/service/:serviceId': { module: 'desk/DeskServicePage.tsx', query: 'DeskServicePageQuery', access: 'staff' },
  '/desk/cart': { module: 'desk/DeskCartPage.tsx', query: 'DeskCartPageQuery', access: 'staff' },
  '/desk/day': { module: 'desk/DeskDayPage.tsx', query: 'DeskDayPageQuery', access: 'staff', firstPaint: 'session' },
  '/pag/:pageId': { ...CONTENT, access: 'public', firstPaint: 'public' },
  '/article/:articleId': { ...CONTENT, access: 'public', firstPaint: 'public', listed: ['/article/all'] },
  '/press/:pressId': { ...CONTENT, access: 'public', firstPaint: 'public', listed: ['/press/all'] },
  '/gallery/:galleryId': { ...CONTENT, access: 'public', firstPaint: 'public', listed: ['/gallery/all'] },
  '/preview/:previewId': { ...CONTENT, access: 'private' },
  '/terms-conditions': { ...CONTENT, access: 'public', firstPaint: 'public' },
  '/regulamento-interno': { ...CONTENT, access: 'public', firstPaint: 'public' },
  '/visita-virtual': { ...CONTENT, access: 'public', firstPaint: 'public' },
  '/apresentacao-geral': { ...CONTENT, access: 'public', firstPaint: 'public' },
  '/:slug': { ...CONTENT, access: 'public', firstPaint: 'public' },
} as const satisfies Record<SitePath, SiteRouteServing>;

/** A row of the table, with its literal types: the router's part and the server's, joined by path. */
export type SiteRouteRow = { [P in SitePath]: Extract<SitePageRouteRow, { path: P }> & (typeof SITE_ROUTE_SERVING)[P] }[SitePath];

function joinServing(rows: readonly SitePageRouteRow[]): readonly SiteRouteRow[] {
  return rows.map((row): SiteRouteRow => ({ ...row, ...SITE_ROUTE_SERVING[row.path] }) as SiteRouteRow);
}

/**
 * The whole table, in the order of SITE_PAGE_ROUTES, for the server. Marked pure so that a bundle
 * that does not read it (the client's) leaves it and the server's part out.
 */
export const SITE_ROUTES = /* @__PURE__ */ joinServing(SITE_PAGE_ROUTES);

/** Pages whose query the server runs for the first paint (on at least one of their addresses). */
export type FirstPaintPageName = Extract<SiteRouteRow, { firstPaint: string }>['page'];
