import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { nodeResolvers } from './resolvers.ts';

/**
 * Object identification (Relay): the Node interface, `node(id:)`/`nodes(ids:)` over every module's
 * Node types, and the connections' PageInfo. Global ids and pages themselves are the kernel's.
 */
export const nodeModule: GatewayModule = {
  name: 'node',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: (modules) => [nodeResolvers(modules)],
};
