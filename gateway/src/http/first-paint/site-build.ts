import { readFileSync, statSync } from 'node:fs';
import { SITE_ROUTES } from '@estancia/resort-contract/site-routes';
import { z } from 'zod';
import type { SiteRoute } from '../site-html/site-routes.ts';

/**
 * What the first paint needs to know of the built website (client/dist), read from Vite's build
 * manifest (.vite/manifest.json) and re-read when a new build replaces it:
 *   - each route family's own chunk and the chunks and styles it imports beyond the entry's, so the
 *     page announces them and the browser fetches them with the start-up scripts instead of after
 *     those have run and the router has asked for the page (one round trip less);
 *   - the persisted operation ids the start-up scripts send: the persisted list keeps every
 *     version of a query, and only the build tells which one its route loaders ask for.
 */
const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), isEntry: z.boolean().optional(), imports: z.array(z.string()).optional(), css: z.array(z.string()).optional() }),
);
type Manifest = z.output<typeof manifestSchema>;

/**
 * The lazy component module of each page whose first paint the server serves (the route table's
 * `module`, client/src/routes/pages.tsx): the pages whose data comes with the HTML get their code
 * announced with it too.
 */
const ROUTE_MODULES: ReadonlyMap<string, string> = new Map(SITE_ROUTES.filter((row) => 'firstPaint' in row).map((row) => [row.page, `src/routes/${row.module}`]));

/** A module and its static imports, recursively (what must be there before it runs). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export interface SiteBuild {
  /**
   * The preload tags of a page's chunk (none for pages the server serves no first paint of). Its
   * styles are linked when the page's markup comes with the HTML (`rendered`), which needs them
   * to paint; otherwise only preloaded: the router links each style when the chunk runs, so the
   * page's styles do not hold up the entry screen's paint.
   */
  chunksOf(route: SiteRoute, rendered?: boolean): string[];
  /** Whether the built start-up scripts send this operation id. */
  sends(id: string): boolean;
}

export function siteBuild(distDir: string): SiteBuild {
  const file = `${distDir}/.vite/manifest.json`;
  let built = -1;
  let tags = new Map<string, { scripts: string[]; styles: string[] }>();
  let ids = new Set<string>();

  const load = () => {
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified === built) return;
    built = modified;
    tags = new Map();
    ids = new Set();
    if (!modified) return;
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    // The entry's own chunks are in the HTML already (Vite writes their modulepreloads).
    const inHtml = entry ? closure(manifest, entry) : new Set<string>();
    for (const key of inHtml) {
      const chunk = manifest[key];
      if (!chunk?.file.endsWith('.js')) continue;
      // Route loaders carry only their query's id (`@preloadable`), as a quoted hex string (the minifier may quote it with backticks).
      const path = `${distDir}/${chunk.file}`;
      const script = statSync(path, { throwIfNoEntry: false }) ? readFileSync(path, 'utf8') : '';
      for (const match of script.matchAll(/["'`]([0-9a-f]{64})["'`]/g)) if (match[1]) ids.add(match[1]);
    }
    for (const [page, module] of ROUTE_MODULES) {
      const keys = [...closure(manifest, module)].filter((key) => !inHtml.has(key));
      const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${attr(manifest[key]?.file ?? '')}">`);
      const styles = keys.flatMap((key) => manifest[key]?.css ?? []);
      tags.set(page, { scripts, styles });
    }
  };

  return {
    chunksOf(route, rendered = false) {
      load();
      const chunk = route.kind === 'unknown' ? undefined : tags.get(route.row.page);
      if (!chunk) return [];
      const styles = chunk.styles.map((css) => (rendered ? `<link rel="stylesheet" crossorigin href="/${attr(css)}">` : `<link rel="preload" as="style" crossorigin href="/${attr(css)}">`));
      return [...chunk.scripts, ...styles];
    },
    sends(id) {
      load();
      return ids.has(id);
    },
  };
}
