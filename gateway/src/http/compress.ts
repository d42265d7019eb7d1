import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Answers written per request (the pages' HTML, GraphQL answers, sitemap and robots) compressed
 * for the browsers that accept it: brotli at a fast quality, else gzip. The website's files are
 * already compressed at build and go out as they are (an answer that has a `content-encoding` is
 * left alone). Streams (server-sent events, incremental delivery) are never held back by a
 * compressor, and neither are pictures, which are compressed already.
 */
const COMPRESSIBLE = /^(text\/(html|plain|xml|css)|application\/(json|graphql-response\+json|xml|javascript)|image\/svg\+xml)\b/;

export function compressAnswers(): Middleware {
  // `compression` is typed for Express but only reads and wraps Node's own request and response.
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')),
  }) as unknown as Middleware;
}
