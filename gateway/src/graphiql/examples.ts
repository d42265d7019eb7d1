import { addDays, resortDay } from '@estancia/resort-contract';

/**
 * GraphiQL's first tabs: one working example per domain, so a partner who opens the API sees how
 * it is meant to be read (connections with `first`, global ids, money as strings, the budget)
 * before reading the schema. docs/partners.md walks through the same operations.
 */
export interface ExampleTab {
  query: string;
  variables?: string;
}

const CONTENT = /* GraphQL */ `# Content: the latest news, one page at a time.
# Connections take \`first\` (1 to 50) and \`after\` (an edge's cursor); the cost counts \`first\`.
query LatestNews($first: Int = 5, $after: String) {
  articles(first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id          # a global id: pass it to node(id:) to read the item again
        title(locale: EN)
        abstract(locale: EN)
        publishedAt
        path
      }
    }
  }
}
`;

const CATALOGUE = /* GraphQL */ `# Catalogue and quote: the passes on sale, then the price of a cart.
# Prices are Money: an exact decimal string and a currency, VAT included.
query PassesAndQuote($lines: [CartLineInput!]!) {
  products(kind: PASS) {
    id
    databaseId
    name(locale: EN)
    price { amount currency }
  }
  quote(lines: $lines) {
    lines { name(locale: EN) quantity unitPrice { amount } total { amount } }
    total { amount currency }
    userErrors { code message }
  }
}
`;

const RESERVATIONS = /* GraphQL */ `# Reservations: spa services and the free places of their time slots on a day.
query SpaSlots($date: Date!) {
  services(group: SPA) {
    id
    name(locale: EN)
    durationMinutes
    price { amount currency }
    slots(date: $date) { startTime endTime remaining capacity }
  }
}
`;

const ORDERS = /* GraphQL */ `# Orders: a signed-in person's purchase history (the website's session; a partner key
# reads public data only, so this answers an empty viewer). Page through with first/after.
query MyOrders($first: Int = 10) {
  viewer {
    account {
      orders(first: $first) {
        totalCount
        edges {
          node { id number placedAt paymentStatus total { amount currency } }
        }
      }
    }
  }
}
`;

const BUDGET = /* GraphQL */ `# Your key's budget: points per hour, points left, when it refills, and what this cost.
# Send your key in the Headers tab: { "X-Api-Key": "ek_…" }. Every answer also carries
# extensions.cost with the same numbers.
query Budget {
  rateLimit { limit remaining resetAt cost }
}
`;

/** A day a week from now in Lisbon, so the reservations example shows slots that can still be booked. */
function dayInAWeek(now: Date): string {
  return addDays(resortDay(now), 7);
}

export function exampleTabs(now: Date): ExampleTab[] {
  return [
    { query: CONTENT },
    { query: CATALOGUE, variables: JSON.stringify({ lines: [{ kind: 'PASS', productId: 1, quantity: 2 }] }, null, 2) },
    { query: RESERVATIONS, variables: JSON.stringify({ date: dayInAWeek(now) }, null, 2) },
    { query: ORDERS },
    { query: BUDGET },
  ];
}
