import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError as yogaMaskError } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { UpstreamError, UpstreamUnavailableError } from '../upstream/errors.ts';

/**
 * An error in the request itself that graphql-js found before anything ran: a document that does
 * not validate, or variables that do not fit their types. Nothing ran, so it has no path, and
 * nothing but graphql-js's own errors lies beneath it (a resolver's failure always has a path).
 */
function isRequestError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && !error.path && (!error.originalError || error.originalError instanceof GraphQLError);
}

/**
 * The error's code. graphql-js gives every error an extensions object; the compiled reads
 * (compiled-reads.ts) leave it out when the error carries none, so it may be missing.
 */
function codeOf(error: GraphQLError): unknown {
  const extensions: GraphQLError['extensions'] | undefined = error.extensions;
  return extensions?.['code'];
}

/**
 * The message without the value graphql-js repeats from the variables ("got invalid value { … };"):
 * a log keeps why a request was refused, never what was typed (a password may be in it).
 */
function withoutValue(message: string): string {
  return message.replace(/ got invalid value [\s\S]*; /, ' got an invalid value; ');
}

/**
 * Error masking (style habit 6): GraphQL errors raised on purpose (they carry a code) pass through;
 * an unreachable resort API becomes `UPSTREAM_UNAVAILABLE`, which a client can explain to a person;
 * a request that does not fit the schema is answered as graphql-js says and logged as the
 * caller's mistake (info, no stack); everything else is logged and answered as "Unexpected
 * error." with no internals.
 */
export function createMaskError(logger: Logger) {
  return (error: unknown, message: string, isDev?: boolean): Error => {
    const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
    if (original instanceof UpstreamUnavailableError) {
      logger.warn({ path: original.path, err: original.cause }, 'resort API unavailable');
      return createGraphQLError('The resort service is not answering right now; please try again shortly.', {
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        path: error instanceof GraphQLError ? error.path : undefined,
      });
    }
    if (original instanceof UpstreamError) {
      logger.error({ err: original, path: original.path }, 'resort API error');
    } else if (isRequestError(error) && !codeOf(error)) {
      logger.info({ reason: withoutValue(error.message) }, 'request refused: it does not fit the schema');
    } else if (!(error instanceof GraphQLError && codeOf(error))) {
      logger.error({ err: original }, 'unexpected error');
    }
    return yogaMaskError(error, message, isDev);
  };
}
