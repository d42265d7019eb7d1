import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config.ts';

export type VariableLimits = Pick<GatewayConfig, 'MAX_VARIABLES_BYTES' | 'MAX_VARIABLES_DEPTH' | 'MAX_VARIABLES_LIST_LENGTH'>;

/** Entries of `extensions`: the website sends one (`persistedQuery`); tracing tools a few more. */
export const MAX_EXTENSIONS = 10;

/** A key as the error names it: a caller's key may be any length, the message stays short. */
const shown = (key: string) => (key.length > 40 ? `${key.slice(0, 40)}…` : key);

/** What a request's variables or extensions hold beyond a limit: which limit, and where. */
interface Excess {
  limit: 'MAX_VARIABLES_BYTES' | 'MAX_VARIABLES_DEPTH' | 'MAX_VARIABLES_LIST_LENGTH' | 'MAX_EXTENSIONS';
  max: number;
  at: string;
}

/**
 * Walks a parsed JSON value once, stopping at the first excess: a list or object is measured
 * before its items are visited, so a list of millions of numbers is refused on its length alone.
 * Size is counted as the JSON text the value was (strings with their quotes, numbers by their
 * digits), so it does not depend on how the body was spaced.
 */
class Measure {
  private bytes = 0;

  constructor(private readonly limits: VariableLimits) {}

  excess(value: unknown, at: string, depth: number): Excess | null {
    if (typeof value === 'string') return this.add(value.length + 2, at);
    if (typeof value === 'number' || typeof value === 'boolean') return this.add(String(value).length, at);
    if (value === null || typeof value !== 'object') return this.add(4, at);
    if (depth > this.limits.MAX_VARIABLES_DEPTH) return { limit: 'MAX_VARIABLES_DEPTH', max: this.limits.MAX_VARIABLES_DEPTH, at };
    if (Array.isArray(value)) {
      if (value.length > this.limits.MAX_VARIABLES_LIST_LENGTH) return { limit: 'MAX_VARIABLES_LIST_LENGTH', max: this.limits.MAX_VARIABLES_LIST_LENGTH, at };
      const brackets = this.add(2 + value.length, at);
      if (brackets) return brackets;
      for (let index = 0; index < value.length; index++) {
        const found = this.excess(value[index], `${at}[${index}]`, depth + 1);
        if (found) return found;
      }
      return null;
    }
    const keys = Object.keys(value);
    if (keys.length > this.limits.MAX_VARIABLES_LIST_LENGTH) return { limit: 'MAX_VARIABLES_LIST_LENGTH', max: this.limits.MAX_VARIABLES_LIST_LENGTH, at };
    for (const key of keys) {
      const found = this.add(key.length + 4, at) ?? this.excess((value as Record<string, unknown>)[key], `${at}.${shown(key)}`, depth + 1);
      if (found) return found;
    }
    return this.add(2, at);
  }

  private add(bytes: number, at: string): Excess | null {
    this.bytes += bytes;
    return this.bytes > this.limits.MAX_VARIABLES_BYTES ? { limit: 'MAX_VARIABLES_BYTES', max: this.limits.MAX_VARIABLES_BYTES, at } : null;
  }
}

const SAID: Record<Excess['limit'], (max: number) => string> = {
  MAX_VARIABLES_BYTES: (max) => `variables and extensions larger than the ${max} bytes of JSON this API accepts`,
  MAX_VARIABLES_DEPTH: (max) => `objects or lists nested deeper than the ${max} levels this API accepts`,
  MAX_VARIABLES_LIST_LENGTH: (max) => `a list or object with more than the ${max} items this API accepts`,
  MAX_EXTENSIONS: (max) => `more than the ${max} extensions this API accepts`,
};

/** The first excess of a request's parameters, or null when they are within the limits. */
export function variablesExcess(params: { variables?: unknown; extensions?: unknown }, limits: VariableLimits): Excess | null {
  const measure = new Measure(limits);
  const { extensions } = params;
  if (extensions && typeof extensions === 'object' && Object.keys(extensions).length > MAX_EXTENSIONS) {
    return { limit: 'MAX_EXTENSIONS', max: MAX_EXTENSIONS, at: 'extensions' };
  }
  // Depth 1 is the variables object itself: `{ input: { lines: [{ … }] } }` is 4 deep.
  return measure.excess(params.variables ?? null, 'variables', 1) ?? measure.excess(extensions ?? null, 'extensions', 1);
}

/** The 400 VARIABLES_TOO_LARGE refusal of a request's parameters, or null when they are within the limits. */
export function variablesRefusal(params: { variables?: unknown; extensions?: unknown }, limits: VariableLimits): GraphQLError | null {
  const excess = variablesExcess(params, limits);
  if (!excess) return null;
  return createGraphQLError(`Request refused: ${SAID[excess.limit](excess.max)} (at ${excess.at}).`, {
    extensions: { http: { status: 400 }, code: 'VARIABLES_TOO_LARGE', limit: excess.limit, max: excess.max, at: excess.at },
  });
}

/**
 * Limits on what a request's variables and extensions may hold, checked as soon as the request is
 * parsed (by POST body or GET query string) and before any other plugin looks at them: a body
 * within MAX_BODY_BYTES can still be a list of a hundred thousand numbers, which costs the heap
 * about eight bytes an item for as long as the request lives, and every resolver, cache key and
 * log line that copies the variables copies it again. Refused with 400 and a message naming the
 * limit and where it was passed (`extensions.code` VARIABLES_TOO_LARGE).
 */
export function useVariableLimits(limits: VariableLimits): Plugin {
  return {
    onRequestParse() {
      return {
        onRequestParseDone({ requestParserResult }) {
          for (const params of Array.isArray(requestParserResult) ? requestParserResult : [requestParserResult]) {
            const refusal = variablesRefusal(params, limits);
            if (refusal) throw refusal;
          }
        },
      };
    },
  };
}
