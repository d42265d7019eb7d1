import { type Principal, isStaffOf } from '../http/principal.ts';

/**
 * Who may act on a client's holds and read them (spec 002 §4 "The client opens the channel with
 * a message carrying id_client"): the public site token speaks for any client (the gateway calls
 * on its visitors' behalf); a session token only for its own entity of this company.
 */
export function maySpeakFor(principal: Principal, companyCode: string, clientId: number): boolean {
  if (principal.kind === 'site') return true;
  return principal.companyCode === companyCode && principal.entityId === clientId;
}

/** Whose orders a purchase release may sell a client's holds to: the client's own, or any of the company's. */
export type OrderScope = 'own' | 'any';

/**
 * spec 002 §4 comprar_prod ties held seats to an order. A customer's session sells only to its own
 * orders: another customer's paid order would otherwise carry seats it never bought. Staff sell at
 * the desk to a walk-in's or any customer's order (spec 002 §6), and the public site token, which
 * speaks for any client, is trusted alike.
 */
export function orderScopeOf(principal: Principal, companyCode: string): OrderScope {
  return principal.kind === 'site' || isStaffOf(principal, companyCode) ? 'any' : 'own';
}
