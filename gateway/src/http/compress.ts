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

/** An Accept-Encoding that names an encoding `compression` writes (br, gzip, deflate). */
const DECODES = /\b(br|gzip|deflate)\b/i;

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli's quality for answers written per request: fast, still well under gzip's size. */
export const BROTLI_QUALITY = 4;

export function compressAnswers(): Middleware {
  // `compression` is typed for Express but only reads and wraps Node's own request and response.
  const compress = compression({
    threshold: COMPRESS_THRESHOLD,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('content-type') ?? '')),
  }) as unknown as Middleware;
  // A client that decodes none of them (a partner's server, a health probe) would get the answer as
  // it is anyway: it is sent without wrapping the response in the compressor's hooks, which cost a
  // tenth of a small GraphQL answer's CPU (scripts/bench/pipeline-profile.ts). Answers that vary
  // by encoding say so either way: a browser's answer carries Vary from `compression`.
  return (req, res, next) => {
    const accepted = req.headers['accept-encoding'];
    if (accepted === undefined || !DECODES.test(accepted)) return next();
    compress(req, res, next);
  };
}
