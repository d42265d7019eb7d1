/**
 * The attribute of `#root` that says the server rendered the first screen into it, and in which
 * language (gateway/src/http/first-paint/first-screen.ts writes it; main.tsx hydrates that markup).
 */
export const SERVER_RENDERED = 'data-server-rendered';
