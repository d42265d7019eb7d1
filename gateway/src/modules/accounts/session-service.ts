import { transformPassword, type UserInfo } from '@estancia/resort-contract';
import { loginSchema } from '@estancia/validation';
import type { UserError } from '../../__generated__/resolvers-types.ts';
import { bindSession, type GatewayContext } from '../../kernel/context.ts';
import { clearedSessionCookie, SESSION_DAYS, sessionCookie } from '../../session/cookies.ts';
import { deviceCookie, deviceNonceOf } from '../../session/device-cookie.ts';
import type { SessionClaims } from '../../session/seal.ts';
import { UpstreamUnavailableError } from '../../upstream/errors.ts';
import { postLogin, postLogout } from './upstream.ts';
import { userError, validate } from '../../kernel/user-errors.ts';

export function roleOf(profile: UserInfo['profile']): SessionClaims['role'] {
  return profile === 'Colaborador' ? 'STAFF' : 'CUSTOMER';
}

export type CredentialCheck = { ok: true; userInfo: UserInfo; token: string } | { ok: false; error: UserError };

/**
 * Checks a username and password with the resort API, under the sign-in limits: the attempt takes
 * its allowance before the password is checked (so a burst of concurrent attempts gets no more
 * checks than the allowance), past it the answer is TOO_MANY_ATTEMPTS whatever the password, and
 * each wrong password keeps its count. A browser's device cookie for the account is counted on its
 * own (security/login-limiter.ts).
 */
export async function checkCredentials(ctx: GatewayContext, username: string, password: string, wrongCode: 'WRONG_CREDENTIALS' | 'WRONG_PASSWORD'): Promise<CredentialCheck> {
  const device = deviceNonceOf(ctx.cookieHeader, username, ctx.deps.sealer, ctx.deps.now());
  const gate = await ctx.deps.loginLimiter.attempt(username, ctx.clientAddress, device);
  if (!gate.allowed) return { ok: false, error: userError(ctx, 'TOO_MANY_ATTEMPTS') };
  let answer;
  try {
    answer = await postLogin(ctx.api, username, await transformPassword(password));
  } catch (error) {
    // Not a wrong password: the point it took is given back.
    await gate.release();
    if (error instanceof UpstreamUnavailableError) return { ok: false, error: userError(ctx, 'CONNECTION_PROBLEM') };
    throw error;
  }
  if (answer.token === false) {
    ctx.deps.logger.info({ address: ctx.clientAddress, device: device !== null }, 'sign-in refused: wrong credentials');
    return { ok: false, error: userError(ctx, wrongCode, wrongCode === 'WRONG_PASSWORD' ? ['currentPassword'] : []) };
  }
  await gate.succeeded();
  return { ok: true, userInfo: answer.user_info, token: answer.token };
}

/** spec 000 §4: sign-in. The session goes into the sealed httpOnly cookie, never to the browser's scripts. */
export async function logIn(ctx: GatewayContext, input: unknown): Promise<{ userErrors: UserError[] }> {
  const valid = validate(ctx, loginSchema, input);
  if (!valid.ok) return { userErrors: valid.errors };
  const check = await checkCredentials(ctx, valid.value.username, valid.value.password, 'WRONG_CREDENTIALS');
  if (!check.ok) return { userErrors: [check.error] };
  const claims: SessionClaims = {
    token: check.token,
    accountId: check.userInfo.id,
    role: roleOf(check.userInfo.profile),
    expiresAt: ctx.deps.now().getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000,
  };
  ctx.setCookie(sessionCookie(ctx.deps.sealer.seal(claims), ctx.deps.config.COOKIE_SECURE));
  // This browser is now known for the account: its later sign-ins to it pass the address's limit.
  ctx.setCookie(deviceCookie(valid.value.username, ctx.deps.sealer, ctx.deps.now(), ctx.deps.config.COOKIE_SECURE));
  bindSession(ctx, claims);
  return { userErrors: [] };
}

/** Signs out: the upstream session is revoked and the cookie cleared, whatever state it was in. */
export async function logOut(ctx: GatewayContext): Promise<void> {
  const session = ctx.session;
  ctx.setCookie(clearedSessionCookie(ctx.deps.config.COOKIE_SECURE));
  bindSession(ctx, null);
  if (!session) return;
  try {
    await postLogout(ctx.api, session.token);
  } catch (error) {
    // The cookie is gone either way; an upstream session left behind expires on its own.
    ctx.deps.logger.warn({ err: error }, 'upstream sign-out failed');
  }
}

/** A session the resort API no longer honours (expired, revoked): forget it for this browser. */
export function dropStaleSession(ctx: GatewayContext): void {
  ctx.setCookie(clearedSessionCookie(ctx.deps.config.COOKIE_SECURE));
  bindSession(ctx, null);
}
