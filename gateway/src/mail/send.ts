import { mailAnswer } from '@estancia/resort-contract';
import type { UpstreamReader } from '../upstream/reader.ts';

export interface OutgoingMail {
  to: string | string[];
  /** Copy recipients nobody else sees. */
  bcc?: string[];
  subject: string;
  html: string;
}

/** Sends a mail through the resort's mail service (spec 000 §7 "POST to the mail service"). */
export async function sendMail(api: UpstreamReader, mail: OutgoingMail): Promise<void> {
  const body = { to: mail.to, subject: mail.subject, html: mail.html, ...(mail.bcc?.length ? { bcc: mail.bcc } : {}) };
  await api.siteWrite('POST', 'mail', body, mailAnswer);
}
