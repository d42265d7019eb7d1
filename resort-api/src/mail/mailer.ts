import type { MailMessage } from '@estancia/resort-contract';
import { createTransport } from 'nodemailer';

/** Sends one message; rejects when the SMTP server refuses it or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string; accepted: number }>;
}

export interface SmtpSettings {
  /** smtp://host:port or smtps://user:pass@host:port */
  smtpUrl: string;
  /** The sender of messages without a from. */
  mailFrom: string;
}

/**
 * Mail over SMTP with nodemailer (design.md "Mail goes out over SMTP"). One transport, one
 * connection per message: the volume (registrations, recoveries, contact messages) is small, and
 * nothing is left open when the process stops. Timeouts are short so an unreachable server fails
 * the call in seconds rather than minutes.
 */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = createTransport(
    {
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: settings.mailFrom },
  );
  return {
    async send(message) {
      const info = await transport.sendMail({
        ...(message.from ? { from: message.from } : {}),
        to: message.to,
        ...(message.bcc.length > 0 ? { bcc: message.bcc } : {}),
        subject: message.subject,
        html: message.html,
      });
      return { messageId: info.messageId, accepted: info.accepted.length };
    },
  };
}
