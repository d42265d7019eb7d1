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
 */

/**
 * Who a page is for, and so whether search engines and shared caches may have it:
 *   - `public`: the same for every visitor; indexed, listed in the sitemap when its path is fixed;
 *   - `private`: one visitor's own screen (forms, carts, payment results, previews): never indexed,
 *     never kept in a shared cache, kept out of robots.txt;
 *   - `signed-in` and `staff`: private too, and only shown to a signed-in visitor or to staff.
 */
export type PageAccess = 'public' | 'private' | 'signed-in' | 'staff';

export interface SiteRouteEntry {
  /** The router's path pattern: `/`-separated, `:name` a parameter of one segment. */
  readonly path: string;
  /** The page component the client lazily loads for it (client/src/routes/pages.tsx), its export name. */
  readonly page: string;
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
  /** Parameters the path fixes (spec 000 §9: content item 53 is the terms and conditions). */
  readonly fixed?: Readonly<Record<string, string>>;
  /** Addresses of a parameterised public route that always exist, which the sitemap lists. */
  readonly listed?: readonly string[];
  /** spec 000 §2 route table: the page embeds the 3D tour under its header. */
  readonly virtualTour?: true;
}

const CONTENT = { page: 'ContentPage', module: 'content/ContentPage.tsx', query: 'ContentPageQuery' } as const;

export const SITE_ROUTES = [
  { path: '/', page: 'HomePage', module: 'home/HomePage.tsx', query: 'HomePageQuery', access: 'public', firstPaint: 'public' },
  // Account screens (spec 000 §2).
  { path: '/regist/client', page: 'RegisterPage', module: 'account/RegisterPage.tsx', query: 'RegisterPageQuery', access: 'private' },
  { path: '/regist/client/recovery/:code', page: 'RecoveryPage', module: 'account/RecoveryPage.tsx', query: 'RecoveryPageQuery', access: 'private' },
  { path: '/client/perfil', page: 'ProfilePage', module: 'account/ProfilePage.tsx', query: 'ProfilePageQuery', access: 'signed-in', firstPaint: 'session' },
  // spec 001 §2.5: the purchases.
  { path: '/client/order', page: 'OrderHistoryPage', module: 'account/OrderHistoryPage.tsx', query: 'OrderHistoryPageQuery', access: 'signed-in', firstPaint: 'session' },
  // The shop (spec 001 §2), before the content route, whose `:slug` would otherwise answer /store.
  { path: '/store', page: 'StorePage', module: 'shop/StorePage.tsx', query: 'StorePageQuery', access: 'public', firstPaint: 'public' },
  { path: '/store/tarifas', page: 'TariffsPage', module: 'shop/TariffsPage.tsx', query: 'TariffsPageQuery', access: 'public', firstPaint: 'public' },
  { path: '/store/aulas', page: 'LessonsPage', module: 'shop/LessonsPage.tsx', query: 'LessonsPageQuery', access: 'public', firstPaint: 'public' },
  { path: '/store/cart', page: 'CartPage', module: 'shop/CartPage.tsx', query: 'CartPageQuery', access: 'private' },
  // spec 001 §2.7: the lesson scheduling screen of one of the customer's orders.
  { path: '/agendar/aula/:order', page: 'LessonSchedulePage', module: 'lessons/LessonSchedulePage.tsx', query: 'LessonSchedulePageQuery', access: 'private' },
  { path: '/store/product/:productId', page: 'ProductPage', module: 'shop/ProductPage.tsx', query: 'ProductPageQuery', access: 'public', firstPaint: 'public' },
  // The payment provider returns to either address; each has its own page and error screen.
  { path: '/store/payment/:key', page: 'PaymentResultPageA', module: 'shop/PaymentResultPage.tsx', query: 'PaymentResultPageQuery', access: 'private' },
  { path: '/payment/:key', page: 'PaymentResultPageB', module: 'shop/PaymentResultPage.tsx', query: 'PaymentResultPageQuery', access: 'private' },
  { path: '/store/:category', page: 'CategoryPage', module: 'shop/CategoryPage.tsx', query: 'CategoryPageQuery', access: 'public', firstPaint: 'public' },
  // Timed reservations (spec 002 §2).
  { path: '/reservation/service', page: 'ServicesPage', module: 'reservations/ServicesPage.tsx', query: 'ServicesPageQuery', access: 'public', firstPaint: 'public' },
  { path: '/reservation/wellness', page: 'WellnessPage', module: 'reservations/ServicesPage.tsx', query: 'ServicesPageQuery', access: 'public', firstPaint: 'public' },
  { path: '/reservation/entrance', page: 'EntrancePage', module: 'reservations/EntrancePage.tsx', query: 'EntrancePageQuery', access: 'public', firstPaint: 'public' },
  { path: '/reservation/service/:serviceId', page: 'ServicePage', module: 'reservations/ServicePage.tsx', query: 'ServicePageQuery', access: 'public', firstPaint: 'public' },
  { path: '/reservation/cart', page: 'ReservationCartPage', module: 'reservations/ReservationCartPage.tsx', query: 'ReservationCartPageQuery', access: 'private' },
  // The staff desk (spec 002 §2): its query's `desk` is null for anyone but staff (spec 002 §6).
  { path: '/desk', page: 'DeskPage', module: 'desk/DeskPage.tsx', query: 'DeskPageQuery', access: 'staff', firstPaint: 'session' },
  { path: '/desk/service/:serviceId', page: 'DeskServicePage', module: 'desk/DeskServicePage.tsx', query: 'DeskServicePageQuery', access: 'staff' },
  { path: '/desk/cart', page: 'DeskCartPage', module: 'desk/DeskCartPage.tsx', query: 'DeskCartPageQuery', access: 'staff' },
  { path: '/desk/day', page: 'DeskDayPage', module: 'desk/DeskDayPage.tsx', query: 'DeskDayPageQuery', access: 'staff', firstPaint: 'session' },
  // Content pages (spec 000 §2): every address shows the one content page; the parameters are
  // named as the content route's input. article/all, press/all and gallery/all are values of
  // these parameters (the lists), not routes of their own.
  { path: '/pag/:pageId', ...CONTENT, access: 'public', firstPaint: 'public' },
  { path: '/article/:articleId', ...CONTENT, access: 'public', firstPaint: 'public', listed: ['/article/all'] },
  { path: '/press/:pressId', ...CONTENT, access: 'public', firstPaint: 'public', listed: ['/press/all'] },
  { path: '/gallery/:galleryId', ...CONTENT, access: 'public', firstPaint: 'public', listed: ['/gallery/all'] },
  // A draft, only for a signed-in editor: nothing the server reads or indexes.
  { path: '/preview/:previewId', ...CONTENT, access: 'private' },
  { path: '/terms-conditions', ...CONTENT, access: 'public', firstPaint: 'public', fixed: { pageId: '53' } },
  { path: '/regulamento-interno', ...CONTENT, access: 'public', firstPaint: 'public', fixed: { slug: 'regulamento-interno' } },
  { path: '/visita-virtual', ...CONTENT, access: 'public', firstPaint: 'public', fixed: { slug: 'visita-virtual' }, virtualTour: true },
  { path: '/apresentacao-geral', ...CONTENT, access: 'public', firstPaint: 'public', fixed: { slug: 'apresentacao-geral' } },
  { path: '/:slug', ...CONTENT, access: 'public', firstPaint: 'public' },
] as const satisfies readonly SiteRouteEntry[];

/** A row of the table, with its literal types. */
export type SiteRouteRow = (typeof SITE_ROUTES)[number];
/** The name of each page component the table names. */
export type SitePageName = SiteRouteRow['page'];
/** Pages whose query the server runs for the first paint (on at least one of their addresses). */
export type FirstPaintPageName = Extract<SiteRouteRow, { firstPaint: string }>['page'];
