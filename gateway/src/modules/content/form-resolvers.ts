import { contactMessageSchema, testimonialSchema } from '@estancia/validation';
import { ERROR_REPORT_LIMITS } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { sendMail } from '../../mail/send.ts';
import { renderMail } from '../../mail/template.ts';
import { userError, validate } from '../../kernel/user-errors.ts';
import { CONTACT_SUBJECT_PREFIX, label } from '../../kernel/labels.ts';
import { postErrorReport, postTestimonial } from './upstream.ts';

/** One submission from the caller's address, or the user error that says to wait. */
async function allowance(ctx: GatewayContext) {
  return (await ctx.deps.formLimiter.take(ctx.clientAddress)) ? null : [userError(ctx, 'TOO_MANY_ATTEMPTS')];
}

export const contentFormResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: async (_root, { input }, ctx) => {
      const checked = validate(ctx, contactMessageSchema, input);
      if (!checked.ok) return { sent: false, userErrors: checked.errors };
      const refused = await allowance(ctx);
      if (refused) return { sent: false, userErrors: refused };
      const { name, email, subject, message } = checked.value;
      const language = ctx.language;
      const title = label('contactFormTitle', language);
      // spec 000 §7: to the address typed, a copy to the resort; the subject is a prefix and the
      // localized form title; the body an HTML table of name, e-mail, subject and message.
      const html = renderMail({
        language,
        heading: title,
        paragraphs: [label('contactIntro', language)],
        table: [
          [label('name', language), name],
          [label('email', language), email],
          [label('subject', language), subject],
          [label('message', language), message],
        ],
        footer: label('mailFooter', language),
      });
      try {
        await sendMail(ctx.api, { to: email, bcc: ctx.deps.config.CONTACT_MAIL_TO, subject: `${CONTACT_SUBJECT_PREFIX} ${title}`, html });
      } catch (error) {
        // spec 000 §8: a failed send is logged; the form keeps what was typed.
        ctx.deps.logger.error({ err: error }, 'contact message not sent');
        return { sent: false, userErrors: [userError(ctx, 'CONNECTION_PROBLEM')] };
      }
      return { sent: true, userErrors: [] };
    },
    submitTestimonial: async (_root, { input }, ctx) => {
      const checked = validate(ctx, testimonialSchema, input);
      if (!checked.ok) return { submitted: false, userErrors: checked.errors };
      const refused = await allowance(ctx);
      if (refused) return { submitted: false, userErrors: refused };
      const { name, email, location, message } = checked.value;
      try {
        // spec 000 §4: stored under review; spec 000 §7: then a mail.
        await postTestimonial(ctx.api, {
          companycode: ctx.api.companyCode,
          info: { type: 'testimony', status: 'under_review', language: ctx.language },
          content: [{ name, email, address: location ?? '', message }],
        });
      } catch (error) {
        ctx.deps.logger.error({ err: error }, 'testimonial not stored');
        return { submitted: false, userErrors: [userError(ctx, 'CONNECTION_PROBLEM')] };
      }
      const language = 'pt';
      const html = renderMail({
        language,
        heading: label('testimonialTitle', language),
        paragraphs: [label('testimonialIntro', language)],
        table: [
          [label('name', language), name],
          [label('email', language), email],
          [label('location', language), location ?? ''],
          [label('message', language), message],
        ],
        footer: label('mailFooter', language),
      });
      // The testimonial is stored: a notice that fails to leave is logged, not the visitor's problem.
      await sendMail(ctx.api, { to: ctx.deps.config.CONTACT_MAIL_TO, subject: `${CONTACT_SUBJECT_PREFIX} ${label('testimonialTitle', language)}`, html }).catch(
        (error: unknown) => ctx.deps.logger.error({ err: error }, 'testimonial notice not sent'),
      );
      return { submitted: true, userErrors: [] };
    },
    reportClientError: async (_root, { input }, ctx) => {
      const message = input.message.trim();
      if (!message || message.length > ERROR_REPORT_LIMITS.msg) {
        throw createGraphQLError(`message must be 1 to ${ERROR_REPORT_LIMITS.msg} characters`, { extensions: { code: 'BAD_USER_INPUT', field: ['input', 'message'] } });
      }
      const details = input.details ?? '';
      if (details.length > ERROR_REPORT_LIMITS.object) {
        throw createGraphQLError(`details must be at most ${ERROR_REPORT_LIMITS.object} characters`, { extensions: { code: 'BAD_USER_INPUT', field: ['input', 'details'] } });
      }
      let object: unknown = details;
      try {
        object = details ? JSON.parse(details) : undefined;
      } catch {
        // Not JSON: kept as the text it is.
      }
      await postErrorReport(ctx.api, { error: { msg: message, object: { ...(typeof object === 'object' && object !== null ? object : { details: object }), language: ctx.language } } });
      return { recorded: true };
    },
  },
};
