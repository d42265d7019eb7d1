import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The built website (client/dist): hashed assets cached for a year, index.html never cached, and
 * every unknown path answered with index.html so the client's router decides (spec 000 §2:
 * unknown paths redirect to /).
 */
export function staticSite(dir: string): Handler | null {
  if (!existsSync(`${dir}/index.html`)) return null;
  return sirv(dir, {
    single: true,
    etag: true,
    // The build writes .br and .gz beside every text asset (client/vite.config.ts): sirv sends
    // the one the browser accepts, with `vary: accept-encoding`, at no CPU cost per request.
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
