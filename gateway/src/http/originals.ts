import type { IncomingMessage, ServerResponse } from 'node:http';
import { ORIGINAL_PREFIXES } from '../kernel/originals.ts';
import { type UpstreamProxyDeps, allowReadOnly, guarded, json, passThrough } from '../upstream/proxy.ts';

/**
 * GET /images/… and GET /docs/…: the resort's original pictures and its documents (spec 000 §2:
 * documents to download on pages, articles, press items and galleries; the gallery's lightbox),
 * at the same paths as the content links them, so `Image.url` and `Document.url` are addresses
 * the browser opens as they are. Browsers never talk to the resort API: this streams its answer
 * through, with its type, length, file name and caching headers.
 *
 * Only a strict shape of path goes up, exactly as received: `/`-separated segments of letters,
 * digits and `._~-`, none empty or starting with a dot. So no `..` (raw or percent-encoded: `%`
 * is refused), and nothing outside the two prefixes reaches the resort API with the site token.
 */

/** The longest path passed on (the resort API's own limit). */
const MAX_PATH_LENGTH = 512;
const ORIGINAL_PATH = /^\/(?:images|docs)(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/** Answer headers passed on: what a download and a browser cache need. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified'] as const;
/** Request headers passed on: revalidation. */
const FORWARDED_HEADERS = ['if-none-match'] as const;

/** Whether a request path (before any `?`) is one this handler answers: under /images/ or /docs/. */
export function isOriginalPath(path: string): boolean {
  return ORIGINAL_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The handler of GET (and HEAD) /images/… and /docs/…. */
export function originals(deps: UpstreamProxyDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return guarded(deps.logger, 'serving an original failed', async (req, res) => {
    if (!allowReadOnly(req, res)) return;
    // A query (a cache-buster) is not passed on: an original is named by its path alone.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.length > MAX_PATH_LENGTH || !ORIGINAL_PATH.test(path)) {
      return json(res, 400, {
        error: 'invalid path',
        message:
          'must be the path of a picture under /images/ or a document under /docs/: segments of letters, digits, ' +
          `".", "_", "~" or "-", none starting with a dot, at most ${MAX_PATH_LENGTH} characters`,
      });
    }
    await passThrough(deps, req, res, {
      // Relative to the API base, which may itself have a path.
      upstreamPath: path.slice(1),
      forwardHeaders: FORWARDED_HEADERS,
      passHeaders: PASSED_HEADERS,
      service: path.startsWith('/docs/') ? 'document service' : 'image service',
    });
  });
}
