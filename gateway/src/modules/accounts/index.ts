import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { createAccountLoaders } from './loaders.ts';
import { accountResolvers, ownAccount } from './resolvers.ts';

/** The viewer, sign-in and sign-out, registration, password recovery and the profile (spec 000 §6). */
export const accountsModule: GatewayModule = {
  name: 'accounts',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [accountResolvers],
  loaders: createAccountLoaders,
  nodes: {
    // Only one's own account: anyone else's id reads as null (spec 000 §6).
    Account: async (key, ctx) => (ctx.session && String(ctx.session.accountId) === key ? ownAccount(ctx) : null),
  },
  mappers: {
    Viewer: './parents.ts#ViewerParent',
    Account: './parents.ts#AccountParent',
  },
};

/** The signed-in person's own account, any entity of the company as a clerk may read it, and its contact details. */
export { ownAccount } from './resolvers.ts';
export { fetchEntity } from './upstream.ts';
export { contactOf } from './contact.ts';
export type { AccountParent } from './parents.ts';
