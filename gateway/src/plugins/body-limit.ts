import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * The bound on a body when none is configured (config.ts MAX_BODY_BYTES has the reasons): 1 MiB.
 * A body is held whole while JSON.parse turns it into objects many times its size (a list of
 * numbers takes about eight bytes an item), so this bound is also what one request may cost the heap.
 */
export const MAX_REQUEST_BODY_BYTES = 1_048_576;

const tooLarge = (limit: number) =>
  createGraphQLError(`Request body too large: /graphql accepts at most ${limit} bytes.`, {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE', limit },
  });

/** Only one non-negative integer is a Content-Length (a list of them is a request-smuggling attempt). */
const CONTENT_LENGTH = /^\d+$/;

/** The request with a body that fails once more than `limit` bytes have arrived. */
function counted(request: Request, limit: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }): Request {
  const body = request.body;
  if (!body) return request;
  // A native stream pipes only into a native TransformStream, a ponyfilled one into the ponyfill's.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const limited = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body: limited, duplex: 'half' } as RequestInit);
}

/**
 * The bound on a request body, as Yoga's `maxRequestBodySize` draws it (app.ts turns that one
 * off), without its cost on every POST: Yoga streams each body through a counting transform, whose
 * pipeline allocates an abort signal and an exception per request. A body announced with a
 * Content-Length is checked on the header alone, since Node's HTTP parser never reads past the
 * length a request announces; only a body sent in chunks, whose length nothing announces, is
 * counted as it arrives.
 */
export function useRequestBodyLimit(limit = MAX_REQUEST_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!CONTENT_LENGTH.test(length)) {
          throw createGraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        }
        if (Number(length) > limit) throw tooLarge(limit);
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((unread) => parse(counted(unread, limit, fetchAPI)));
    },
  };
}
