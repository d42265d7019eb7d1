import { ALLOWED_BOXES } from '../../gateway/src/kernel/images.ts';
import { get, nestedBody, paddedBody, persistedId, post, USERNAME_QUERY, type Outcome } from './requests.ts';

/** The demo account the resort API seeds (resort-api/src/db/seed-data/accounts.ts). */
export const ACCOUNT = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };

export interface CaseContext {
  url: string;
}

export interface HostileCase {
  name: string;
  run(context: CaseContext): Promise<Outcome[]>;
}

/** Runs `count` calls, at most `parallel` at a time. */
async function inBatches(count: number, parallel: number, call: (index: number) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let start = 0; start < count; start += parallel) {
    outcomes.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => call(start + offset)))));
  }
  return outcomes;
}

const persisted = (id: string, variables: Record<string, unknown>) => JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables });
const WEBSITE = { 'x-estancia-client': 'web' };

/**
 * What a hostile caller sends, each case bounded in count: bodies far past the limit and just
 * under it, variables nested deep and lists long, reads at addresses nobody published (each a
 * distinct path to the resort API), and a burst of sign-ins for one account.
 */
export function hostileCases(nearLimitBytes: number): HostileCase[] {
  const username = persistedId(USERNAME_QUERY);
  const product = persistedId('ProductPageQuery');
  const login = persistedId('LoginFormMutation');
  const [w, h] = [...ALLOWED_BOXES][0]?.split('x') ?? [];
  const huge = paddedBody(username, 24_000_000);
  const nearLimit = paddedBody(username, nearLimitBytes);
  return [
    { name: '24 MB body, length announced', run: async ({ url }) => [await post(url, huge)] },
    { name: '24 MB body, in chunks', run: async ({ url }) => [await post(url, huge, { chunked: true })] },
    { name: '50 bodies at once just under the limit', run: ({ url }) => inBatches(50, 50, () => post(url, nearLimit)) },
    { name: 'variables nested 10,000 deep (x20)', run: ({ url }) => inBatches(20, 10, () => post(url, nestedBody(username, 10_000))) },
    { name: 'a variable list of 300,000 items (x20)', run: ({ url }) => inBatches(20, 10, () => post(url, paddedBody(username, 600_000))) },
    {
      name: '1,000 distinct product slugs',
      run: ({ url }) => inBatches(1000, 50, (n) => post(url, persisted(product, { slug: `made-up-product-${n}` }), { headers: WEBSITE })),
    },
    {
      name: '1,000 made-up page addresses',
      run: ({ url }) =>
        inBatches(1000, 50, (n) =>
          get(url, [`made-up-page-${n}`, `article/made-up-${n}`, `store/product/made-up-${n}`, `images/made-up/${n}.jpg`, `media/image?img=/images/made-up-${n}.jpg&w=${w}&h=${h}`][n % 5] ?? ''),
        ),
    },
    {
      name: '30 sign-ins at once for one account (29 wrong, then the right one)',
      run: ({ url }) =>
        inBatches(30, 30, (n) =>
          post(url, persisted(login, { input: { username: ACCOUNT.username, password: n === 29 ? ACCOUNT.password : `Wrong#${n}` } }), { headers: WEBSITE }),
        ),
    },
  ];
}
