import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { z } from 'zod';

/**
 * The first screen's markup, rendered by the website's own code (client/src/entry-server.tsx,
 * built to client/dist-server/ next to client/dist/): the page paints with the HTML, before its
 * scripts have arrived, and the browser then takes that markup over (hydration) instead of
 * painting the page again. Only pages carrying a visitor's data block are rendered, from that block
 * alone, so the markup holds nothing the block does not (public data, no viewer).
 *
 * A render costs milliseconds of CPU, so each is kept: the same address, language and data give
 * the same markup until the response cache gives new data or a new build replaces the module.
 */
export interface FirstScreenRequest {
  url: string;
  language: string;
  routeData: unknown;
  /** The data block as written into the page: the render's key. */
  routeDataJson: string;
  /** The visitor's cookie choice, from its cookie (null: not made, the banner shows). */
  cookieConsent: 'all' | 'necessary' | null;
  /** False for a page of one visitor's own data: rendered for them alone, never kept. */
  keep?: boolean;
}

export type FirstScreen = (request: FirstScreenRequest) => Promise<string | null>;

/** The one export the gateway calls; checked, as it crosses from another build. */
const serverEntry = z.object({ renderFirstScreen: z.custom<(request: Omit<FirstScreenRequest, 'routeDataJson' | 'keep'>) => Promise<string | null>>((value) => typeof value === 'function') });

/** How often a new build of the server render is looked for. */
const BUILD_CHECK_MS = 1000;

/** Renders kept: a few per address and language of the pages that have one. */
const KEPT_RENDERS = 500;

export function firstScreen(clientDistDir: string, logger: Pick<Logger, 'warn'>): FirstScreen {
  const file = resolve(clientDistDir, '../dist-server/entry-server.js');
  let module: { built: number; render: Promise<z.output<typeof serverEntry>['renderFirstScreen'] | null> } | null = null;
  // A render that failed is kept as null too: the page paints in the browser without trying again.
  const kept = new LRUCache<string, { markup: string | null }>({ max: KEPT_RENDERS });

  const rendererOf = (built: number) => {
    if (module?.built !== built) {
      kept.clear();
      // A new build is a new module (the query names its version): its markup matches its scripts.
      const render = import(`${pathToFileURL(file).href}?build=${built}`).then(
        (loaded: unknown) => serverEntry.parse(loaded).renderFirstScreen,
        (error: unknown) => {
          logger.warn({ err: error, file }, 'the website server render could not be loaded; pages paint in the browser');
          return null;
        },
      );
      module = { built, render };
    }
    return module.render;
  };

  // The build's time, looked at once a second at most rather than on every page served.
  let checked = { at: 0, built: 0 };
  const builtAt = () => {
    const now = Date.now();
    if (now - checked.at >= BUILD_CHECK_MS) checked = { at: now, built: statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0 };
    return checked.built;
  };

  return async ({ url, language, routeData, routeDataJson, cookieConsent, keep = true }) => {
    const built = builtAt();
    if (!built) return null;
    const render = await rendererOf(built);
    if (!render) return null;
    const key = createHash('sha256').update(`${language}\n${url}\n${cookieConsent ?? ''}\n`).update(routeDataJson).digest('base64url');
    const known = keep ? kept.get(key) : undefined;
    if (known !== undefined) return known.markup;
    let markup: string | null = null;
    try {
      markup = await render({ url, language, routeData, cookieConsent });
    } catch (error) {
      logger.warn({ err: error, url }, 'first screen not rendered; the page paints in the browser');
    }
    if (keep) kept.set(key, { markup });
    return markup;
  };
}
