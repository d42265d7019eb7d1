import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the gateway reads of a request's headers: Fetch's `Headers` (Yoga's requests) and Node's
 * header object (the paths that answer before Yoga, through `nodeHeaders`) both give it.
 */
export type HeaderReader = Pick<Headers, 'get'>;

/** Node's header object read as Fetch reads it: names in any case, repeated values joined. */
export function nodeHeaders(headers: IncomingHttpHeaders): HeaderReader {
  return {
    get(name) {
      const value = headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}
