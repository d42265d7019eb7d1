import DataLoader from 'dataloader';
import type { OrderDocument } from '@estancia/resort-contract';
import type { GatewayContext } from '../../kernel/context.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { fetchOrder, fetchOrdersOfClient } from './upstream.ts';

/** Per-request loaders of the orders module (reads as the signed-in person). */
export function createOrderLoaders(api: UpstreamReader) {
  return {
    ordersByAccount: new DataLoader<number, OrderDocument[]>((ids) => Promise.all(ids.map((id) => fetchOrdersOfClient(api, id)))),
    orderById: new DataLoader<number, OrderDocument | null>((ids) => Promise.all(ids.map((id) => fetchOrder(api, id)))),
  };
}

/** Forgets this request's read of an order, so the next one asks the resort API again (after a change). */
export function forgetOrder(ctx: GatewayContext, orderId: number): void {
  ctx.loaders.orders.orderById.clear(orderId);
}

export type OrderLoaders = ReturnType<typeof createOrderLoaders>;

declare module '../../kernel/context.ts' {
  interface ModuleLoaders {
    readonly orders: OrderLoaders;
  }
}
