import type { ProfileName } from '@estancia/resort-contract';
import { ApiError } from './api-error.ts';

/**
 * Who a call is made by, resolved from its bearer token (spec 000 §6): the fixed public site token
 * (visitors' calls, made on their behalf by the gateway), or the session token of a logged-in
 * customer (Cliente) or staff member (Colaborador), which replaces the public one.
 */
export type Principal = SitePrincipal | UserPrincipal;

export interface SitePrincipal {
  kind: 'site';
}

export interface UserPrincipal {
  kind: 'user';
  /** The entity (user) the session belongs to. */
  entityId: number;
  profile: ProfileName;
  companyCode: string;
  /** The session itself: logout and password changes need to know which one is the caller's. */
  sessionId: number;
}

/** Turns a bearer token into a principal, or null when the token means nothing to it. */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

/** The first resolver that recognises the token wins. */
export function anyOf(...resolvers: PrincipalResolver[]): PrincipalResolver {
  return async (token) => {
    for (const resolve of resolvers) {
      const principal = await resolve(token);
      if (principal) return principal;
    }
    return null;
  };
}

/** A logged-in user of the company, or 403: the call is about someone's own data. */
export function requireUser(principal: Principal, action: string): UserPrincipal {
  if (principal.kind !== 'user') throw new ApiError(403, 'forbidden', `${action} needs a session token`);
  return principal;
}

/**
 * Whether the principal may act on the entity: the entity itself, or staff of the same company
 * (spec 000 §6: a Cliente reaches only their own account and purchase history).
 */
export function mayActFor(principal: Principal, companyCode: string, entityId: number): boolean {
  if (principal.kind !== 'user' || principal.companyCode !== companyCode) return false;
  return principal.entityId === entityId || principal.profile === 'Colaborador';
}

/** Whether the principal is staff (Colaborador) of the company. */
export function isStaffOf(principal: Principal, companyCode: string): boolean {
  return principal.kind === 'user' && principal.companyCode === companyCode && principal.profile === 'Colaborador';
}

/** mayActFor, or 403. */
export function requireSelfOrStaff(principal: Principal, companyCode: string, entityId: number, what: string): void {
  if (!mayActFor(principal, companyCode, entityId)) {
    throw new ApiError(403, 'forbidden', `Only the customer themselves or staff may ${what}`);
  }
}
