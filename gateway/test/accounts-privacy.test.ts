import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const ORDERS = /* GraphQL */ `
  query Orders($first: Int, $after: String) {
    viewer {
      account {
        id
        orders(first: $first, after: $after) {
          totalCount
          pageInfo { hasNextPage endCursor }
          edges { node { id number paymentStatus paymentMethod total { amount currency } netTotal { amount } vatTotal { amount }
            lines { quantity unitNetPrice { amount } vatRate netTotal { amount } vatTotal { amount } total { amount } } } }
        }
      }
    }
  }
`;

interface OrdersAnswer {
  viewer: {
    account: {
      id: string;
      orders: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: {
          node: {
            id: string;
            number: string;
            paymentStatus: string;
            paymentMethod: string | null;
            total: { amount: string; currency: string };
            netTotal: { amount: string };
            vatTotal: { amount: string };
            lines: { quantity: number; unitNetPrice: { amount: string }; vatRate: number; netTotal: { amount: string }; vatTotal: { amount: string }; total: { amount: string } }[];
          };
        }[];
      };
    } | null;
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('a customer’s own account and orders', () => {
  let gateway: TestGateway;
  let maria: BrowserSession;
  let joao: BrowserSession;
  let mariaOrders: OrdersAnswer['viewer']['account'];

  beforeAll(async () => {
    gateway = await startTestGateway();
    maria = new BrowserSession(gateway);
    joao = new BrowserSession(gateway);
    await signIn(maria, 'cliente@estancia.pt', 'Cliente#2026');
    await signIn(joao, 'joao@estancia.pt', 'Joao#2026');
    mariaOrders = (await maria.query<OrdersAnswer>(ORDERS, { first: 500 })).data?.viewer.account ?? null;
  });
  afterAll(() => gateway.close());

  it('lists the customer’s orders in pages of 25, 50, 100 and all, newest first', async () => {
    const all = mariaOrders?.orders;
    expect(all?.totalCount).toBeGreaterThanOrEqual(30);
    expect(all?.edges).toHaveLength(all?.totalCount ?? -1);
    for (const size of [25, 50, 100]) {
      const page = (await maria.query<OrdersAnswer>(ORDERS, { first: size })).data?.viewer.account?.orders;
      expect(page?.edges.map((e) => e.node.id)).toEqual(all?.edges.slice(0, size).map((e) => e.node.id));
      expect(page?.pageInfo.hasNextPage).toBe((all?.totalCount ?? 0) > size);
    }
    const first = (await maria.query<OrdersAnswer>(ORDERS, { first: 25 })).data?.viewer.account?.orders;
    const next = (await maria.query<OrdersAnswer>(ORDERS, { first: 25, after: first?.pageInfo.endCursor })).data?.viewer.account?.orders;
    expect(next?.edges[0]?.node.id).toBe(all?.edges[25]?.node.id);
  });

  it('shows every payment state and exact totals that add up', () => {
    const nodes = mariaOrders?.orders.edges.map((e) => e.node) ?? [];
    expect(new Set(nodes.map((n) => n.paymentStatus))).toEqual(new Set(['PENDING', 'PAID', 'PAID_CONFIRMED', 'FAILED', 'REFUNDED']));
    for (const order of nodes) {
      expect(order.total.currency).toBe('EUR');
      expect(order.total.amount).toMatch(/^\d+\.\d{2}$/);
      expect(cents(order.total.amount)).toBe(order.lines.reduce((sum, l) => sum + cents(l.total.amount), 0));
      expect(cents(order.vatTotal.amount)).toBe(order.lines.reduce((sum, l) => sum + cents(l.vatTotal.amount), 0));
      for (const line of order.lines) expect(cents(line.netTotal.amount) + cents(line.vatTotal.amount)).toBe(cents(line.total.amount));
    }
  });

  it('refuses page sizes outside 1 to 500 with a clear error', async () => {
    const answer = await maria.query(ORDERS, { first: 501 });
    expect(answer.errors?.[0]?.message).toBe('first must be an integer from 1 to 500');
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('never shows one customer another’s account or orders, by any field or node id', async () => {
    // A partner-style document: its cost is under the limit with a page of 100.
    const mariaId = mariaOrders?.id ?? '';
    const orderId = mariaOrders?.orders.edges[0]?.node.id ?? '';
    const answer = await joao.query<{ account: unknown; order: unknown; both: unknown[]; viewer: OrdersAnswer['viewer'] }>(
      `query($a: ID!, $o: ID!) { account: node(id: $a) { id } order: node(id: $o) { id } both: nodes(ids: [$a, $o]) { id } viewer { account { id orders(first: 100) { edges { node { id } } } } } }`,
      { a: mariaId, o: orderId },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.account).toBeNull();
    expect(answer.data?.order).toBeNull();
    expect(answer.data?.both).toEqual([null, null]);
    const joaoOrders = answer.data?.viewer.account?.orders.edges.map((e) => e.node.id) ?? [];
    expect(joaoOrders.length).toBeGreaterThan(0);
    expect(joaoOrders).not.toContain(orderId);
    // The owner can read both by id.
    const own = await maria.query<{ account: { id: string }; order: { id: string } }>(`query { account: node(id: "${mariaId}") { id } order: node(id: "${orderId}") { id } }`);
    expect(own.data).toEqual({ account: { id: mariaId }, order: { id: orderId } });
  });

  it('gives a visitor no account and no orders', async () => {
    const visitor = new BrowserSession(gateway);
    const answer = await visitor.query<{ viewer: { account: null }; node: null }>(`query { viewer { account { id } } node(id: "${mariaOrders?.orders.edges[0]?.node.id}") { id } }`);
    expect(answer.data).toEqual({ viewer: { account: null }, node: null });
  });

  it('never lets the public site token reach a browser', () => {
    for (const browser of [maria, joao]) {
      for (const response of browser.responses) {
        expect(response.body).not.toContain('dev-public-site-token');
        expect(JSON.stringify([...response.headers])).not.toContain('dev-public-site-token');
      }
    }
  });
});
