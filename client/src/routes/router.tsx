import { Navigate, createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/ui/PageLoader.tsx';
import { orderHistoryLoader, profileLoader, recoveryLoader, registerLoader } from './account/loaders.ts';
import { contentLoader } from './content/loader.ts';
import { deskCartLoader, deskDayLoader, deskLoader, deskServiceLoader } from './desk/loaders.ts';
import { homeLoader } from './home/loader.ts';
import { lessonScheduleLoader } from './lessons/loaders.ts';
import { entranceLoader, reservationCartLoader, serviceLoader, servicesLoader, wellnessLoader } from './reservations/loaders.ts';
import { RootLayout, rootLoader } from './RootLayout.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { withTexts } from './page-texts.ts';
import { cartLoader, categoryLoader, lessonsLoader, paymentResultLoader, productLoader, storeLoader, tariffsLoader } from './shop/loaders.ts';

/** The website's router in the browser. */
export function createRouter() {
  return createBrowserRouter(siteRoutes());
}

/**
 * The site's routes. Each page route has a loader that starts its query (so data and the page's
 * code chunk load in parallel, the chunk with its texts: page-texts.ts) and its own error boundary. The server renders a visitor's first
 * screen from the same routes (entry-server.tsx).
 */
export function siteRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      loader: rootLoader,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          index: true,
          loader: homeLoader,
          lazy: { Component: async () => (await withTexts(import('./home/HomePage.tsx'))).HomePage },
          ErrorBoundary: RouteErrorBoundary,
        },
        // Account screens (spec 000 §2): each in its own chunk, with the forms, dialogs and table it uses.
        {
          path: 'regist/client',
          loader: registerLoader,
          lazy: { Component: async () => (await withTexts(import('./account/RegisterPage.tsx'))).RegisterPage },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: 'regist/client/recovery/:code',
          loader: recoveryLoader,
          lazy: { Component: async () => (await withTexts(import('./account/RecoveryPage.tsx'))).RecoveryPage },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: 'client/perfil',
          loader: profileLoader,
          lazy: { Component: async () => (await withTexts(import('./account/ProfilePage.tsx'))).ProfilePage },
          ErrorBoundary: RouteErrorBoundary,
        },
        {
          path: 'client/order',
          loader: orderHistoryLoader,
          lazy: { Component: async () => (await withTexts(import('./account/OrderHistoryPage.tsx'))).OrderHistoryPage },
          ErrorBoundary: RouteErrorBoundary,
        },
        ...shopRoutes(),
        ...reservationRoutes(),
        ...deskRoutes(),
        // Content pages (spec 000 §2 route table): every address renders the one content page,
        // whose loader maps the URL to the content route's parameters.
        ...contentRoutes(),
        // spec 000 §2: unknown paths redirect to the home page (the loader does; the element is a fallback).
        { path: '*', loader: () => redirect('/'), Component: RedirectHome },
      ],
    },
  ];
}

/**
 * The shop (spec 001 §2): lists, tariffs, the category screen, lessons, product pages, the cart
 * and the payment result pages, each in its own chunk (the table, stepper and texts they share
 * load once, in a common chunk). They come before the content routes, whose
 * `:slug` would otherwise answer /store.
 */
function shopRoutes() {
  return [
    { path: 'store', loader: storeLoader, lazy: { Component: async () => (await withTexts(import('./shop/StorePage.tsx'))).StorePage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'store/tarifas', loader: tariffsLoader, lazy: { Component: async () => (await withTexts(import('./shop/TariffsPage.tsx'))).TariffsPage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'store/aulas', loader: lessonsLoader, lazy: { Component: async () => (await withTexts(import('./shop/LessonsPage.tsx'))).LessonsPage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'store/cart', loader: cartLoader, lazy: { Component: async () => (await withTexts(import('./shop/CartPage.tsx'))).CartPage }, ErrorBoundary: RouteErrorBoundary },
    // spec 001 §2.7: the lesson scheduling screen of one of the customer's orders.
    { path: 'agendar/aula/:order', loader: lessonScheduleLoader, lazy: { Component: async () => (await withTexts(import('./lessons/LessonSchedulePage.tsx'))).LessonSchedulePage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'store/product/:productId', loader: productLoader, lazy: { Component: async () => (await withTexts(import('./shop/ProductPage.tsx'))).ProductPage }, ErrorBoundary: RouteErrorBoundary },
    {
      path: 'store/payment/:key',
      loader: paymentResultLoader,
      lazy: {
        Component: async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultPageA,
        ErrorBoundary: async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultErrorA,
      },
    },
    {
      path: 'payment/:key',
      loader: paymentResultLoader,
      lazy: {
        Component: async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultPageB,
        ErrorBoundary: async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultErrorB,
      },
    },
    { path: 'store/:category', loader: categoryLoader, lazy: { Component: async () => (await withTexts(import('./shop/CategoryPage.tsx'))).CategoryPage }, ErrorBoundary: RouteErrorBoundary },
  ];
}

/**
 * Timed reservations (spec 002 §2): the service, wellness and entrance lists, a service's screen
 * with its calendar and slots, and the reservation cart, each in its own chunk.
 */
function reservationRoutes() {
  return [
    { path: 'reservation/service', loader: servicesLoader, lazy: { Component: async () => (await withTexts(import('./reservations/ServicesPage.tsx'))).ServicesPage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'reservation/wellness', loader: wellnessLoader, lazy: { Component: async () => (await withTexts(import('./reservations/ServicesPage.tsx'))).WellnessPage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'reservation/entrance', loader: entranceLoader, lazy: { Component: async () => (await withTexts(import('./reservations/EntrancePage.tsx'))).EntrancePage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'reservation/service/:serviceId', loader: serviceLoader, lazy: { Component: async () => (await withTexts(import('./reservations/ServicePage.tsx'))).ServicePage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'reservation/cart', loader: reservationCartLoader, lazy: { Component: async () => (await withTexts(import('./reservations/ReservationCartPage.tsx'))).ReservationCartPage }, ErrorBoundary: RouteErrorBoundary },
  ];
}

/**
 * The staff desk (spec 002 §2): the listing, a service's screen, the desk cart and the day's
 * bookings (check-in and refunds), each in its own chunk. Each page sends anyone but staff home (its query's `desk` is null for them, spec 002 §6).
 */
function deskRoutes() {
  return [
    { path: 'desk', loader: deskLoader, lazy: { Component: async () => (await withTexts(import('./desk/DeskPage.tsx'))).DeskPage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'desk/service/:serviceId', loader: deskServiceLoader, lazy: { Component: async () => (await withTexts(import('./desk/DeskServicePage.tsx'))).DeskServicePage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'desk/cart', loader: deskCartLoader, lazy: { Component: async () => (await withTexts(import('./desk/DeskCartPage.tsx'))).DeskCartPage }, ErrorBoundary: RouteErrorBoundary },
    { path: 'desk/day', loader: deskDayLoader, lazy: { Component: async () => (await withTexts(import('./desk/DeskDayPage.tsx'))).DeskDayPage }, ErrorBoundary: RouteErrorBoundary },
  ];
}

/** The content route's addresses; `:slug` comes last, so every fixed path above wins over it. */
function contentRoutes() {
  const route = (path: string, loader: ReturnType<typeof contentLoader>) => ({
    path,
    loader,
    lazy: { Component: async () => (await withTexts(import('./content/ContentPage.tsx'))).ContentPage },
    ErrorBoundary: RouteErrorBoundary,
  });
  return [
    route('pag/:pageId', contentLoader()),
    // article/all and press/all are values of these parameters (the lists), not routes of their own.
    route('article/:articleId', contentLoader()),
    route('press/:pressId', contentLoader()),
    route('gallery/:galleryId', contentLoader()),
    route('preview/:previewId', contentLoader()),
    // spec 000 §9: content item 53 is the terms and conditions.
    route('terms-conditions', contentLoader({ pageId: '53' })),
    route('regulamento-interno', contentLoader({ slug: 'regulamento-interno' })),
    route('visita-virtual', contentLoader({ slug: 'visita-virtual' }, { virtualTour: true })),
    route('apresentacao-geral', contentLoader({ slug: 'apresentacao-geral' })),
    route(':slug', contentLoader()),
  ];
}

function RedirectHome() {
  return <Navigate to="/" replace />;
}
