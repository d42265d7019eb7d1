import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { SessionSealer } from './seal.ts';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser keeps, per account, a sealed cookie naming that account and a
 * random nonce. A later sign-in to the same account that presents it is counted against that
 * cookie's own allowance instead of the client address's, so one person typing wrong passwords
 * behind a shared address (the resort's Wi-Fi, a hotel, a carrier's NAT) cannot lock out everyone
 * else behind it, nor the desk.
 */
export const DEVICE_COOKIE_PREFIX = 'estancia_device_';
/** Long-lived: a browser stays known for a year after its last successful sign-in. */
export const DEVICE_COOKIE_DAYS = 365;
/** Only the GraphQL endpoint reads it: pages and pictures never carry it. */
const DEVICE_COOKIE_PATH = '/graphql';

function cookieName(sealer: SessionSealer, account: string): string {
  return `${DEVICE_COOKIE_PREFIX}${sealer.accountTag(account)}`;
}

/**
 * The nonce of a valid device cookie for this account in a `Cookie` header; null when there is none,
 * or it is tampered with, expired or names another account.
 */
export function deviceNonceOf(cookieHeader: string | null, account: string, sealer: SessionSealer, now: Date): string | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader)[cookieName(sealer, account)];
  const claims = value ? sealer.unsealDevice(value, now) : null;
  return claims && claims.account === account ? claims.nonce : null;
}

/** A new device cookie for this account (a fresh nonce each successful sign-in, as OWASP issues it). httpOnly, SameSite=Lax. */
export function deviceCookie(account: string, sealer: SessionSealer, now: Date, secure: boolean): string {
  const maxAge = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
  const value = sealer.sealDevice({ account, nonce: randomBytes(16).toString('base64url'), expiresAt: now.getTime() + maxAge * 1000 });
  return serialize(cookieName(sealer, account), value, { httpOnly: true, sameSite: 'lax', secure, path: DEVICE_COOKIE_PATH, maxAge });
}
