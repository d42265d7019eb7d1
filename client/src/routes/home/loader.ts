import { loadRouteQuery } from '../query-loader.ts';
import type { RouteQueryData } from '../route-query.ts';
import HomePageQueryParameters from './__generated__/HomePageQuery$parameters';
import type { HomePageQuery } from './__generated__/HomePageQuery.graphql';

/**
 * Starts the home page query. Only the query's parameters (its persisted id) are in the main
 * bundle; the query's reader code arrives with the page's chunk (`@preloadable`).
 */
export function homeLoader(): RouteQueryData<HomePageQuery> {
  return { query: loadRouteQuery<HomePageQuery>('home', HomePageQueryParameters, {}) };
}
