import { testimonialPostAnswer, testimonialPostBody } from '@estancia/resort-contract';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import type { Logger } from '../logger.ts';
import { toContentItem } from './content.answer.ts';
import { NEW_TESTIMONIAL_STATUS, createTestimonial } from './testimonial.repository.ts';

/** POST web/content with a testimonial (spec 000 §7, §2 "Testimonial form"). */
export const testimonialPostRoute = bearerRoute(['content'], 'post /web/content', {
  summary: 'Leave a testimonial',
  description:
    'Stores a visitor\'s testimonial (name, e-mail, optional location, a message of at most 400 ' +
    `characters) as a content item of type testimony with status ${NEW_TESTIMONIAL_STATUS}, whatever ` +
    'info.status says: staff accept it before it is shown (spec 000 §4). Answers the stored item.',
  body: testimonialPostBody,
  responses: answers(201, 'Stored, under review', testimonialPostAnswer, { 400: 'Invalid testimonial (the message names the field)', 404: 'Unknown company code' }),
});

export function registerTestimonialRoutes(app: ApiApp, deps: { db: Db; logger: Logger; now: () => Date }): void {
  app.openapi(testimonialPostRoute, async (c) => {
    const body = c.req.valid('json');
    const companyCode = await requireCompany(deps.db, body.companycode);
    const row = await createTestimonial(deps.db, companyCode, body, deps.now());
    deps.logger.info({ contentId: row.id }, 'testimonial received');
    return c.json(testimonialPostAnswer.parse({ data: [toContentItem(row)] }), 201);
  });
}
