import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadRouteQuery } from '../query-loader.ts';
import type { RouteQueryData } from '../route-query.ts';
import OrderHistoryPageQueryParameters from './__generated__/OrderHistoryPageQuery$parameters';
import type { OrderHistoryPageQuery } from './__generated__/OrderHistoryPageQuery.graphql';
import ProfilePageQueryParameters from './__generated__/ProfilePageQuery$parameters';
import type { ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql';
import RecoveryPageQueryParameters from './__generated__/RecoveryPageQuery$parameters';
import type { RecoveryPageQuery } from './__generated__/RecoveryPageQuery.graphql';
import RegisterPageQueryParameters from './__generated__/RegisterPageQuery$parameters';
import type { RegisterPageQuery } from './__generated__/RegisterPageQuery.graphql';

/**
 * The account routes' loaders: each starts its page's one query (layout and content together).
 * Only the queries' ids are in the start-up bundle; the pages' code loads with their chunks.
 */
export function registerLoader(): RouteQueryData<RegisterPageQuery> {
  return { query: loadRouteQuery<RegisterPageQuery>('register', RegisterPageQueryParameters, {}) };
}

export function recoveryLoader(_args: LoaderFunctionArgs): RouteQueryData<RecoveryPageQuery> {
  return { query: loadRouteQuery<RecoveryPageQuery>('recovery', RecoveryPageQueryParameters, {}) };
}

export function profileLoader(): RouteQueryData<ProfilePageQuery> {
  return { query: loadRouteQuery<ProfilePageQuery>('profile', ProfilePageQueryParameters, {}) };
}

export function orderHistoryLoader(): RouteQueryData<OrderHistoryPageQuery> {
  return { query: loadRouteQuery<OrderHistoryPageQuery>('orders', OrderHistoryPageQueryParameters, {}) };
}
