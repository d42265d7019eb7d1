import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../kernel/context.ts';
import type { SessionClaims } from '../../session/seal.ts';

/**
 * spec 002 §6: only staff (Colaborador) may use the desk. The role comes from the sealed session
 * the gateway issued at login, never from the client; every desk field and mutation checks it.
 */
export function staffSession(ctx: GatewayContext): SessionClaims | null {
  return ctx.session?.role === 'STAFF' ? ctx.session : null;
}

/** The typed error desk queries answer anyone but staff with (`extensions.code` FORBIDDEN). */
export function forbidden() {
  return createGraphQLError('Only staff may use the desk', { extensions: { code: 'FORBIDDEN' } });
}
