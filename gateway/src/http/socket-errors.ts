import { GraphQLError } from 'graphql';
import type { Logger } from '../logger.ts';
import { createMaskError } from '../plugins/mask-error.ts';

/** An error answering one operation on the socket, with the code a client acts on. */
export function socketError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * What the socket may tell a client of an error: HTTP's masking (plugins/mask-error.ts: errors
 * raised on purpose pass, anything else is logged and becomes "Unexpected error."), without the
 * `http` extension that only means something on an HTTP answer.
 */
export function socketErrorMask(logger: Logger): (error: unknown) => GraphQLError {
  const mask = createMaskError(logger);
  return (error) => {
    const masked = mask(error, 'Unexpected error.', false);
    if (!(masked instanceof GraphQLError)) return socketError('Unexpected error.', 'INTERNAL_SERVER_ERROR');
    const { http: _http, ...extensions } = masked.extensions;
    return new GraphQLError(masked.message, { nodes: masked.nodes, source: masked.source, positions: masked.positions, path: masked.path, extensions });
  };
}
