import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ENFORCED_CEILINGS_KB, overBudget, routeJavaScript } from '../scripts/bench/route-js.ts';

const dist = fileURLToPath(new URL('../client/dist', import.meta.url));

// The build this stack serves: no page of the router past the ceilings (route-js.ts), which only
// come down towards the budgets (a first visit ≤ 220 KB gzip, ≤ 60 KB more for a page reached after
// it) that `npm run bench` marks. New routes are counted without being listed here.
test(`every route downloads at most ${ENFORCED_CEILINGS_KB.first} KB of JavaScript on a first visit and ${ENFORCED_CEILINGS_KB.later} KB more when reached from another page`, () => {
  const routes = routeJavaScript(dist);
  expect(routes.map((r) => r.route)).toEqual(expect.arrayContaining(['home/HomePage', 'reservations/ServicePage', 'account/OrderHistoryPage', 'desk/DeskPage']));
  expect(overBudget(routes, ENFORCED_CEILINGS_KB.first, ENFORCED_CEILINGS_KB.later)).toEqual([]);
});
