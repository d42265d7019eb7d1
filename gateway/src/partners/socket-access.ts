import type { HeaderReader } from '../kernel/header-reader.ts';
import type { Logger } from '../logger.ts';
import { presentedKey, type Partner } from './partner-keys.ts';

/** The connection_init payload field a partner's key travels in: browsers cannot set headers on a WebSocket. */
export const SOCKET_KEY_PARAM = 'partnerKey';

/**
 * The key a socket presents: `partnerKey` in graphql-ws's connection_init payload, else the
 * upgrade request's `X-Api-Key` or `Authorization: Bearer` (servers can send headers). Null when
 * neither; a payload value that is not a string counts as a (bad) key, as an empty header does
 * over HTTP, so a caller who meant to send one hears that it was wrong.
 */
export function presentedSocketKey(params: Readonly<Record<string, unknown>> | undefined, headers: HeaderReader): string | null {
  if (params && SOCKET_KEY_PARAM in params) {
    const value = params[SOCKET_KEY_PARAM];
    return typeof value === 'string' ? value.trim() : '';
  }
  return presentedKey(headers);
}

/** How a socket is closed when its key does not let it in (graphql-ws closes auth failures with 4403). */
export interface SocketRefusal {
  code: number;
  reason: string;
}

/** A wrong or revoked key: never served as keyless (the same rule as HTTP's 401). */
export const KEY_NOT_RECOGNISED: SocketRefusal = { code: 4403, reason: 'Forbidden: partner key not recognised (mistyped or revoked).' };
/** The resort API could not say: 1013 Try Again Later, which graphql-ws clients retry. */
export const KEY_UNVERIFIED: SocketRefusal = { code: 1013, reason: 'The partner key could not be verified just now; try again shortly.' };

export type SocketAccess = { ok: true; partner: Partner | null } | { ok: false; refusal: SocketRefusal };

/** The partner a socket acts for (null: it presents no key), or why it must close. */
export async function socketAccess(verify: (key: string) => Promise<Partner | null>, key: string | null, logger: Logger): Promise<SocketAccess> {
  if (key === null) return { ok: true, partner: null };
  let partner: Partner | null;
  try {
    partner = await verify(key);
  } catch (error) {
    logger.error({ err: error }, 'partner key verification failed');
    return { ok: false, refusal: KEY_UNVERIFIED };
  }
  return partner ? { ok: true, partner } : { ok: false, refusal: KEY_NOT_RECOGNISED };
}
