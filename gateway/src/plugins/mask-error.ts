import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError as yogaMaskError } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { UpstreamError, UpstreamUnavailableError } from '../upstream/errors.ts';

/**
 * Error masking (style habit 6): GraphQL errors raised on purpose (they carry a code) pass through;
 * an unreachable resort API becomes `UPSTREAM_UNAVAILABLE`, which a client can explain to a person;
 * everything else is logged and answered as "Unexpected error." with no internals.
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
    } else if (!(error instanceof GraphQLError && error.extensions['code'])) {
      logger.error({ err: original }, 'unexpected error');
    }
    return yogaMaskError(error, message, isDev);
  };
}
