import type { Plugin } from 'graphql-yoga';

/** The header the website (and GraphiQL) sends with every operation. */
export const CLIENT_HEADER = 'x-estancia-client';

/**
 * CSRF protection: a request that comes from a browser (it carries cookies, an Origin or
 * Sec-Fetch-Site) must carry the client header, which no other site can make a browser send
 * without a CORS preflight this gateway never grants. Server-to-server partners send no cookies
 * and are not affected.
 */
export function isBrowserRequest(headers: Headers): boolean {
  return headers.has('cookie') || headers.has('origin') || headers.has('sec-fetch-site');
}

export function useCsrfHeader(): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.endsWith('/graphql')) return;
      const wantsGraphiQL = request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
      if (wantsGraphiQL || !isBrowserRequest(request.headers) || request.headers.get(CLIENT_HEADER)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [
              {
                message: `Requests from a browser must send the ${CLIENT_HEADER} header.`,
                extensions: { code: 'CSRF_HEADER_REQUIRED' },
              },
            ],
          }),
          { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
  };
}
