import type { Plugin } from 'graphql-yoga';

function refusal(fetchAPI: { Response: typeof Response }, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * How operations may arrive over HTTP. A POST body must be JSON: a form (urlencoded or multipart)
 * or text body is what another site's page can make a browser send without a preflight, so it
 * is refused outright rather than left to the CSRF header check. A GET may carry a persisted
 * operation id only, never a document: a link or an <img> must not run an arbitrary query (and
 * Yoga already refuses mutations over GET). GraphiQL's page (a GET for text/html) is untouched.
 */
export function useHttpMethods(): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.endsWith('/graphql')) return;
      if (request.method === 'POST') {
        const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
        if (type === 'application/json' || type === 'application/graphql-response+json') return;
        return endResponse(refusal(fetchAPI, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send operations as a JSON body (content-type: application/json).'));
      }
      if (request.method === 'GET' && url.searchParams.get('query') && !(request.headers.get('accept') ?? '').includes('text/html')) {
        return endResponse(
          refusal(fetchAPI, 405, 'GET_DOCUMENT_NOT_ALLOWED', 'A GET request may carry a persisted operation id only: POST documents as JSON.', { allow: 'POST' }),
        );
      }
    },
  };
}
