import type { GatewayModule } from '../kernel/module.ts';
import { accountsModule } from './accounts/index.ts';
import { checkoutModule } from './checkout/index.ts';
import { contentModule } from './content/index.ts';
import { deskModule } from './desk/index.ts';
import { lessonsModule } from './lessons/index.ts';
import { nodeModule } from './node/index.ts';
import { ordersModule } from './orders/index.ts';
import { partnersModule } from './partners/index.ts';
import { reservationsModule } from './reservations/index.ts';
import { shopModule } from './shop/index.ts';
import { structureModule } from './structure/index.ts';
import { systemModule } from './system/index.ts';

/**
 * The gateway's modules, in order (the roots first): the schema, the per-request loaders, the
 * codegen mappers, `node(id:)` and the HTTP routes are all built from this list. A new module is
 * its folder and one line here.
 */
export const GATEWAY_MODULES: readonly GatewayModule[] = [
  systemModule,
  nodeModule,
  contentModule,
  structureModule,
  accountsModule,
  ordersModule,
  shopModule,
  reservationsModule,
  deskModule,
  checkoutModule,
  lessonsModule,
  partnersModule,
];
