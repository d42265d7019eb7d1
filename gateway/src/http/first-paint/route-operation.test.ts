import { describe, expect, it } from 'vitest';
import { matchSiteRoute } from '../site-html/site-routes.ts';
import { routeOperation } from './route-operation.ts';

const at = (path: string, now: Date) => {
  const url = new URL(path, 'http://site');
  return routeOperation(matchSiteRoute(url.pathname), url.searchParams, now);
};

describe('the reservation pages carry their data with the page, with the variables their route loaders send', () => {
  // 23:30 UTC on 31 March is already 1 April in Lisbon (summer time): the resort's day counts.
  const now = new Date('2026-03-31T23:30:00Z');

  it('the service, wellness and entrance lists', () => {
    expect(at('/reservation/service', now)).toEqual({ name: 'ServicesPageQuery', variables: { group: null } });
    expect(at('/reservation/wellness', now)).toEqual({ name: 'ServicesPageQuery', variables: { group: 'WEL' } });
    expect(at('/reservation/entrance', now)).toEqual({ name: 'EntrancePageQuery', variables: {} });
  });

  it('a service: the day of the address when it is a real day not before today, else today; 92 days of calendar', () => {
    const today = { databaseId: 12, date: '2026-04-01', from: '2026-04-01', to: '2026-07-01' };
    expect(at('/reservation/service/12', now)).toEqual({ name: 'ServicePageQuery', variables: today });
    expect(at('/reservation/service/12?date=2026-04-20', now)?.variables).toEqual({ ...today, date: '2026-04-20' });
    for (const date of ['2026-03-31', '2026-02-30', 'tomorrow', '']) expect(at(`/reservation/service/12?date=${date}`, now)?.variables).toEqual(today);
  });

  it("a signed-in visitor's purchases, profile, desk and desk day are read with their session; carts and the desk's other pages carry none", () => {
    expect(at('/client/order', now)).toEqual({ name: 'OrderHistoryPageQuery', variables: {}, session: true });
    expect(at('/client/perfil', now)).toEqual({ name: 'ProfilePageQuery', variables: {}, session: true });
    expect(at('/desk', now)).toEqual({ name: 'DeskPageQuery', variables: {}, session: true });
    for (const path of ['/reservation/cart', '/store/cart', '/desk/cart', '/desk/service/12', '/regist/client']) expect(at(path, now)).toBeNull();
  });

  it("the desk's day: the address's day when it is a real day, past ones too (who came), else today in Lisbon", () => {
    expect(at('/desk/day', now)).toEqual({ name: 'DeskDayPageQuery', variables: { date: '2026-04-01' }, session: true });
    expect(at('/desk/day?date=2026-03-20', now)?.variables).toEqual({ date: '2026-03-20' });
    expect(at('/desk/day?date=2026-05-02', now)?.variables).toEqual({ date: '2026-05-02' });
    for (const date of ['2026-02-30', 'yesterday', '']) expect(at(`/desk/day?date=${date}`, now)?.variables).toEqual({ date: '2026-04-01' });
  });
});
