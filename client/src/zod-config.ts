import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it can, and finds out whether it can by
 * trying once. The site's Content-Security-Policy forbids eval (script-src 'self'), so that probe
 * would be reported as a violation on every page that validates a form: parse without it.
 * Imported first by the forms' rules (components/forms/form-rules.ts, which bring zod to the
 * browser) and by the server render (entry-server.tsx), before any schema parses.
 */
z.config({ jitless: true });
