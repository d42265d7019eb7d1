import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { bannerNode } from '../content/resolvers.ts';
import type { BannerParent } from '../content/parents.ts';
import type { MenuItemParent } from '../structure/parents.ts';
import type { OrderDocument } from '@estancia/resort-contract';
import { ownAccount } from '../accounts/resolvers.ts';
import type { AccountParent } from '../accounts/parents.ts';
import { orderNode } from '../orders/resolvers.ts';
import { fromGlobalId } from './global-id.ts';
import { contentNode } from '../content/nodes.ts';
import type { ContentItemParent } from '../content/parents.ts';
import { productNode } from '../shop/resolvers.ts';
import type { ProductParent } from '../shop/parents.ts';
import { idOfKey, serviceById, slotById, ticketById } from '../reservations/catalogue.ts';
import type { EntranceTicketParent, ServiceParent, TimeSlotParent } from '../reservations/parents.ts';
import { bookingById, lessonOrderById } from '../lessons/lesson-orders.ts';
import type { LessonBookingParent, LessonOrderParent, LessonSlotParent } from '../lessons/parents.ts';

/** A node tagged with its GraphQL type, so `Node.__resolveType` needs no guessing. */
type TaggedNode =
  | (BannerParent & { __typename: 'Banner' })
  | (MenuItemParent & { __typename: 'MenuItem' })
  | (AccountParent & { __typename: 'Account' })
  | (OrderDocument & { __typename: 'Order' })
  | (ContentItemParent & { __typename: 'Page' | 'Article' | 'PressItem' | 'Gallery' | 'Testimonial' })
  | (ProductParent & { __typename: 'Product' })
  | (ServiceParent & { __typename: 'Service' })
  | (TimeSlotParent & { __typename: 'TimeSlot' })
  | (EntranceTicketParent & { __typename: 'EntranceTicket' })
  | (LessonOrderParent & { __typename: 'LessonOrder' })
  | (LessonSlotParent & { __typename: 'LessonSlot' })
  | (LessonBookingParent & { __typename: 'LessonBooking' });

/**
 * One fetcher per type that implements Node. Each applies the same visibility rules as the lists
 * that issue the ids (an expired banner is not readable by id either).
 */
const fetchers: Record<TaggedNode['__typename'], (key: string, ctx: GatewayContext) => Promise<TaggedNode | null>> = {
  Banner: async (key, ctx) => {
    const banner = await bannerNode(key, ctx);
    return banner && { ...banner, __typename: 'Banner' };
  },
  MenuItem: async (key, ctx) => {
    if (!/^\d+$/.test(key)) return null;
    const entry = await ctx.loaders.structure.menuItemById.load(Number(key));
    return entry && { ...entry, __typename: 'MenuItem' };
  },
  // Only one's own account and orders: anyone else's id reads as null (spec 000 §6).
  Account: async (key, ctx) => {
    const own = ctx.session && String(ctx.session.accountId) === key ? await ownAccount(ctx) : null;
    return own && { ...own, __typename: 'Account' };
  },
  Page: (key, ctx) => contentNode('Page', key, ctx),
  Article: (key, ctx) => contentNode('Article', key, ctx),
  PressItem: (key, ctx) => contentNode('PressItem', key, ctx),
  Gallery: (key, ctx) => contentNode('Gallery', key, ctx),
  Testimonial: (key, ctx) => contentNode('Testimonial', key, ctx),
  Product: async (key, ctx) => {
    const product = await productNode(key, ctx);
    return product && { ...product, __typename: 'Product' };
  },
  Order: async (key, ctx) => {
    const order = await orderNode(key, ctx);
    return order && { ...order, __typename: 'Order' };
  },
  // Reservations: keys are product ids (Service, EntranceTicket) and event ids (TimeSlot).
  Service: async (key, ctx) => {
    const id = idOfKey(key);
    const service = id === null ? null : await serviceById(ctx, id);
    return service && { ...service, __typename: 'Service' };
  },
  TimeSlot: async (key, ctx) => {
    const id = idOfKey(key);
    const slot = id === null ? null : await slotById(ctx, id);
    return slot && { ...slot, __typename: 'TimeSlot' };
  },
  EntranceTicket: async (key, ctx) => {
    const id = idOfKey(key);
    const ticket = id === null ? null : await ticketById(ctx, id);
    return ticket && { ...ticket, __typename: 'EntranceTicket' };
  },
  // Lessons: an order's and a booking's only for the order's own customer; keys are order and event ids.
  LessonOrder: async (key, ctx) => {
    const lessons = /^\d{1,9}$/.test(key) ? await lessonOrderById(ctx, Number(key)) : null;
    return lessons && { ...lessons, __typename: 'LessonOrder' };
  },
  LessonSlot: async (key, ctx) => {
    const event = /^\d{1,9}$/.test(key) ? await ctx.loaders.lessons.eventById.load(Number(key)) : null;
    return event && { ...event, __typename: 'LessonSlot' };
  },
  LessonBooking: async (key, ctx) => {
    const booking = /^\d{1,9}$/.test(key) ? await bookingById(ctx, Number(key)) : null;
    return booking && { ...booking, __typename: 'LessonBooking' };
  },
};

async function loadNode(globalId: string, ctx: GatewayContext): Promise<TaggedNode | null> {
  const parsed = fromGlobalId(globalId);
  if (!parsed || !Object.hasOwn(fetchers, parsed.type)) return null;
  return fetchers[parsed.type as TaggedNode['__typename']](parsed.key, ctx);
}

export const nodeResolvers: Resolvers = {
  Query: {
    node: (_root, { id }, ctx) => loadNode(id, ctx),
    nodes: (_root, { ids }, ctx) => Promise.all(ids.map((id) => loadNode(id, ctx))),
  },
  Node: {
    __resolveType: (node) => (node as TaggedNode).__typename,
  },
};
