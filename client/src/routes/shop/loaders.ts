import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { type CartLine, cartLines, readCart } from '../../features/cart/index.ts';
import { loadRouteQuery } from '../query-loader.ts';
import type { RouteQueryData } from '../route-query.ts';
import CartPageQueryParameters from './__generated__/CartPageQuery$parameters';
import type { CartPageQuery } from './__generated__/CartPageQuery.graphql';
import CategoryPageQueryParameters from './__generated__/CategoryPageQuery$parameters';
import type { CategoryPageQuery } from './__generated__/CategoryPageQuery.graphql';
import LessonsPageQueryParameters from './__generated__/LessonsPageQuery$parameters';
import type { LessonsPageQuery } from './__generated__/LessonsPageQuery.graphql';
import PaymentResultPageQueryParameters from './__generated__/PaymentResultPageQuery$parameters';
import type { PaymentResultPageQuery } from './__generated__/PaymentResultPageQuery.graphql';
import ProductPageQueryParameters from './__generated__/ProductPageQuery$parameters';
import type { ProductPageQuery } from './__generated__/ProductPageQuery.graphql';
import StorePageQueryParameters from './__generated__/StorePageQuery$parameters';
import type { StorePageQuery } from './__generated__/StorePageQuery.graphql';
import TariffsPageQueryParameters from './__generated__/TariffsPageQuery$parameters';
import type { TariffsPageQuery } from './__generated__/TariffsPageQuery.graphql';

/**
 * The shop routes' loaders: each starts its page's one query (layout and content together), so
 * data and the page's chunk load in parallel. Only the queries' ids are in the start-up bundle.
 */
export function storeLoader(): RouteQueryData<StorePageQuery> {
  return { query: loadRouteQuery<StorePageQuery>('store', StorePageQueryParameters, {}) };
}

export function tariffsLoader(): RouteQueryData<TariffsPageQuery> {
  return { query: loadRouteQuery<TariffsPageQuery>('tariffs', TariffsPageQueryParameters, {}) };
}

export function lessonsLoader(): RouteQueryData<LessonsPageQuery> {
  return { query: loadRouteQuery<LessonsPageQuery>('lessons', LessonsPageQueryParameters, {}) };
}

export function categoryLoader({ params }: LoaderFunctionArgs): RouteQueryData<CategoryPageQuery> {
  return { query: loadRouteQuery<CategoryPageQuery>('category', CategoryPageQueryParameters, { code: params['category'] ?? '' }) };
}

/** A product by its upstream id (digits) or its slug; anything else is no product: home (spec 000 §2). */
export function productLoader({ params }: LoaderFunctionArgs): RouteQueryData<ProductPageQuery> | Response {
  const value = params['productId'] ?? '';
  const variables = /^\d{1,9}$/.test(value) ? { databaseId: Number(value), slug: null } : /^[a-z0-9-]{1,200}$/i.test(value) ? { databaseId: null, slug: value } : null;
  if (!variables) return redirect('/');
  return { query: loadRouteQuery<ProductPageQuery>('product', ProductPageQueryParameters, variables) };
}

export interface CartRouteData extends RouteQueryData<CartPageQuery> {
  /** The cart's order lines when the page opened (spec 001 §4: entries above 0 only). */
  lines: CartLine[];
}

/** The cart page prices the browser cart as it is when the page opens. */
export function cartLoader(): CartRouteData {
  const lines = cartLines(readCart());
  return { lines, query: loadRouteQuery<CartPageQuery>('cart', CartPageQueryParameters, { lines }) };
}

export function paymentResultLoader({ params }: LoaderFunctionArgs): RouteQueryData<PaymentResultPageQuery> {
  return { query: loadRouteQuery<PaymentResultPageQuery>('payment-result', PaymentResultPageQueryParameters, { key: params['key'] ?? '' }) };
}
