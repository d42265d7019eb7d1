import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'estancia_session';
/** How long a session lasts without signing in again (the resort API's sessions last as long). */
export const SESSION_DAYS = 30;

export function readSessionCookie(headers: Headers): string | null {
  const header = headers.get('cookie');
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] ?? null;
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
