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
    src: z.string().optional(),
    isEntry: z.boolean().optional(),
    isDynamicEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.output<typeof manifestSchema>;

/**
 * A first visit: the start-up scripts and the page's own, texts included, at most this much (KB
 * gzip). The bench marks every route against it and e2e/route-javascript.spec.ts enforces it.
 */
export const FIRST_ROUTE_BUDGET_KB = 220;
/** A page opened from another: at most this much more than the start-up scripts (KB gzip); enforced likewise. */
export const LATER_ROUTE_BUDGET_KB = 60;

/** The site's languages (client/src/i18n/languages.ts): each namespace's texts are one chunk per language. */
const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;

/**
 * The language a chunk holds the texts of, when it is one language's file of a namespace
 * (`src/i18n/locales/shop/fr.json`; the error catalogue's, from outside the website's folder,
 * is keyed by its chunk's name: `_fr-….js`), else null.
 */
function textLanguage(key: string, chunk: Manifest[string]): string | null {
  const path = chunk.src ?? key;
  return LANGUAGES.find((language) => path.endsWith(`/${language}.json`) || new RegExp(`^_${language}-[\\w-]+\\.js$`).test(key)) ?? null;
}

export interface RouteJavaScript {
  /** The route's page module, relative to client/src/routes (e.g. `shop/StorePage`). */
  route: string;
  /**
   * JavaScript a first visit to the route downloads before the page can show (gzip bytes): its
   * code, and the texts of the namespaces it reads in one language, the heaviest (a visitor
   * downloads those of the language they read in only; client/src/i18n/i18n.ts).
   */
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
 * with its own, plus the texts these modules name (one language's chunk of each namespace: the
 * website loads them as the modules are evaluated, before the page shows; client/src/i18n/i18n.ts).
 * Parts a page loads on demand later (dialogs, the calendar, the forms' rules and error texts, the
 * checkout's later steps, the lightbox, the slider's motion) are not counted: they are not on the
 * way to the first paint.
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
  const bytesOf = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + size(key), 0);
  /** Per language, the text chunks (and what they import) the modules ask for, not already among `loaded`. */
  const texts = (modules: Iterable<string>, loaded: Set<string>) => {
    const byLanguage = new Map<string, Set<string>>(LANGUAGES.map((language) => [language, new Set<string>()]));
    for (const module of modules) {
      for (const key of manifest[module]?.dynamicImports ?? []) {
        const chunk = manifest[key];
        const language = chunk && textLanguage(key, chunk);
        if (!language) continue;
        for (const needed of staticClosure(manifest, key)) if (!loaded.has(needed)) byLanguage.get(language)?.add(needed);
      }
    }
    return byLanguage;
  };
  const startUpTexts = texts(startUp, startUp);
  const startUpBytes = bytesOf(startUp);
  const pages = Object.keys(manifest)
    .filter((key) => /^src\/routes\/.+\/[A-Z]\w*Page\.tsx$/.test(key) && manifest[key]?.isDynamicEntry)
    .sort();
  return pages.map((module) => {
    const own = [...staticClosure(manifest, module)].filter((key) => !startUp.has(key));
    const ownTexts = texts(own, new Set([...startUp, ...own]));
    // The heaviest language, for a first visit (start-up and page texts together) and for the page's own.
    const firstTextBytes = Math.max(...LANGUAGES.map((language) => bytesOf(new Set([...(startUpTexts.get(language) ?? []), ...(ownTexts.get(language) ?? [])]))));
    const laterTextBytes = Math.max(...LANGUAGES.map((language) => bytesOf(ownTexts.get(language) ?? [])));
    const ownBytes = bytesOf(own) + laterTextBytes;
    const gzipBytes = startUpBytes + bytesOf(own) + firstTextBytes;
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
