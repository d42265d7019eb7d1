import { readFileSync } from 'node:fs';
import { catalogListAnswer, contentListAnswer } from '@estancia/resort-contract';
import { z } from 'zod';
import { ACCOUNT_SEEDS } from '../../resort-api/src/db/seed-data/accounts.ts';
import { RESERVATION_PRODUCT_SEEDS } from '../../resort-api/src/db/seed-data/reservations.ts';

/** A page Lighthouse measures (lighthouse.ts), with what its runs need. */
export interface LighthousePage {
  name: string;
  path: string;
  /** A signed-in visitor's session cookie (`name=value`), in the browser's jar for this page's runs. */
  cookie?: string;
  /** Audits left out for this page, each with its reason where the page is listed below. */
  skipAudits?: string[];
}

/**
 * The pages Lighthouse measures (`npm run bench` and `tsx scripts/bench/lighthouse.ts`): the home
 * page, the news list, the newest article, the store, a product, the reservation list, a service
 * with its slots, the entrance tickets, the purchase history of a customer signed in, and the desk
 * and the desk's day (/desk/day) of a member of staff signed in. The accounts are those resort-api's seed creates; each signs in
 * through the gateway as the login form does, and its session cookie is in the browser's jar for
 * that page's runs.
 */
const root = new URL('../../', import.meta.url);

function persistedId(name: string): string {
  const persisted = JSON.parse(readFileSync(new URL('client/persisted-operations.json', root), 'utf8')) as Record<string, string>;
  const entry = Object.entries(persisted).find(([, text]) => new RegExp(`^mutation ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not among the persisted operations (build the client first)`);
  return entry[0];
}

const logInAnswer = z.object({ data: z.object({ logIn: z.object({ userErrors: z.array(z.unknown()) }) }) });

/** Signs in through the gateway and returns the session cookie, `name=value`. */
export async function sessionCookie(gatewayUrl: string, account: { username: string; password: string }): Promise<string> {
  const answer = await fetch(new URL('graphql', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-estancia-client': 'web' },
    body: JSON.stringify({
      operationName: 'LoginFormMutation',
      variables: { input: { username: account.username, password: account.password } },
      extensions: { persistedQuery: { version: 1, sha256Hash: persistedId('LoginFormMutation') } },
    }),
  });
  const text = await answer.text();
  const parsed = logInAnswer.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${account.username} could not sign in: ${answer.status} ${text.slice(0, 300)}`);
  const body = parsed.data;
  if (body.data.logIn.userErrors.length > 0) throw new Error(`${account.username} could not sign in: ${JSON.stringify(body.data.logIn.userErrors)}`);
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]).find((pair) => pair?.startsWith('estancia_session='));
  if (!cookie) throw new Error(`signing ${account.username} in set no session cookie`);
  return cookie;
}

/** The newest published article of the resort API's news list: the article page measured. */
export async function newestArticlePath(apiUrl: string, token: string): Promise<string> {
  const answer = await fetch(`${apiUrl}web/content/type/estancia/news`, { headers: { authorization: `Bearer ${token}` } });
  const article = contentListAnswer.parse(await answer.json()).data.find((item) => item.info.date.published && Date.parse(item.info.date.published) <= Date.now());
  if (!article) throw new Error('the demo data has no published article');
  return `/article/${article.id}`;
}

/** The first listed pass of the catalogue: the product page measured. */
async function productPath(apiUrl: string, token: string): Promise<string> {
  const answer = await fetch(new URL('estancia/forfait/estancia', apiUrl), { headers: { authorization: `Bearer ${token}` } });
  const [product] = catalogListAnswer.parse(await answer.json()).data;
  if (!product) throw new Error('the demo data lists no pass');
  return `/store/product/${product.id}`;
}

/** The first timed service of the seed: the service page measured. */
function servicePath(): string {
  const service = RESERVATION_PRODUCT_SEEDS.find((seed) => seed.kind === 'service');
  if (!service) throw new Error('the demo data has no reservation product');
  return `/reservation/service/${service.id}`;
}

/**
 * A signed-in page is private: the gateway serves it with `noindex` (site-routes.ts `isIndexable`),
 * as a customer's purchases and the desk must never be in a search engine. Lighthouse's
 * "is-crawlable" audit fails any page that asks not to be indexed, so it is left out for these
 * pages alone; every other SEO audit still holds them.
 */
const PRIVATE_PAGE_SKIPPED_AUDITS = ['is-crawlable'];

export async function lighthousePages(apiUrl: string, gatewayUrl: string, token: string): Promise<LighthousePage[]> {
  const customer = await sessionCookie(gatewayUrl, ACCOUNT_SEEDS.maria);
  const staff = await sessionCookie(gatewayUrl, ACCOUNT_SEEDS.balcao);
  return [
    { name: 'home', path: '/' },
    { name: 'news', path: '/article/all' },
    { name: 'article', path: await newestArticlePath(apiUrl, token) },
    { name: 'store', path: '/store' },
    { name: 'product', path: await productPath(apiUrl, token) },
    { name: 'reservations', path: '/reservation/service' },
    { name: 'service', path: servicePath() },
    { name: 'entrance', path: '/reservation/entrance' },
    { name: 'purchases, signed in', path: '/client/order', cookie: customer, skipAudits: PRIVATE_PAGE_SKIPPED_AUDITS },
    { name: 'desk, staff', path: '/desk', cookie: staff, skipAudits: PRIVATE_PAGE_SKIPPED_AUDITS },
    { name: 'desk day, staff', path: '/desk/day', cookie: staff, skipAudits: PRIVATE_PAGE_SKIPPED_AUDITS },
  ];
}
