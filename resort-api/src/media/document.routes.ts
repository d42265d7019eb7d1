import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { ApiApp, AppEnv } from '../http/env.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { type DocumentMeta, findDocumentMeta, readDocumentBytes } from './document.repository.ts';
import { etagMatches } from './image-renderer.ts';
import { view } from './image.routes.ts';

/**
 * The resort's downloadable documents (spec 000 §2: content pages, articles, press items and
 * galleries list documents to download; §3 "Image or document entry" links them by path). Public,
 * with no bearer, like the original pictures: a download link cannot send one, and the documents
 * linked from the public site are public.
 */
export const DOCUMENT_PATHS = {
  /** GET /docs/{path}: the prefix of the documents. */
  prefix: '/docs/',
} as const;

/**
 * A week: the back-office publishes a new edition of a document under a new name, as a rule; one
 * replaced in place is picked up within the week, or at once by a client revalidating its ETag.
 */
const DOCUMENT_CACHE_CONTROL = 'public, max-age=604800';

/** The longest path accepted, as for pictures. */
const MAX_PATH_LENGTH = 512;
/** A site path under /docs/: `/`-separated segments, none empty or starting with a dot (so no `..`). */
const DOCUMENT_PATH = /^\/docs(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
const DOCUMENT_PATH_EXPECTED =
  'must be the path of a stored document, such as /docs/imprensa/artigo.pdf: segments of letters, digits, ' +
  '".", "_", "~" or "-", none starting with a dot';

/** Documented here; served by a wildcard route, since the path has several segments. */
export const documentRoute = createRoute({
  method: 'get',
  path: `${DOCUMENT_PATHS.prefix}{path}`,
  tags: ['media'],
  summary: 'A document as stored',
  description:
    'The document at /docs/{path} (the path may have several segments, e.g. /docs/imprensa/artigo.pdf), ' +
    'in its own content type, to be shown in the browser (`Content-Disposition: inline` with its file ' +
    'name). Cached for a week with a strong ETag; `If-None-Match` with it answers 304. No bearer needed.',
  request: {
    params: z.object({
      path: z.string().openapi({
        param: { name: 'path', in: 'path' },
        description: 'The rest of the document\'s path after /docs/.',
        example: 'imprensa/jornal-do-fundao.pdf',
      }),
    }),
    headers: z.object({
      'if-none-match': z.string().optional().openapi({ description: 'An ETag from an earlier answer: 304 when it still matches.' }),
    }),
  },
  responses: {
    200: {
      description: 'The document\'s bytes',
      headers: z.object({
        'Content-Disposition': z.string().openapi({ example: 'inline; filename="jornal-do-fundao.pdf"' }),
        ETag: z.string().openapi({ description: 'Strong: changes when the document at the path is replaced.' }),
        'Cache-Control': z.string().openapi({ example: DOCUMENT_CACHE_CONTROL }),
      }),
      content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } },
    },
    304: { description: 'Not modified: If-None-Match named the current ETag' },
    400: errorResponse('A malformed path (a dot segment, an empty segment, characters outside the pattern)'),
    404: errorResponse('No document is stored at the path'),
    500: errorResponse('Unexpected failure (details are logged, never sent)'),
  },
});

export function registerDocumentRoutes(app: ApiApp, deps: { db: Db }): void {
  app.openAPIRegistry.registerPath(documentRoute);
  app.get(`${DOCUMENT_PATHS.prefix}:path{.+}`, (c) => serveDocument(c, deps.db));
}

async function serveDocument(c: Context<AppEnv>, db: Db): Promise<Response> {
  const path = `${DOCUMENT_PATHS.prefix}${c.req.param('path') ?? ''}`;
  if (path.length > MAX_PATH_LENGTH) {
    throw new ApiError(400, 'invalid_request', `Invalid path parameter: path must be at most ${MAX_PATH_LENGTH} characters`);
  }
  if (!DOCUMENT_PATH.test(path)) {
    throw new ApiError(400, 'invalid_request', `Invalid path parameter: path ${DOCUMENT_PATH_EXPECTED}`);
  }
  const document = await findDocumentMeta(db, path);
  if (!document) throw notFound(path);
  const etag = documentEtag(document);
  const headers = { ETag: etag, 'Cache-Control': DOCUMENT_CACHE_CONTROL };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const bytes = await readDocumentBytes(db, document.id);
  if (!bytes) throw notFound(path);
  return c.body(view(bytes), 200, {
    ...headers,
    'Content-Type': document.contentType,
    'Content-Length': String(bytes.byteLength),
    // The pattern admits only ASCII names without quotes, so the plain filename parameter is safe.
    'Content-Disposition': `inline; filename="${path.slice(path.lastIndexOf('/') + 1)}"`,
  });
}

function notFound(path: string): ApiError {
  return new ApiError(404, 'not_found', `No document is stored at ${path}`);
}

/** Changes when the document at the path is replaced (a new row, or a new upload time). */
function documentEtag(document: DocumentMeta): string {
  const key = `document:${document.id}:${document.createdAt.getTime()}`;
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
}
