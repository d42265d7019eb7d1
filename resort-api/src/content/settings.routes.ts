import { siteSettingsAnswer } from '@estancia/resort-contract';
import { companyParams } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, ApiError } from '../http/errors.ts';
import { bearerRoute } from '../http/route.ts';
import { findSiteSettings } from './settings.repository.ts';

/** GET web/settings/{companycode} (spec 000 §2 "Content page pieces": defaults from site settings). */
export const siteSettingsRoute = bearerRoute(['content'], 'get /web/settings/{companycode}', {
  summary: 'Site settings',
  description:
    'The site name, the SEO defaults (title, description, keywords, image; translations by language ' +
    'id, empty ones fall back to pt), the postal address, phone, e-mail, the map point of the contact ' +
    'page, social and app links, the virtual tour and the home page video.',
  params: companyParams,
  responses: answers(200, 'The settings', siteSettingsAnswer, { 400: 'Malformed company code', 404: 'Unknown company code, or no settings for it' }),
});

export function registerSiteSettingsRoutes(app: ApiApp, deps: { db: Db }): void {
  app.openapi(siteSettingsRoute, async (c) => {
    const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
    const settings = await findSiteSettings(deps.db, companyCode);
    if (!settings) throw new ApiError(404, 'not_found', `No site settings for company "${companyCode}"`);
    return c.json(siteSettingsAnswer.parse({ data: settings }), 200);
  });
}
