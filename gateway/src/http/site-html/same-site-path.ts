/**
 * A Location for a redirect that stays on this site: the target resolved with the WHATWG URL
 * parser against the site's own origin, as a browser would resolve it, and answered as a path.
 * Leading slashes and backslashes collapse to one, before and after resolving: a path such as
 * `/%2e//evil.example/x` loses its dot segment only when resolved and would otherwise leave
 * `//evil.example/x`, which a client reads as another host; `/\evil.example` is the same for
 * browsers, which read `\` as `/`. A target on any other origin becomes the home page.
 */
export function sameSiteLocation(target: string, siteUrl: string): string {
  const origin = new URL(siteUrl).origin;
  let resolved: URL;
  try {
    resolved = new URL(collapseLeadingSlashes(target), origin);
  } catch {
    return '/';
  }
  if (resolved.origin !== origin) return '/';
  return `${collapseLeadingSlashes(resolved.pathname)}${resolved.search}${resolved.hash}`;
}

function collapseLeadingSlashes(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}
