import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from '../config.ts';
import type { HeldTapsScript } from './first-paint/held-taps.ts';

/** A Host header as a browser sends it: a name or address and maybe a port, nothing else. */
const HOST = /^[\w.-]+(:\d{1,5})?$|^\[[\da-f:.]+\](:\d{1,5})?$/i;

/** The socket origins of this host, for subscriptions (graphql-ws) from the page. */
function socketSources(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return HOST.test(host) ? ` ws://${host} wss://${host}` : '';
}

/**
 * The website's Content-Security-Policy. Scripts come only from the site's own files (Vite emits
 * the entry as an external module; the JSON data blocks in the page are not executed, so they need
 * no hash), and the one inline script of a server-rendered page, which holds the visitor's taps
 * until the page is live (first-paint/held-taps.ts), by its hash. Styles allow 'unsafe-inline' because index.html carries the entry screen's critical
 * CSS in a <style> element that paints before any file arrives, and the page heads may add more:
 * inline style cannot run code, so this weakens nothing the script rule protects. Pictures: the
 * site's own (/media/image, /images) plus those an editor links in rich text (any https host).
 * Frames: the embedded videos (YouTube without cookies, Vimeo), the OpenStreetMap contact map and
 * the virtual tour, whose address the site settings give, so any https page.
 */
function siteCsp(req: IncomingMessage, secure: boolean, inlineScript: string | null): string {
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScript ? ` ${inlineScript}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    `connect-src 'self'${socketSources(req)}`,
    'frame-src https:',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * GraphiQL's page inlines its script and styles (so it needs no CDN) and runs its editor's
 * workers from blob: URLs: it gets its own, looser policy, still with no framing, no plugins and
 * no other origins to talk to.
 */
function graphiqlCsp(req: IncomingMessage): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    `connect-src 'self'${socketSources(req)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Features no page of the site uses, refused for it and every frame in it. Fullscreen, autoplay
 * and picture-in-picture stay allowed: the embedded videos use them. The camera is the site's own
 * only (never a frame's): the desk's check-in reads a receipt's QR code with it, when the clerk asks.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Sets the headers every answer carries: no MIME sniffing, no framing, a strict referrer, the
 * Content-Security-Policy and Permissions-Policy, and HSTS where the site is served over HTTPS
 * (COOKIE_SECURE). One place for all answers, so no route can forget them.
 */
export function securityHeaders(config: Pick<GatewayConfig, 'COOKIE_SECURE' | 'GRAPHIQL'>, graphqlPath: string, heldTaps: HeldTapsScript) {
  // The site's policy is a function of the Host and the build's script hash, the same on nearly
  // every request: it is written once per pair, not joined from its parts on each answer. The
  // Host is the caller's, so the pairs kept are few.
  const sitePolicies = new LRUCache<string, string>({ max: 32 });
  const sitePolicy = (req: IncomingMessage) => {
    const inlineScript = heldTaps.source();
    const key = `${req.headers.host ?? ''} ${inlineScript ?? ''}`;
    let policy = sitePolicies.get(key);
    if (policy === undefined) sitePolicies.set(key, (policy = siteCsp(req, config.COOKIE_SECURE, inlineScript)));
    return policy;
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    res.setHeader('x-frame-options', 'DENY');
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    const graphiql = config.GRAPHIQL && (req.url ?? '/').split('?')[0] === graphqlPath;
    res.setHeader('content-security-policy', graphiql ? graphiqlCsp(req) : sitePolicy(req));
    // Two years, the preload list's minimum; only over HTTPS, where browsers honour it.
    if (config.COOKIE_SECURE) res.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
  };
}
