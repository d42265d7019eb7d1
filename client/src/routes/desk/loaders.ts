import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { addDays, dayFromSearch, isIsoDay, lisbonToday } from '../../shared/time.ts';
import { loadRouteQuery } from '../query-loader.ts';
import { CALENDAR_DAYS } from '../reservations/loaders.ts';
import type { RouteQueryData } from '../route-query.ts';
import DeskCartPageQueryParameters from './__generated__/DeskCartPageQuery$parameters';
import DeskDayPageQueryParameters from './__generated__/DeskDayPageQuery$parameters';
import type { DeskDayPageQuery } from './__generated__/DeskDayPageQuery.graphql';
import type { DeskCartPageQuery } from './__generated__/DeskCartPageQuery.graphql';
import DeskPageQueryParameters from './__generated__/DeskPageQuery$parameters';
import type { DeskPageQuery } from './__generated__/DeskPageQuery.graphql';
import DeskServicePageQueryParameters from './__generated__/DeskServicePageQuery$parameters';
import type { DeskServicePageQuery } from './__generated__/DeskServicePageQuery.graphql';

export interface DeskRouteData extends RouteQueryData<DeskPageQuery> {
  /** Today in Lisbon, the day the desk sells entrance tickets for. */
  today: string;
}

/**
 * The desk routes' loaders (spec 002 §2): each starts its page's one query. Whether the viewer
 * is staff is in that answer (`desk` is null for anyone else), so the page sends others home.
 */
export function deskLoader(): DeskRouteData {
  return { today: lisbonToday(), query: loadRouteQuery<DeskPageQuery>('desk', DeskPageQueryParameters, {}) };
}

export interface DeskServiceRouteData extends RouteQueryData<DeskServicePageQuery> {
  /** The chosen day (`?date=`, today when absent or before today), YYYY-MM-DD in Lisbon. */
  day: string;
  today: string;
}

/** A service by its product id (digits); anything else is no service: the desk's listing. */
export function deskServiceLoader({ params, request }: LoaderFunctionArgs): DeskServiceRouteData | Response {
  const value = params['serviceId'] ?? '';
  if (!/^\d{1,9}$/.test(value)) return redirect('/desk');
  const today = lisbonToday();
  const day = dayFromSearch(new URL(request.url).searchParams.get('date'), today);
  const variables = { databaseId: Number(value), date: day, from: today, to: addDays(today, CALENDAR_DAYS - 1) };
  return { day, today, query: loadRouteQuery<DeskServicePageQuery>('desk-service', DeskServicePageQueryParameters, variables) };
}

export function deskCartLoader(): RouteQueryData<DeskCartPageQuery> {
  return { query: loadRouteQuery<DeskCartPageQuery>('desk-cart', DeskCartPageQueryParameters, {}) };
}

export interface DeskDayRouteData extends RouteQueryData<DeskDayPageQuery> {
  /** The chosen day (`?date=`, any real day; today when absent), YYYY-MM-DD in Lisbon. */
  day: string;
  today: string;
}

/** /desk/day: the chosen day's bookings, today in Lisbon by default (past days too: who came). */
export function deskDayLoader({ request }: LoaderFunctionArgs): DeskDayRouteData {
  const today = lisbonToday();
  const chosen = new URL(request.url).searchParams.get('date');
  const day = chosen && isIsoDay(chosen) ? chosen : today;
  return { day, today, query: loadRouteQuery<DeskDayPageQuery>('desk-day', DeskDayPageQueryParameters, { date: day }) };
}
