import { mailAnswer, mailRequest } from '@estancia/resort-contract';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from './mailer.ts';

/** POST mail (spec 000 §7 "POST to the mail service"). */
export const mailRoute = bearerRoute(['mail'], 'post /mail', {
  summary: 'Send a mail',
  description:
    'Sends an HTML message over SMTP: contact messages, registration and recovery mails. from ' +
    'defaults to the server\'s sender; to may be one address or a list; bcc recipients are not ' +
    'shown to the others. Answers once the SMTP server has accepted the message.',
  body: mailRequest,
  responses: answers(200, 'Accepted by the SMTP server', mailAnswer, { 400: 'Invalid message (the message names the field)', 502: 'mail_failed: the SMTP server refused the message or could not be reached' }),
});

export function registerMailRoutes(app: ApiApp, deps: { mailer: Mailer; logger: Logger }): void {
  app.openapi(mailRoute, async (c) => {
    const message = c.req.valid('json');
    const recipients = message.to.length + message.bcc.length;
    try {
      const sent = await deps.mailer.send(message);
      deps.logger.info({ messageId: sent.messageId, recipients, accepted: sent.accepted }, 'mail sent');
    } catch (cause) {
      // The error handler logs it with the SMTP error as its cause; the answer leaves that out
      // (it may name hosts and accounts).
      throw new ApiError(502, 'mail_failed', 'The mail could not be sent', { cause });
    }
    return c.json(mailAnswer.parse({ data: [{ response: true }] }), 200);
  });
}
