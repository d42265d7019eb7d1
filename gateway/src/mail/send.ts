import { mailAnswer } from '@estancia/resort-contract';
import type { UpstreamReader } from '../upstream/reader.ts';

/** Sends a mail through the resort's mail service (spec 000 §7 "POST to the mail service"). */
export async function sendMail(api: UpstreamReader, mail: { to: string; subject: string; html: string }): Promise<void> {
  await api.siteWrite('POST', 'mail', { to: mail.to, subject: mail.subject, html: mail.html }, mailAnswer);
}
