import { escapeUTF8 } from 'entities';
import { jsonLdScript } from './json-ld.ts';
import type { PageHead } from './page-head.ts';
import { OG_LOCALE, SITE_LANGUAGES, siteAddress } from './site-addresses.ts';

/**
 * Writes a page's head into the built website's `index.html` (client/dist), leaving the build's
 * script and style tags exactly as they are.
 *
 * Extension points: `headExtra` is markup added at the end of `<head>` (after the page's tags,
 * e.g. an image preload) and `bodyEnd` markup added at the end of `<body>` (e.g. the route's data
 * for the first paint). Both are written as given: whoever passes them escapes what they carry.
 */
export interface RenderOptions {
  /** Absolute address of the site (PUBLIC_SITE_URL), for canonical and alternate links. */
  siteUrl: string;
  /** The resort's name, for `og:site_name`. */
  siteName: string;
  headExtra?: string;
  bodyEnd?: string;
  /** The first screen's markup for `#root`, rendered in `language` (the browser hydrates it). */
  root?: { html: string; language: string };
}

/** `#root` as the built index.html has it: up to the `</div>` the `<noscript>` follows. */
const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/i;

/**
 * The website's start-up scripts as the build writes them: its entry and the modules preloaded
 * for it (the route's own come in `headExtra`).
 */
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/i;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/gi;
/** Starts the scripts of a rendered page once it has painted (client/public/first-screen.js). */
const FIRST_SCREEN_LOADER = '/first-screen.js';

/**
 * A page that comes rendered paints with its styles and its largest picture, not with its
 * scripts, which only take it over; on a phone's link they would share the bandwidth with what
 * the visitor waits for. Their tags make way for the loader that asks for them once the page has
 * painted: the same entry and preloads, later.
 */
function scriptsAfterPaint(html: string): string {
  const preloads: string[] = [];
  let entry: string | null = null;
  const rest = html
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entry = src;
      return '';
    });
  if (entry === null) return html;
  const loader = `<script defer src="${FIRST_SCREEN_LOADER}" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return rest.replace(/[ \t]*<\/head>/i, (end) => `    ${loader}\n${end}`);
}

/** The attribute that tells the browser the server rendered `#root` (client/src/first-screen.ts). */
const SERVER_RENDERED = 'data-server-rendered';

const attr = (value: string) => escapeUTF8(value);

/**
 * Marks the tags the website renders again itself once it runs (client/src/main.tsx removes them
 * with the title, so a page never carries two descriptions that drift apart as the visitor moves on).
 */
export const CLIENT_RENDERED = 'data-server-head';

/** The tags of a page's head, each on its own line. */
export function headTags(head: PageHead, options: Pick<RenderOptions, 'siteUrl' | 'siteName'>): string[] {
  const tags = [`<meta name="description" content="${attr(head.description)}" ${CLIENT_RENDERED}>`];
  if (head.path === null) tags.push('<meta name="robots" content="noindex">');
  const url = head.path === null ? null : siteAddress(options.siteUrl, head.path, head.language);
  if (head.path !== null && url) {
    tags.push(`<link rel="canonical" href="${attr(url)}">`);
    for (const language of SITE_LANGUAGES) {
      tags.push(`<link rel="alternate" hreflang="${language}" href="${attr(siteAddress(options.siteUrl, head.path, language))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${attr(siteAddress(options.siteUrl, head.path, 'pt'))}">`);
  }
  tags.push(
    `<meta property="og:type" content="${head.type === 'article' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${attr(options.siteName)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[head.language]}">`,
    `<meta property="og:title" content="${attr(head.title)}" ${CLIENT_RENDERED}>`,
    `<meta property="og:description" content="${attr(head.description)}" ${CLIENT_RENDERED}>`,
  );
  if (url) tags.push(`<meta property="og:url" content="${attr(url)}">`);
  if (head.image) tags.push(`<meta property="og:image" content="${attr(head.image)}" ${CLIENT_RENDERED}>`);
  tags.push(
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${attr(head.title)}">`,
    `<meta name="twitter:description" content="${attr(head.description)}">`,
  );
  if (head.image) tags.push(`<meta name="twitter:image" content="${attr(head.image)}">`);
  for (const data of head.jsonLd) tags.push(jsonLdScript(data));
  return tags;
}

/**
 * The page: `<html lang>`, the title replaced, the head's tags then `headExtra` before `</head>`,
 * `#root`'s contents replaced by `root`, `bodyEnd` before `</body>`. Replacements go through functions, so `$` in a text is never read
 * as a replacement pattern.
 */
export function renderSiteHtml(template: string, head: PageHead, options: RenderOptions): string {
  const tags = headTags(head, options).map((tag) => `    ${tag}\n`).join('');
  const title = `<title>${escapeUTF8(head.title)}</title>`;
  let html = template.replace(/<html\b[^>]*>/i, () => `<html lang="${head.language}">`);
  html = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `    ${title}\n  </head>`);
  html = html.replace(/[ \t]*<\/head>/i, () => `${tags}${options.headExtra ? `    ${options.headExtra}\n` : ''}  </head>`);
  const root = options.root;
  if (root) {
    html = html.replace(ROOT_ELEMENT, () => `<div id="root" ${SERVER_RENDERED}="${attr(root.language)}">${root.html}</div>`);
    html = scriptsAfterPaint(html);
  }
  if (options.bodyEnd) html = html.replace(/<\/body>/i, () => `    ${options.bodyEnd}\n  </body>`);
  return html;
}
