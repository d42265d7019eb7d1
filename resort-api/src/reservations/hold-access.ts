import type { Principal } from '../http/principal.ts';

/**
 * Who may act on a client's holds and read them (spec 002 §4 "The client opens the channel with
 * a message carrying id_client"): the public site token speaks for any client (the gateway calls
 * on its visitors' behalf); a session token only for its own entity of this company.
 */
export function maySpeakFor(principal: Principal, companyCode: string, clientId: number): boolean {
  if (principal.kind === 'site') return true;
  return principal.companyCode === companyCode && principal.entityId === clientId;
}
