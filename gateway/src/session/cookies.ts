import { parse, serialize } from 'cookie';
import type { HeaderReader } from '../kernel/header-reader.ts';

export const SESSION_COOKIE = 'estancia_session';
/** How long a session lasts without signing in again (the resort API's sessions last as long). */
export const SESSION_DAYS = 30;

/** The session cookie of a `Cookie` header, valid or not; null when it carries none. */
export function sessionCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader)[SESSION_COOKIE] ?? null;
}

export function readSessionCookie(headers: HeaderReader): string | null {
  return sessionCookieOf(headers.get('cookie'));
}

/** httpOnly: scripts cannot read it; SameSite=Lax: other sites' requests do not carry it. */
export function sessionCookie(value: string, secure: boolean): string {
  return serialize(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearedSessionCookie(secure: boolean): string {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}
