import type { ContentItem } from '@estancia/resort-contract';
import { createGraphQLError } from 'graphql-yoga';
import type { ContentRouteInput } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../kernel/context.ts';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import { isSlug } from '../../kernel/links.ts';
import type { ContentViewParent } from './parents.ts';
import { publicationState } from './publication.ts';

/** The longest route parameter accepted: ids and slugs are far shorter. */
const MAX_PARAMETER_LENGTH = 200;
const NUMERIC_ID = /^[1-9]\d{0,9}$/;

/** spec 000 §2 "Generic content route": the first parameter present wins, in this order. */
const PRECEDENCE = ['previewId', 'pageId', 'slug', 'articleId', 'pressId', 'galleryId'] as const;
type RouteParameter = (typeof PRECEDENCE)[number];

const notFound = (reason: string): ContentViewParent => ({ __typename: 'NotFound', reason });
const HOME: ContentViewParent = { __typename: 'Redirect', to: '/' };

/** The upstream id a parameter names, or null when it is not a positive integer. */
function numericId(value: string): number | null {
  return NUMERIC_ID.test(value) ? Number(value) : null;
}

/**
 * The view of an item, from its type and layout (spec 000 §2 "Layout is chosen from the item's
 * type and layout field"). Content pages that are not published still render (as the 404 layout
 * with a placeholder title); other types that are not published are not found (spec 000 §4).
 */
export function viewOfItem(item: ContentItem, preview: boolean, now: Date): ContentViewParent {
  const layout = item.info.layout.trim().toLowerCase();
  const published = preview || publicationState(item.info.date.published, now) === 'PUBLISHED';
  switch (item.info.type) {
    case 'content':
      return { __typename: 'Page', item, preview };
    case 'news':
      if (!published) return notFound(`article ${item.id} is not published`);
      if (layout === 'all') return { __typename: 'NewsList' };
      if (layout === '404') return notFound(`article ${item.id} has the 404 layout`);
      return { __typename: 'Article', item, preview };
    case 'press':
      if (layout === '404') return notFound(`press item ${item.id} has the 404 layout`);
      return { __typename: 'PressList' };
    case 'gallery':
      if (!published) return notFound(`gallery ${item.id} is not published`);
      if (layout === 'all') return { __typename: 'GalleryList' };
      if (layout === '404') return notFound(`gallery ${item.id} has the 404 layout`);
      return { __typename: 'Gallery', item, preview };
    default:
      // spec 000 §2: on the general content route any unknown type redirects to the home page.
      return HOME;
  }
}

function checkLengths(input: ContentRouteInput): void {
  for (const name of PRECEDENCE) {
    const value = input[name];
    if (value != null && value.length > MAX_PARAMETER_LENGTH) {
      throw createGraphQLError(`${name} must be at most ${MAX_PARAMETER_LENGTH} characters`, {
        extensions: { code: 'BAD_USER_INPUT', field: ['input', name] },
      });
    }
  }
}

/** What the generic content route shows for its parameters (spec 000 §2). */
export async function resolveContentView(input: ContentRouteInput, ctx: GatewayContext): Promise<ContentViewParent> {
  checkLengths(input);
  const present = PRECEDENCE.find((name) => input[name] != null && input[name].trim() !== '');
  if (!present) {
    throw createGraphQLError(`give one of ${PRECEDENCE.join(', ')}`, { extensions: { code: 'BAD_USER_INPUT', field: ['input'] } });
  }
  return viewFor(present, (input[present] ?? '').trim(), ctx);
}

async function viewFor(parameter: RouteParameter, value: string, ctx: GatewayContext): Promise<ContentViewParent> {
  const now = ctx.deps.now();
  const loaders = ctx.loaders.content;
  switch (parameter) {
    case 'previewId': {
      // spec 000 §2, §6: a preview loads only for a visitor with a profile; otherwise nothing loads.
      if (!ctx.session) return notFound('a preview needs a signed-in person');
      const id = numericId(value);
      if (id === null) return notFound(`previewId must be a positive integer (got "${value}")`);
      const item = await loaders.previewById.load(id).catch((error: unknown) => {
        if (isUpstreamStatus(error, 403) || isUpstreamStatus(error, 401)) return null;
        throw error;
      });
      return item ? viewOfItem(item, true, now) : notFound(`no preview with id ${id}`);
    }
    case 'pageId': {
      const id = numericId(value);
      if (id === null) return notFound(`pageId must be a positive integer (got "${value}")`);
      const item = await loaders.itemById.load(id);
      return item ? viewOfItem(item, false, now) : notFound(`no content with id ${id}`);
    }
    case 'slug': {
      if (!isSlug(value)) return HOME;
      const item = await loaders.itemBySlug.load(value.toLowerCase());
      // spec 000 §2: a slug that names nothing becomes the type, which is unknown: home page.
      return item ? viewOfItem(item, false, now) : HOME;
    }
    case 'articleId': {
      if (value === 'all') return { __typename: 'NewsList' };
      const id = numericId(value);
      const item = id !== null ? await loaders.itemById.load(id) : isSlug(value) ? await loaders.itemBySlug.load(value.toLowerCase()) : null;
      if (!item || item.info.type !== 'news') return notFound(`no article "${value}"`);
      return viewOfItem(item, false, now);
    }
    case 'pressId':
      // spec 000 §2: press_id always shows the press list.
      return { __typename: 'PressList' };
    case 'galleryId': {
      if (value === 'all') return { __typename: 'GalleryList' };
      const id = numericId(value);
      if (id === null) return notFound(`galleryId must be a positive integer or "all" (got "${value}")`);
      const item = await loaders.galleryById.load(id);
      if (!item || item.info.type !== 'gallery') return notFound(`no gallery with id ${id}`);
      return viewOfItem(item, false, now);
    }
  }
}
