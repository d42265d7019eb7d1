import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The script that holds a visitor's taps on a page's controls between its first paint and the
 * moment its scripts take it over (client/public/held-taps.js, built to client/dist/held-taps.js;
 * client/src/start/held-taps.ts replays them). It is written into the page's `<head>` itself: a file
 * would cost a round trip before the page may paint, or arrive after the first taps. The site's
 * Content-Security-Policy allows it by its hash (security-headers.ts), so no other inline script
 * runs.
 */
export interface HeldTapsScript {
  /** The `<script>` element for a server-rendered page, or null when the build has no such file. */
  tag(): string | null;
  /** The CSP source that allows exactly this script (`'sha256-…'`), or null without one. */
  source(): string | null;
}

/** How often a new build of the file is looked for. */
const BUILD_CHECK_MS = 1000;

/**
 * The script of the website built in `distDir`. The server makes one per gateway and gives it to
 * both the pages and their headers, so the tag a page carries and the hash its CSP allows are read
 * from the same check of the file.
 */
export function heldTapsScript(distDir: string): HeldTapsScript {
  const file = resolve(distDir, 'held-taps.js');
  let checked = 0;
  let built = -1;
  let script: { tag: string; source: string } | null = null;

  const current = () => {
    const now = Date.now();
    if (now - checked < BUILD_CHECK_MS) return script;
    checked = now;
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (modified === built) return script;
    built = modified;
    script = modified ? inline(readFileSync(file, 'utf8')) : null;
    return script;
  };

  return { tag: () => current()?.tag ?? null, source: () => current()?.source ?? null };
}

/** The element and its hash; null for a text that could close the element early. */
export function inline(text: string): { tag: string; source: string } | null {
  if (/<\/script|<!--/i.test(text)) return null;
  // The hash covers the element's text exactly as written between its tags.
  const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  return { tag: `<script>${text}</script>`, source };
}
