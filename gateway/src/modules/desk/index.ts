import type { GatewayModule } from '../../kernel/module.ts';
import { moduleSdl } from '../../kernel/sdl.ts';
import { deskResolvers } from './resolvers.ts';

/** The staff desk: selling spa, wellness and entrance tickets at the counter (spec 002 §2, §4, §6). */
export const deskModule: GatewayModule = {
  name: 'desk',
  typeDefs: moduleSdl(import.meta.url),
  resolvers: [deskResolvers],
  mappers: {
    Desk: './parents.ts#DeskParent',
    DeskGroup: './parents.ts#DeskGroupParent',
    DeskCustomer: './parents.ts#DeskCustomerParent',
  },
};

/** The staff rule and the customer lookup, as the desk's sale uses them. */
export { staffSession } from './staff-guard.ts';
export { customerById } from './upstream.ts';
