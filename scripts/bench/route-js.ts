import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
type Manifest = z.output<typeof manifestSchema>;

export interface RouteJavaScript {
  route: string;
  /** JavaScript a first visit to the route downloads before the page can show (gzip bytes). */
  gzipBytes: number;
  /** The same, in KB (1024 bytes), one decimal. */
  gzipKb: number;
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

/**
 * The JavaScript each route makes a first-time visitor download (gzip): the entry with its
 * static imports, plus the route's lazy component chunk with its own. Lazy parts a route opens
 * later (dialogs, the lightbox, forms) are not counted: they are not on the way to the first paint.
 */
export function routeJavaScript(distDir: string, routes: Record<string, string>): RouteJavaScript[] {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const gzipOf = new Map<string, number>();
  const size = (key: string) => {
    const file = manifest[key]?.file ?? '';
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(`${distDir}/${file}`), { level: 9 }).length);
    return gzipOf.get(file) ?? 0;
  };
  return Object.entries(routes).map(([route, module]) => {
    const keys = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, module)]);
    const gzipBytes = [...keys].filter((key) => manifest[key]?.file.endsWith('.js')).reduce((sum, key) => sum + size(key), 0);
    return { route, gzipBytes, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10, files: keys.size };
  });
}
