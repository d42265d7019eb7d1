import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { addDays, dayFromSearch, lisbonToday } from '../../shared/time.ts';
import { loadRouteQuery } from '../query-loader.ts';
import type { RouteQueryData } from '../route-query.ts';
import EntrancePageQueryParameters from './__generated__/EntrancePageQuery$parameters';
import type { EntrancePageQuery } from './__generated__/EntrancePageQuery.graphql';
import ReservationCartPageQueryParameters from './__generated__/ReservationCartPageQuery$parameters';
import type { ReservationCartPageQuery } from './__generated__/ReservationCartPageQuery.graphql';
import ServicePageQueryParameters from './__generated__/ServicePageQuery$parameters';
import type { ServicePageQuery } from './__generated__/ServicePageQuery.graphql';
import ServicesPageQueryParameters from './__generated__/ServicesPageQuery$parameters';
import type { ServicesPageQuery } from './__generated__/ServicesPageQuery.graphql';

/** How far ahead the calendar offers days (the schema's `availableDays` answers up to 92 days). */
export const CALENDAR_DAYS = 92;

export interface DayRouteData<TQuery extends ServicesPageQuery | ServicePageQuery | EntrancePageQuery> extends RouteQueryData<TQuery> {
  /** The chosen day (`?date=`, today when absent or before today), YYYY-MM-DD in Lisbon. */
  day: string;
  today: string;
}

function dayOf(request: Request): { day: string; today: string } {
  const today = lisbonToday();
  return { day: dayFromSearch(new URL(request.url).searchParams.get('date'), today), today };
}

/**
 * The reservation routes' loaders (spec 002 §2): each starts its page's one query, layout and
 * content together, so data and the page's chunk load in parallel.
 */
export function servicesLoader({ request }: LoaderFunctionArgs): DayRouteData<ServicesPageQuery> {
  return { ...dayOf(request), query: loadRouteQuery<ServicesPageQuery>('reservation-services', ServicesPageQueryParameters, { group: null }) };
}

export function wellnessLoader({ request }: LoaderFunctionArgs): DayRouteData<ServicesPageQuery> {
  return { ...dayOf(request), query: loadRouteQuery<ServicesPageQuery>('reservation-wellness', ServicesPageQueryParameters, { group: 'WEL' }) };
}

export function entranceLoader({ request }: LoaderFunctionArgs): DayRouteData<EntrancePageQuery> {
  return { ...dayOf(request), query: loadRouteQuery<EntrancePageQuery>('reservation-entrance', EntrancePageQueryParameters, {}) };
}

/** A service by its product id (digits); anything else is no service: home (spec 002 §2). */
export function serviceLoader({ params, request }: LoaderFunctionArgs): DayRouteData<ServicePageQuery> | Response {
  const value = params['serviceId'] ?? '';
  if (!/^\d{1,9}$/.test(value)) return redirect('/');
  const { day, today } = dayOf(request);
  const variables = { databaseId: Number(value), date: day, from: today, to: addDays(today, CALENDAR_DAYS - 1) };
  return { day, today, query: loadRouteQuery<ServicePageQuery>('reservation-service', ServicePageQueryParameters, variables) };
}

export function reservationCartLoader(): RouteQueryData<ReservationCartPageQuery> {
  return { query: loadRouteQuery<ReservationCartPageQuery>('reservation-cart', ReservationCartPageQueryParameters, {}) };
}
