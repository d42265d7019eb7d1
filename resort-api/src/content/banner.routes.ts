import { bannerListAnswer } from '@estancia/resort-contract';
import { companyParams } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { commonErrorResponses, errorResponse } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { toBannerItem } from './banner.answer.ts';
import { listBanners } from './banner.repository.ts';

/** GET web/content/type/{companycode}/banner (spec 000 §7). */
export const listBannersRoute = bearerRoute(['content'], 'get /web/content/type/{companycode}/banner', {
  summary: 'Home page banners',
  description:
    'All banners of the company in slideshow order (info.order), with their publication window ' +
    '(info.date.published and info.date.avaiable): expired and scheduled banners are included, ' +
    'the reader decides what is shown (spec 000 §4).',
  params: companyParams,
  responses: {
    200: { description: 'The banners', content: { 'application/json': { schema: bannerListAnswer } } },
    400: errorResponse('Malformed company code'),
    404: errorResponse('Unknown company code'),
    ...commonErrorResponses,
  },
});

export function registerBannerRoutes(app: ApiApp, deps: { db: Db }): void {
  app.openapi(listBannersRoute, async (c) => {
    const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
    const rows = await listBanners(deps.db, companyCode);
    // The contract's parse is the last step: what leaves is exactly its canonical shape.
    return c.json(bannerListAnswer.parse({ data: rows.map(toBannerItem) }), 200);
  });
}
