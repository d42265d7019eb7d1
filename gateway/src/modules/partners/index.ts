import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { partnerResolvers } from './resolvers.ts';

/** The partner API's own field: where the caller's budget stands. */
export const partnersModule: GatewayModule = {
  name: 'partners',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [partnerResolvers],
};
