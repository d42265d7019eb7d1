import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { systemResolvers } from './resolvers.ts';

/** The roots: the DateTime scalar, the request's locale and the server's clock. */
export const systemModule: GatewayModule = {
  name: 'system',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [systemResolvers],
};
