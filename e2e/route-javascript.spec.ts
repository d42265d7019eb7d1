import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FIRST_ROUTE_BUDGET_KB, LATER_ROUTE_BUDGET_KB, overBudget, routeJavaScript } from '../scripts/bench/route-js.ts';

const dist = fileURLToPath(new URL('../client/dist', import.meta.url));

// The build this stack serves: no page of the router past the budgets (route-js.ts) that `npm run
// bench` marks: a first visit ≤ 220 KB gzip, texts in the visitor's language included, and ≤ 60 KB
// more for a page reached after it. New routes are counted without being listed here.
test(`every route downloads at most ${FIRST_ROUTE_BUDGET_KB} KB of JavaScript on a first visit and ${LATER_ROUTE_BUDGET_KB} KB more when reached from another page`, () => {
  const routes = routeJavaScript(dist);
  expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['home/HomePage', 'reservations/ServicePage', 'account/OrderHistoryPage', 'desk/DeskPage']));
  expect(overBudget(routes, FIRST_ROUTE_BUDGET_KB, LATER_ROUTE_BUDGET_KB)).toEqual([]);
});
