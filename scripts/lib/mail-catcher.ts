import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The envelope's recipients: `to`, `cc` and the blind copies. */
  recipients: string[];
  subject: string;
  html: string;
  text: string;
  receivedAt: string;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  messages: CaughtMail[];
  close(): Promise<void>;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A development mail catcher: an SMTP server that accepts every message and keeps it in memory,
 * and a small web view of what arrived (`/` lists them, `/messages` as JSON, `/messages/{n}`
 * shows one). `npm start` and the end-to-end tests point resort-api's SMTP_URL at it.
 */
export async function startMailCatcher(options: { smtpPort: number; httpPort: number; host?: string }): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            messages.push({
              from: mail.from?.address ?? '',
              to: (mail.to ?? []).map((a) => a.address ?? '').filter(Boolean),
              // Everyone the message was delivered to, the blind copies included.
              recipients: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              html: mail.html ?? '',
              text: mail.text ?? '',
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, host, () => resolve());
  });

  const web: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(JSON.stringify(messages));
    }
    const one = /^\/messages\/(\d+)$/.exec(path);
    if (one) {
      const mail = messages[Number(one[1])];
      res.writeHead(mail ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(mail ? mail.html || `<pre>${escapeHtml(mail.text)}</pre>` : 'not found');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const rows = messages
      .map((m, i) => `<li><a href="/messages/${i}">${escapeHtml(m.subject)}</a> → ${escapeHtml(m.to.join(', '))} <small>${m.receivedAt}</small></li>`)
      .reverse()
      .join('');
    res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail catcher</title><h1>Mail sent by estancia</h1><ul>${rows || '<li>Nothing yet.</li>'}</ul>`);
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(options.httpPort, host, () => resolve());
  });

  return {
    smtpPort: (smtp.server.address() as AddressInfo).port,
    httpPort: (web.address() as AddressInfo).port,
    messages,
    close: async () => {
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
