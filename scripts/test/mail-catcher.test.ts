import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../lib/mail-catcher.ts';

/** Speaks just enough SMTP to hand over one message. */
function sendRaw(port: number, from: string, to: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(port, '127.0.0.1');
    const script = [`EHLO test`, `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${body}\r\n.`, 'QUIT'];
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\r\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (/^\d{3} /.test(line) && script.length) socket.write(`${script.shift()}\r\n`);
        if (line.startsWith('221')) resolve();
        if (/^[45]\d\d /.test(line)) reject(new Error(line));
      }
    });
    socket.on('error', reject);
  });
}

describe('the development mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(() => catcher.close());

  it('keeps what arrives over SMTP and lists it as JSON', async () => {
    const body = ['From: a@estancia.local', 'To: b@example.pt', 'Subject: Olá', 'Content-Type: text/html; charset=utf-8', '', '<p>Bem-vindo</p>'].join('\r\n');
    await sendRaw(catcher.smtpPort, 'a@estancia.local', 'b@example.pt', body);
    const listed = (await (await fetch(`http://127.0.0.1:${catcher.httpPort}/messages`)).json()) as { to: string[]; subject: string; html: string }[];
    expect(listed).toMatchObject([{ to: ['b@example.pt'], subject: 'Olá' }]);
    expect(listed[0]?.html).toContain('<p>Bem-vindo</p>');
  });
});
