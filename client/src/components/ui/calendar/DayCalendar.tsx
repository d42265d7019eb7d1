import { lazy, Suspense } from 'react';
// The calendar's styles come with the page's own (not with its code): the server's markup of a
// calendar is drawn right from the first paint.
import 'react-day-picker/style.css';
import { cx } from '../cx.ts';
import styles from './calendar.module.css';
import type { DayCalendarProps } from './day-calendar-props.ts';

export type { DayCalendarProps } from './day-calendar-props.ts';

// react-day-picker and its date library are most of a booking page's code: they load beside the
// page rather than before it (the route JavaScript budget, e2e/route-javascript.spec.ts). The
// server renders the calendar whole (entry-server.tsx waits for parts loaded on demand).
const Picker = lazy(() => import('./DayCalendarPicker.tsx').then((module) => ({ default: module.DayCalendarPicker })));

/**
 * A month calendar for choosing one day (spec 001 §2.7, spec 002 §2): arrow keys move between
 * days. Until its code is there, the space it takes is kept, so nothing below it moves.
 */
export function DayCalendar({ className, ...props }: DayCalendarProps) {
  return (
    <Suspense fallback={<div className={cx(styles.calendar, className, styles.pending)} aria-busy="true" />}>
      <Picker {...props} className={cx(styles.calendar, className)} />
    </Suspense>
  );
}
