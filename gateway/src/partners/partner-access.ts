import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { presentedKey, type Partner, type PartnerKeyVerifier } from './partner-keys.ts';

/** The partner each request was verified as (none for the website and anonymous callers). */
const partners = new WeakMap<Request, Partner>();

/** The partner whose valid key this request carries, or null. */
export function partnerOf(request: Request | undefined): Partner | null {
  return (request && partners.get(request)) ?? null;
}

/**
 * Names the partner a request acts for, once its key was verified elsewhere: graphql-ws builds a
 * request per subscription and skips `onRequest`, so http/subscriptions.ts verifies the socket's
 * key itself and marks each request it builds.
 */
export function grantPartner(request: Request, partner: Partner): void {
  partners.set(request, partner);
}

/** What envelop hands plugins as context: Yoga's, which carries the request. */
export function partnerOfContext(context: unknown): Partner | null {
  const request = context && typeof context === 'object' && 'request' in context ? context.request : undefined;
  // Not `instanceof Request`: the server adapter's requests may be its own Fetch implementation's.
  return request && typeof request === 'object' ? (partners.get(request as Request) ?? null) : null;
}

function refusal(fetchAPI: { Response: typeof Response }, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * Partner keys: a request to /graphql that presents a key (`X-Api-Key` or `Authorization:
 * Bearer`) is verified before anything else; a wrong or revoked key is answered 401 at once, so a
 * partner never mistakes a typo for anonymous access. A verified request may send documents and
 * introspect (app.ts), and is charged to the key's budget (cost-budget.ts).
 */
export function usePartnerAccess(verifier: PartnerKeyVerifier, logger: Logger): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.endsWith('/graphql')) return;
      const key = presentedKey(request.headers);
      if (key === null) return;
      let partner: Partner | null;
      try {
        partner = await verifier.verify(key);
      } catch (error) {
        logger.error({ err: error }, 'partner key verification failed');
        return endResponse(
          refusal(fetchAPI, 503, 'PARTNER_KEY_UNVERIFIED', 'The partner key could not be verified just now; try again shortly.', { 'retry-after': '5' }),
        );
      }
      if (!partner) {
        return endResponse(
          refusal(fetchAPI, 401, 'INVALID_API_KEY', 'The partner key is not valid: it is mistyped or was revoked. Send it as "X-Api-Key: <key>" or "Authorization: Bearer <key>".', {
            'www-authenticate': 'Bearer realm="estancia-graphql", error="invalid_token"',
          }),
        );
      }
      partners.set(request, partner);
    },
  };
}
