import { readFileSync } from 'node:fs';
import type { Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, signIn } from './browser-session.ts';
import { startTestGateway, type TestGateway } from './harness.ts';

/**
 * The website's persisted reads run compiled (src/plugins/compiled-reads.ts); the same document
 * sent as a document runs through graphql-js. Both must answer alike: the same status, the same
 * data and the same errors (message, path, code) for a visitor and for a signed-in customer,
 * with variables, with a field refused, and with variables that do not fit.
 */
const START = new Date();
const CUSTOMER = { username: 'cliente@estancia.pt', password: 'Cliente#2026' };
const operations = JSON.parse(readFileSync(new URL('../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

function operation(name: string): { id: string; text: string } {
  const entry = Object.entries(operations).find(([, text]) => new RegExp(`^\\s*query ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not persisted: run \`npm run relay -w client\``);
  return { id: entry[0], text: entry[1] };
}

const view = (input: Record<string, string>, lists: Partial<Record<'newsList' | 'pressList' | 'galleryList', boolean>> = {}) => ({
  input,
  newsList: false,
  pressList: false,
  galleryList: false,
  ...lists,
});

/** Reads of the website's pages, with the variables its routes send. */
const READS: [name: string, variables: Record<string, unknown>][] = [
  ['HomePageQuery', {}],
  ['ContentPageQuery', view({ articleId: 'all' }, { newsList: true })],
  ['ContentPageQuery', view({ galleryId: 'all' }, { galleryList: true })],
  ['ContentPageQuery', view({ slug: 'neve' })],
  ['ContentPageQuery', view({ slug: 'no-such-page' })],
  ['StorePageQuery', {}],
  ['LessonsPageQuery', {}],
  ['TariffsPageQuery', {}],
  ['ServicesPageQuery', {}],
  ['ProfilePageQuery', {}],
  ['OrderHistoryPageQuery', {}],
  // Only staff may read the desk: a customer's and a visitor's answer carry the refusal.
  ['DeskPageQuery', {}],
  // A value that is no LessonCategory.
  ['LessonSchedulePageQuery', { category: 'SKII', from: '2030-01-07', to: '2030-01-13' }],
];

interface Answer {
  status: number;
  data?: unknown;
  errors?: { message: string; path?: unknown; extensions?: Record<string, unknown> }[];
  extensions?: unknown;
}

/** What a caller reads of an answer; error locations are left out (the compiled reads do not report them). */
function comparable(answer: Answer) {
  return {
    status: answer.status,
    data: answer.data,
    errors: answer.errors?.map(({ message, path, extensions }) => ({ message, path, extensions })),
    extensions: answer.extensions,
  };
}

/**
 * Records, per operation, whether it ran compiled: @envelop/graphql-jit hands its results their
 * own serializer (`stringify`), graphql-js's results have none.
 */
function compiledOrNot(ran: boolean[]): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          ran.push(typeof (result as { stringify?: unknown }).stringify === 'function');
        },
      };
    },
  };
}

describe('compiled persisted reads', () => {
  let gateway: TestGateway;
  const cookie = { visitor: '', customer: '' };
  const compiled: boolean[] = [];

  beforeAll(async () => {
    // Documents sent as documents are held to the partners' limits: loosened here, so the website's own pass.
    gateway = await startTestGateway(
      { ALLOW_ARBITRARY_OPERATIONS: true, MAX_DEPTH: 100, MAX_ALIASES: 1000, MAX_TOKENS: 1_000_000, MAX_COST: 1_000_000 },
      // One instant for the whole file: a cart's serverTime is read from the clock.
      { plugins: [compiledOrNot(compiled)], now: () => START },
    );
    const browser = new BrowserSession(gateway);
    await signIn(browser, CUSTOMER.username, CUSTOMER.password);
    cookie.customer = browser.cookieHeader;
  });
  afterAll(() => gateway?.close());

  async function send(body: Record<string, unknown>, who: keyof typeof cookie): Promise<Answer> {
    const response = await fetch(`${gateway.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt', 'x-estancia-client': 'web', ...(cookie[who] ? { cookie: cookie[who] } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
  }

  for (const who of ['visitor', 'customer'] as const) {
    it(`answer a ${who} as graphql-js answers the same document`, async () => {
      for (const [name, variables] of READS) {
        const { id, text } = operation(name);
        compiled.length = 0;
        const persisted = await send({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } }, who);
        const document = await send({ operationName: name, variables, query: text }, who);
        expect(comparable(persisted), `${name} ${JSON.stringify(variables)}`).toEqual(comparable(document));
        // Variables that do not fit are left to graphql-js, whose messages the gateway words its rules in.
        const fits = name !== 'LessonSchedulePageQuery';
        expect(compiled, name).toEqual([fits, false]);
      }
    });
  }
});
