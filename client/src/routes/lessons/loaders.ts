import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { lisbonToday } from '../../shared/time.ts';
import { monthRange } from '../../features/lessons/index.ts';
import { loadRouteQuery } from '../query-loader.ts';
import type { RouteQueryData } from '../route-query.ts';
import LessonSchedulePageQueryParameters from './__generated__/LessonSchedulePageQuery$parameters';
import type { LessonSchedulePageQuery } from './__generated__/LessonSchedulePageQuery.graphql';

export interface LessonScheduleRouteData extends RouteQueryData<LessonSchedulePageQuery> {
  /** Today in Lisbon, YYYY-MM-DD: the calendar's first day (spec 001 §2.7: past days blocked). */
  today: string;
}

/**
 * /agendar/aula/:order (spec 001 §2.7): the order is the resort's order id or an `Order` id (the
 * purchase history links with the latter); anything else is no order: home. One query loads the
 * order's lessons and the free days of the current month for Ski.
 */
export function lessonScheduleLoader({ params }: LoaderFunctionArgs): LessonScheduleRouteData | Response {
  const order = params['order'] ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(order)) return redirect('/');
  const today = lisbonToday();
  const { from, to } = monthRange(today, today);
  const variables = { order, category: 'SKI' as const, from, to, date: today, withDay: false };
  return { today, query: loadRouteQuery<LessonSchedulePageQuery>('lesson-schedule', LessonSchedulePageQueryParameters, variables) };
}
