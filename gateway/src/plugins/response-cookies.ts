import type { Plugin } from 'graphql-yoga';

/**
 * Cookies a resolver asks to set (sign-in, sign-out), written on the HTTP response. Keyed by the
 * request, which is what both the context factory and `onResponse` see.
 */
const pending = new WeakMap<Request, string[]>();

export function cookieJarFor(request: Request): (cookie: string) => void {
  return (cookie) => {
    const list = pending.get(request) ?? [];
    list.push(cookie);
    pending.set(request, list);
  };
}

export function useResponseCookies(): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
      pending.delete(request);
    },
  };
}
