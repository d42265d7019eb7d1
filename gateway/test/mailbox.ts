import { inject } from 'vitest';

export interface Mail {
  to: string[];
  /** The envelope's recipients, blind copies included. */
  recipients: string[];
  subject: string;
  html: string;
  text: string;
}

/** Waits for a mail to `to` that arrived at the suite's SMTP catcher (the newest first). */
export async function waitForMail(to: string, options: { timeoutMs?: number; matching?: RegExp } = {}): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const mails = (await (await fetch(new URL('messages', inject('mailCatcherUrl')))).json()) as Mail[];
    const found = mails.reverse().find((m) => m.to.includes(to) && (!options.matching || options.matching.test(m.html)));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} arrived`);
}
