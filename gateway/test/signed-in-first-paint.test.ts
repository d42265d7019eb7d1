import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

const INDEX_HTML = `<!doctype html>\n<html lang="pt">\n  <head>\n    <title>Estância</title>\n    <script type="module" crossorigin src="/assets/index-A1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n    <noscript>JS</noscript>\n  </body>\n</html>\n`;
const MANIFEST = { 'index.html': { file: 'assets/index-A1.js', isEntry: true } };
/**
 * The server render as the gateway loads it from the website's build (client/dist-server): this
 * one writes the data it was given and counts its renders, so a test sees what reached the markup
 * and whether a render was kept.
 */
const ENTRY_SERVER = `let renders = 0;
export async function renderFirstScreen({ routeData }) {
  renders += 1;
  const text = JSON.stringify(routeData).replace(/[<>&]/g, (c) => '&#' + c.charCodeAt(0) + ';');
  return '<main id="main-content" data-render="' + renders + '">' + text + '</main>';
}
`;
const CUSTOMER = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const STAFF = { username: 'balcao@estancia.pt', password: 'Balcao#2026' };

const routeData = z.object({
  language: z.string(),
  operations: z.array(z.object({ id: z.string(), variables: z.record(z.string(), z.unknown()), response: z.object({ data: z.record(z.string(), z.unknown()) }) })).length(1),
});

async function queryId(path: string): Promise<string> {
  const parameters = await readFile(new URL(`../../client/src/routes/${path}`, import.meta.url), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(parameters)?.[1];
  if (!id) throw new Error(`the website has no compiled ${path}: run \`npm run relay -w client\``);
  return id;
}

/** An answer without the server's clock (`TimedCart.serverTime`), which moves between two reads. */
function withoutClock(data: unknown): unknown {
  return JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'serverTime' ? undefined : value)));
}

function readPage(html: string) {
  const dom = parseDocument(html);
  const blocks = findAll((el) => el.name === 'script' && el.attribs['id'] === 'route-data', dom.children);
  const root = findAll((el) => el.name === 'div' && el.attribs['id'] === 'root', dom.children)[0];
  const main = root ? findAll((el) => el.name === 'main', root.children)[0] : undefined;
  return {
    blocks: blocks.map((el) => routeData.parse(JSON.parse(textContent(el)))),
    rendered: root?.attribs['data-server-rendered'] ?? null,
    render: main?.attribs['data-render'] ?? null,
    markup: main ? textContent(main) : '',
  };
}

describe("a signed-in visitor's own pages come with their data, read with their session, for them alone", () => {
  let gateway: TestGateway;
  let dist: string;
  const ids = { orders: '', profile: '', desk: '' };

  beforeAll(async () => {
    ids.orders = await queryId('account/__generated__/OrderHistoryPageQuery$parameters.ts');
    ids.profile = await queryId('account/__generated__/ProfilePageQuery$parameters.ts');
    ids.desk = await queryId('desk/__generated__/DeskPageQuery$parameters.ts');
    const base = await mkdtemp(join(tmpdir(), 'signed-in-first-paint-'));
    dist = join(base, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await mkdir(join(dist, 'assets'));
    await mkdir(join(base, 'dist-server'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    // The start-up script names the ids its route loaders send (site-build.ts reads them).
    await writeFile(join(dist, 'assets/index-A1.js'), `const loaders = ${JSON.stringify(Object.values(ids))};\n`);
    await writeFile(join(base, 'dist-server/entry-server.js'), ENTRY_SERVER);
    gateway = await startTestGateway({ CLIENT_DIST_DIR: dist, PUBLIC_CACHE_SECONDS: 30 });
  });
  afterAll(async () => {
    await gateway?.close();
    if (dist) await rm(join(dist, '..'), { recursive: true, force: true });
  });

  /** What the browser's Relay network would get asking for the page's query with these cookies. */
  async function asked(id: string, cookie: string | null) {
    const search = new URLSearchParams({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: id } }) });
    const response = await fetch(`${gateway.url}graphql?${search}`, { headers: { 'x-estancia-client': 'web', 'accept-language': 'pt', ...(cookie ? { cookie } : {}) } });
    return (await response.json()) as { data: Record<string, unknown> };
  }

  const page = (path: string, cookie?: string) => fetch(new URL(path, gateway.url), { headers: cookie ? { cookie } : {} });

  it("writes the purchases the customer's browser would ask for into their page, renders it with them, and keeps it nowhere", async () => {
    const customer = new BrowserSession(gateway);
    const { account } = (await signIn(customer, CUSTOMER.username, CUSTOMER.password)).viewer;
    const response = await page('/client/order', customer.cookieHeader);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Where the wait for its first byte went: the head, the session's read, the render, the whole.
    expect(response.headers.get('server-timing')).toMatch(/^head;dur=[\d.]+, data;dur=[\d.]+, render;dur=[\d.]+, total;dur=[\d.]+$/);
    const first = readPage(await response.text());
    expect(first.blocks).toHaveLength(1);
    expect(first.blocks[0]?.operations[0]).toMatchObject({ id: ids.orders, variables: {} });
    const own = await asked(ids.orders, customer.cookieHeader);
    expect(withoutClock(first.blocks[0]?.operations[0]?.response.data)).toEqual(withoutClock(own.data));
    expect(JSON.stringify(own.data)).toContain(account?.id ?? 'no account');
    // The first screen is rendered from that answer, for this visitor.
    expect(first.rendered).toBe('pt');
    expect(first.markup).toContain(account?.id ?? 'no account');

    // Rendered again for the next request, never kept: the same markup is not served from memory.
    const again = readPage(await (await page('/client/order', customer.cookieHeader)).text());
    expect(again.render).not.toBe(first.render);

    // Nothing of it was kept for others: a visitor's read of the same query shows no account.
    expect((await asked(ids.orders, null)).data['viewer']).toMatchObject({ account: null });
  });

  it("gives each signed-in person their own page: the staff's purchases page carries the staff's account, not the customer's", async () => {
    const customer = new BrowserSession(gateway);
    const theirs = (await signIn(customer, CUSTOMER.username, CUSTOMER.password)).viewer.account;
    const staff = new BrowserSession(gateway);
    const mine = (await signIn(staff, STAFF.username, STAFF.password)).viewer.account;
    await page('/client/order', customer.cookieHeader);
    const html = await (await page('/client/order', staff.cookieHeader)).text();
    expect(html).toContain(mine?.id ?? 'no account');
    expect(html).not.toContain(theirs?.id ?? 'no account');
  });

  it('writes the profile and the desk with the session that asks: the desk as staff', async () => {
    const customer = new BrowserSession(gateway);
    await signIn(customer, CUSTOMER.username, CUSTOMER.password);
    const profile = readPage(await (await page('/client/perfil', customer.cookieHeader)).text());
    expect(withoutClock(profile.blocks[0]?.operations[0]?.response.data)).toEqual(withoutClock((await asked(ids.profile, customer.cookieHeader)).data));

    const staff = new BrowserSession(gateway);
    await signIn(staff, STAFF.username, STAFF.password);
    const response = await page('/desk', staff.cookieHeader);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const desk = readPage(await response.text());
    expect(desk.blocks[0]?.operations[0]).toMatchObject({ id: ids.desk });
    expect(desk.blocks[0]?.operations[0]?.response.data['desk']).not.toBeNull();
    expect(withoutClock(desk.blocks[0]?.operations[0]?.response.data)).toEqual(withoutClock((await asked(ids.desk, staff.cookieHeader)).data));
  });

  it('sends the page without data to a visitor without a session, who may be given it from a cache', async () => {
    const response = await page('/client/order');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // Nothing was read nor rendered for it.
    expect(response.headers.get('server-timing')).toMatch(/^head;dur=[\d.]+, total;dur=[\d.]+$/);
    const plain = readPage(await response.text());
    expect(plain.blocks).toEqual([]);
    expect(plain.rendered).toBeNull();
  });

  it('passes on the cookie its read clears: a session the resort API no longer honours is forgotten by the browser', async () => {
    const customer = new BrowserSession(gateway);
    await signIn(customer, CUSTOMER.username, CUSTOMER.password);
    const kept = customer.cookieHeader;
    // Signing out revokes the resort API's session; a copy of the cookie still names it.
    await customer.query('mutation { logOut { viewer { role } } }');
    const response = await page('/client/order', kept);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.getSetCookie().some((cookie) => /^estancia_session=;/.test(cookie) && /max-age=0/i.test(cookie))).toBe(true);
    // And the page carries no account.
    expect(await response.text()).not.toContain('"account":{');
  });
});
