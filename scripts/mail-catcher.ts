/**
 * Runs the development mail catcher on its own: SMTP on MAIL_CATCHER_SMTP_PORT (1025) and its web
 * view on MAIL_CATCHER_HTTP_PORT (8025). `npm start` starts one itself; the end-to-end tests use
 * this script.
 */
import { startMailCatcher } from './lib/mail-catcher.ts';

const catcher = await startMailCatcher({
  smtpPort: Number(process.env['MAIL_CATCHER_SMTP_PORT'] ?? 1025),
  httpPort: Number(process.env['MAIL_CATCHER_HTTP_PORT'] ?? 8025),
});
console.log(`mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, messages at http://127.0.0.1:${catcher.httpPort}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void catcher.close().then(() => process.exit(0)));
