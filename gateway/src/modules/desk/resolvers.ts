import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { toDateTime } from '../../time.ts';
import { contactOf } from '../accounts/index.ts';
import { checkDatabaseId, isEntrance, listedServices, listedTickets, serviceById } from '../reservations/index.ts';
import { DESK_GROUPS, groupName, groupProducts, nextFreeSlots } from './queries.ts';
import { forbidden, staffSession } from './staff-guard.ts';
import { customerById } from './upstream.ts';

/** The staff desk (spec 002 §2, §4, §6): every field behind `Query.desk`, which only staff get. */
export const deskResolvers: Resolvers = {
  Query: {
    desk: (_root, _args, ctx) => {
      const staff = staffSession(ctx);
      if (!staff) throw forbidden();
      return { staffId: staff.accountId };
    },
  },
  Desk: {
    now: (_desk, _args, ctx) => toDateTime(ctx.deps.now()),
    groups: () => DESK_GROUPS.map((code) => ({ code })),
    group: (_desk, { code }) => ({ code }),
    service: (_desk, { databaseId }, ctx) => {
      checkDatabaseId(databaseId);
      return serviceById(ctx, databaseId);
    },
    entranceTickets: (_desk, _args, ctx) => listedTickets(ctx),
    nextSlots: (_desk, { date, first }, ctx) => nextFreeSlots(ctx, date, first ?? 8),
    customer: (_desk, { databaseId }, ctx) => {
      checkDatabaseId(databaseId);
      return customerById(ctx.api, databaseId);
    },
  },
  DeskGroup: {
    code: (group) => group.code,
    name: (group, _args, ctx) => groupName(group.code, ctx),
    products: (group, _args, ctx) => groupProducts(ctx, group.code),
    services: (group, _args, ctx) => listedServices(ctx, group.code),
  },
  DeskProduct: {
    __resolveType: (product) => (isEntrance(product) ? 'EntranceTicket' : 'Service'),
  },
  DeskCustomer: {
    databaseId: (entity) => entity.id,
    name: (entity) => [entity.info.name, entity.info.surname].filter((part) => part.trim() !== '').join(' '),
    email: (entity) => contactOf(entity).email,
    vatNumber: (entity) => contactOf(entity).vatNumber,
    mobilePhone: (entity) => contactOf(entity).mobilePhone,
    address: (entity) => contactOf(entity).address,
  },
};
