/**
 * Who a call is made by, resolved from its bearer token (spec 000 §6). Today only the public site
 * token exists: visitors' calls, made on their behalf by the gateway. Customer and staff session
 * tokens (profile Cliente, Colaborador) join this union when login arrives, e.g.
 * `{ kind: 'user'; userId: number; companyCode: string; profile: 'Cliente' | 'Colaborador' }`.
 */
export type Principal = { kind: 'site' };

/** Turns a bearer token into a principal, or null when the token means nothing to it. */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;
