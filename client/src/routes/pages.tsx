import type { SitePageName, SitePageRouteEntry } from '@estancia/resort-contract/site-routes';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { orderHistoryLoader, profileLoader, recoveryLoader, registerLoader } from './account/loaders.ts';
import { contentLoader } from './content/loader.ts';
import { deskCartLoader, deskDayLoader, deskLoader, deskServiceLoader } from './desk/loaders.ts';
import { homeLoader } from './home/loader.ts';
import { lessonScheduleLoader } from './lessons/loaders.ts';
import { withTexts } from './page-texts.ts';
import { entranceLoader, reservationCartLoader, serviceLoader, servicesLoader, wellnessLoader } from './reservations/loaders.ts';
import { cartLoader, categoryLoader, lessonsLoader, paymentResultLoader, productLoader, storeLoader, tariffsLoader } from './shop/loaders.ts';

type LazyComponent = () => Promise<ComponentType>;

/** What the client adds to a row of the route table: the loader that starts its query, and its code. */
export interface SitePage {
  loader: (route: SitePageRouteEntry) => LoaderFunction;
  /** The page, in its own chunk with its texts (page-texts.ts): data and code load in parallel. */
  Component: LazyComponent;
  /** Its own error screen; without one, the router's (RouteErrorBoundary). */
  ErrorBoundary?: LazyComponent;
}

const page = (loader: LoaderFunction, Component: LazyComponent, ErrorBoundary?: LazyComponent): SitePage => ({
  loader: () => loader,
  Component,
  ...(ErrorBoundary ? { ErrorBoundary } : {}),
});

/**
 * Every page the route table (@estancia/resort-contract/site-routes) names, by name: a row without
 * a page here, or a page no row names, does not compile. Each import() is its own chunk; the
 * table's `module` names the same file, for the server's preload tags.
 */
export const SITE_PAGES: Record<SitePageName, SitePage> = {
  HomePage: page(homeLoader, async () => (await withTexts(import('./home/HomePage.tsx'))).HomePage),
  // Account screens: each with the forms, dialogs and table it uses.
  RegisterPage: page(registerLoader, async () => (await withTexts(import('./account/RegisterPage.tsx'))).RegisterPage),
  RecoveryPage: page(recoveryLoader, async () => (await withTexts(import('./account/RecoveryPage.tsx'))).RecoveryPage),
  ProfilePage: page(profileLoader, async () => (await withTexts(import('./account/ProfilePage.tsx'))).ProfilePage),
  OrderHistoryPage: page(orderHistoryLoader, async () => (await withTexts(import('./account/OrderHistoryPage.tsx'))).OrderHistoryPage),
  // The shop: the table, stepper and texts its pages share load once, in a common chunk.
  StorePage: page(storeLoader, async () => (await withTexts(import('./shop/StorePage.tsx'))).StorePage),
  TariffsPage: page(tariffsLoader, async () => (await withTexts(import('./shop/TariffsPage.tsx'))).TariffsPage),
  LessonsPage: page(lessonsLoader, async () => (await withTexts(import('./shop/LessonsPage.tsx'))).LessonsPage),
  CartPage: page(cartLoader, async () => (await withTexts(import('./shop/CartPage.tsx'))).CartPage),
  LessonSchedulePage: page(lessonScheduleLoader, async () => (await withTexts(import('./lessons/LessonSchedulePage.tsx'))).LessonSchedulePage),
  ProductPage: page(productLoader, async () => (await withTexts(import('./shop/ProductPage.tsx'))).ProductPage),
  PaymentResultPageA: page(
    paymentResultLoader,
    async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultPageA,
    async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultErrorA,
  ),
  PaymentResultPageB: page(
    paymentResultLoader,
    async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultPageB,
    async () => (await withTexts(import('./shop/PaymentResultPage.tsx'))).PaymentResultErrorB,
  ),
  CategoryPage: page(categoryLoader, async () => (await withTexts(import('./shop/CategoryPage.tsx'))).CategoryPage),
  // Timed reservations: the lists, a service's screen with its calendar and slots, the cart.
  ServicesPage: page(servicesLoader, async () => (await withTexts(import('./reservations/ServicesPage.tsx'))).ServicesPage),
  WellnessPage: page(wellnessLoader, async () => (await withTexts(import('./reservations/ServicesPage.tsx'))).WellnessPage),
  EntrancePage: page(entranceLoader, async () => (await withTexts(import('./reservations/EntrancePage.tsx'))).EntrancePage),
  ServicePage: page(serviceLoader, async () => (await withTexts(import('./reservations/ServicePage.tsx'))).ServicePage),
  ReservationCartPage: page(reservationCartLoader, async () => (await withTexts(import('./reservations/ReservationCartPage.tsx'))).ReservationCartPage),
  // The staff desk: the listing, a service's screen, the desk cart and the day's bookings.
  DeskPage: page(deskLoader, async () => (await withTexts(import('./desk/DeskPage.tsx'))).DeskPage),
  DeskServicePage: page(deskServiceLoader, async () => (await withTexts(import('./desk/DeskServicePage.tsx'))).DeskServicePage),
  DeskCartPage: page(deskCartLoader, async () => (await withTexts(import('./desk/DeskCartPage.tsx'))).DeskCartPage),
  DeskDayPage: page(deskDayLoader, async () => (await withTexts(import('./desk/DeskDayPage.tsx'))).DeskDayPage),
  // Every content address: the loader maps the URL and the row's fixed parameters to the content route's input.
  ContentPage: {
    loader: (route) => contentLoader(route.fixed, { virtualTour: route.virtualTour ?? false }),
    Component: async () => (await withTexts(import('./content/ContentPage.tsx'))).ContentPage,
  },
};
