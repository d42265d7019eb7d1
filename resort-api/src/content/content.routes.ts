import { PROFILE_REQUIRED_ERROR_CODE, contentItemAnswer, contentListAnswer } from '@estancia/resort-contract';
import { companyParams } from '../companies/company-params.ts';
import { requireCompany } from '../companies/company.repository.ts';
import type { Db } from '../db/client.ts';
import type { ContentItemRow } from '../db/schema.ts';
import type { ApiApp } from '../http/env.ts';
import { answers, commonErrorResponses, errorBody, errorResponse, type ErrorAnswer } from '../http/errors.ts';
import { bearerRoute, json } from '../http/route.ts';
import { toContentItem } from './content.answer.ts';
import { contentIdParams, contentSlugParams } from './content-params.ts';
import {
  type ListedContentType,
  findContentById,
  findContentBySlug,
  findContentForPreview,
  findGallery,
  listContentByType,
} from './content.repository.ts';

const ONE_ITEM_NOTE =
  'The item is data[0]; data is empty when there is no such item (spec 000 §7: "first element of ' +
  'the array is used"). Drafts, scheduled and expired items are answered too: the reader decides what ' +
  'is shown (spec 000 §4). Items saved for preview only (info.preview) are answered by the preview call alone.';

const itemResponses = {
  200: { description: 'The item alone in data, or data empty', content: json(contentItemAnswer) },
  400: errorResponse('Malformed company code, id or slug (the message says which)'),
  404: errorResponse('Unknown company code'),
  ...commonErrorResponses,
} as const;

/** GET web/content/{companycode}/{id} (spec 000 §7; also items 53, 91, 94 and 149, spec 000 §9). */
export const contentByIdRoute = bearerRoute(['content'], 'get /web/content/{companycode}/{id}', {
  summary: 'A content item by id',
  description: `Any content item: a page, article, press item, gallery, shop page or testimony. ${ONE_ITEM_NOTE}`,
  params: contentIdParams,
  responses: itemResponses,
});

/** GET web/content/slug/{companycode}/{slug} (spec 000 §2 "/{slug}"). */
export const contentBySlugRoute = bearerRoute(['content'], 'get /web/content/slug/{companycode}/{slug}', {
  summary: 'A content item by slug',
  description: `The item whose info.slug is the slug (compared case-insensitively). ${ONE_ITEM_NOTE}`,
  params: contentSlugParams,
  responses: itemResponses,
});

/** GET web/content/preview/{companycode}/{id} (spec 000 §2 "preview_id", §6). */
export const contentPreviewRoute = bearerRoute(['content'], 'get /web/content/preview/{companycode}/{id}', {
  summary: 'A content item for preview',
  description:
    'Any content item, preview-only ones included, for a signed-in session of the company (a person ' +
    'with a profile, spec 000 §6: "users with a profile may preview unpublished content"). The public ' +
    `site token gets 403 ${PROFILE_REQUIRED_ERROR_CODE}. data is empty when there is no such item.`,
  params: contentIdParams,
  responses: {
    200: itemResponses[200],
    400: itemResponses[400],
    404: itemResponses[404],
    ...commonErrorResponses,
    403: errorResponse(`${PROFILE_REQUIRED_ERROR_CODE}: not a signed-in session; forbidden: a session of another company`),
  },
});

/** GET gallery/{companycode}/{id} (spec 000 §7: "reads info.media"). */
export const galleryRoute = bearerRoute(['content'], 'get /gallery/{companycode}/{id}', {
  summary: 'A gallery',
  description:
    'The gallery item alone in data: its info.media holds the pictures, the videos (type "video") and ' +
    'the documents (visible marks the listed ones). data is empty when the id is unknown or not a gallery.',
  params: contentIdParams,
  responses: itemResponses,
});

/**
 * The list calls, one explicit route each: a generic /type/{companycode}/{type} would also catch
 * …/banner, whose answer has its own shape (banner.routes.ts).
 */
const LISTS: ReadonlyArray<{ path: string; type: ListedContentType; summary: string; order: string }> = [
  {
    path: '/web/content/type/{companycode}/news',
    type: 'news',
    summary: 'News articles',
    order: 'newest published first (drafts last)',
  },
  { path: '/web/content/type/{companycode}/press', type: 'press', summary: 'Press items', order: 'in info.order' },
  {
    path: '/web/content/type/{companycode}/testimony',
    type: 'testimony',
    summary: 'Testimonials',
    order: 'in info.order; under_review and accepted alike (only accepted ones are shown, spec 000 §4)',
  },
  {
    path: '/web/content/type/{companycode}/gallery/order',
    type: 'gallery',
    summary: 'Galleries',
    order: 'in info.order; the partner logos (item 94, a gallery) included: the reader leaves them out (spec 000 §4)',
  },
];

export const contentListRoutes = LISTS.map((list) => ({
  type: list.type,
  route: bearerRoute(['content'], `get ${list.path}`, {
    summary: list.summary,
    description:
      `Every ${list.type} item of the company, ${list.order}. Unfiltered: drafts, scheduled and expired ` +
      'items are included, the reader keeps what is published and not past info.date.avaiable ' +
      '(spec 000 §4). Items saved for preview only are not listed.',
    params: companyParams,
    responses: answers(200, 'The items', contentListAnswer, { 400: 'Malformed company code', 404: 'Unknown company code' }),
  }),
}));

/** { data: [item] } or { data: [] }, parsed with the contract as the last step. */
function oneItem(row: ContentItemRow | null) {
  return contentItemAnswer.parse({ data: row ? [toContentItem(row)] : [] });
}

export function registerContentRoutes(app: ApiApp, deps: { db: Db }): void {
  // The lists first: each is more specific than the item paths beside them.
  for (const { type, route } of contentListRoutes) {
    app.openapi(route, async (c) => {
      const companyCode = await requireCompany(deps.db, c.req.valid('param').companycode);
      const rows = await listContentByType(deps.db, companyCode, type);
      return c.json(contentListAnswer.parse({ data: rows.map(toContentItem) }), 200);
    });
  }

  app.openapi(contentBySlugRoute, async (c) => {
    const { companycode, slug } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    return c.json(oneItem(await findContentBySlug(deps.db, companyCode, slug)), 200);
  });

  app.openapi(contentPreviewRoute, async (c) => {
    const { companycode, id } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    const principal = c.get('principal');
    // spec 000 §6: previews are for users with a profile, never for the public site token.
    if (principal.kind !== 'user') {
      const refusal: ErrorAnswer = {
        error: { code: PROFILE_REQUIRED_ERROR_CODE, message: 'Previewing content needs a signed-in session (a user with a profile)' },
      };
      return c.json(refusal, 403);
    }
    if (principal.companyCode !== companyCode) {
      return c.json(errorBody('forbidden', `The session is not one of company "${companyCode}"`), 403);
    }
    return c.json(oneItem(await findContentForPreview(deps.db, companyCode, id)), 200);
  });

  app.openapi(contentByIdRoute, async (c) => {
    const { companycode, id } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    return c.json(oneItem(await findContentById(deps.db, companyCode, id)), 200);
  });

  app.openapi(galleryRoute, async (c) => {
    const { companycode, id } = c.req.valid('param');
    const companyCode = await requireCompany(deps.db, companycode);
    return c.json(oneItem(await findGallery(deps.db, companyCode, id)), 200);
  });
}
