import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/**
 * The JavaScript each route of the website makes a visitor download, from Vite's build manifest
 * (client/dist/.vite/manifest.json): `npm run bench` prints it, and e2e/route-javascript.spec.ts
 * holds every route to the budgets below against the build the end-to-end stack serves.
 */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.output<typeof manifestSchema>;

/** A first visit: the start-up scripts and the page's own, at most this much (KB gzip). */
export const FIRST_ROUTE_BUDGET_KB = 220;
/** A page opened from another: at most this much more than the start-up scripts (KB gzip). */
export const LATER_ROUTE_BUDGET_KB = 60;
/**
 * What the test suite holds every route to today: no route may grow past the heaviest route of the
 * current build (the desk cart, 254.6 KB first visit, +60.5 KB later). The budgets above are the goal
 * the bench marks; these ceilings come down to them as the remaining eager code (all four languages'
 * texts, the table library, react-hook-form) is split off, and must never go up.
 */
export const ENFORCED_CEILINGS_KB = { first: 256, later: 61 };

export interface RouteJavaScript {
  /** The route's page module, relative to client/src/routes (e.g. `shop/StorePage`). */
  route: string;
  /** JavaScript a first visit to the route downloads before the page can show (gzip bytes). */
  gzipBytes: number;
  /** The same, in KB (1024 bytes), one decimal. */
  gzipKb: number;
  /** What the route adds to the start-up scripts when reached from another page (KB gzip, worst case: nothing of its own loaded yet). */
  laterKb: number;
  files: number;
}

/** Every chunk a module needs at once: itself and its static imports, recursively (not its lazy ones). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Every route of the router (each page module under src/routes loaded on demand, so a new route
 * is counted without being listed): the entry with its static imports, plus the route's page chunk
 * with its own. Parts a page loads on demand later (dialogs, the calendar, the forms' rules, the
 * lightbox) are not counted: they are not on the way to the first paint.
 */
export function routeJavaScript(distDir: string): RouteJavaScript[] {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const gzipOf = new Map<string, number>();
  const size = (key: string) => {
    const file = manifest[key]?.file ?? '';
    if (!file.endsWith('.js')) return 0;
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(`${distDir}/${file}`), { level: 9 }).length);
    return gzipOf.get(file) ?? 0;
  };
  const startUp = staticClosure(manifest, entry);
  const pages = Object.keys(manifest)
    .filter((key) => /^src\/routes\/.+\/[A-Z]\w*Page\.tsx$/.test(key) && manifest[key]?.isDynamicEntry)
    .sort();
  return pages.map((module) => {
    const own = [...staticClosure(manifest, module)].filter((key) => !startUp.has(key));
    const startUpBytes = [...startUp].reduce((sum, key) => sum + size(key), 0);
    const ownBytes = own.reduce((sum, key) => sum + size(key), 0);
    const gzipBytes = startUpBytes + ownBytes;
    return { route: module.replace(/^src\/routes\//, '').replace(/\.tsx$/, ''), gzipBytes, gzipKb: kb(gzipBytes), laterKb: kb(ownBytes), files: startUp.size + own.length };
  });
}

/** The routes over a budget, each in one line; empty when all are within. */
export function overBudget(routes: RouteJavaScript[], first = FIRST_ROUTE_BUDGET_KB, later = LATER_ROUTE_BUDGET_KB): string[] {
  return routes.flatMap((r) => [
    ...(r.gzipKb > first ? [`${r.route}: a first visit downloads ${r.gzipKb} KB, over ${first} KB`] : []),
    ...(r.laterKb > later ? [`${r.route}: reached from another page it adds ${r.laterKb} KB, over ${later} KB`] : []),
  ]);
}

/** The table `npm run bench` prints, each budget missed marked with ✗. */
export function printRouteJavaScript(routes: RouteJavaScript[]): void {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  console.log(`\nJavaScript per route, KB gzip (budgets: first visit ≤ ${FIRST_ROUTE_BUDGET_KB}, reached from another page ≤ ${LATER_ROUTE_BUDGET_KB} more)\n`);
  console.log('| route (client/src/routes) | first visit | reached later | chunks |');
  console.log('|---|---|---|---|');
  for (const r of routes) console.log(`| ${r.route} | ${r.gzipKb}${mark(r.gzipKb <= FIRST_ROUTE_BUDGET_KB)} | +${r.laterKb}${mark(r.laterKb <= LATER_ROUTE_BUDGET_KB)} | ${r.files} |`);
}
