/**
 * What the website's pages send (client/src/relay/network.ts): persisted operations by id, reads
 * as GET with the language in the address, mutations as POST, the client header the gateway's CSRF
 * rule asks for, the session cookie the sign-in mutation set, and the page's Origin where a
 * browser sends one.
 */
import { readFileSync } from 'node:fs';
import { request, type Dispatcher } from 'undici';
import { z } from 'zod';

export interface Operation {
  id: string;
  name: string;
}

/** The website's persisted operation named `name` (client/persisted-operations.json). */
export function websiteOperation(root: string, name: string): Operation {
  const persisted = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(`${root}client/persisted-operations.json`, 'utf8')));
  const found = Object.entries(persisted).find(([, text]) => new RegExp(`^(query|mutation|subscription) ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not among the website's persisted operations`);
  return { id: found[0], name };
}

export interface Visit {
  /** http://127.0.0.1:port/ of the site. */
  site: string;
  dispatcher: Dispatcher;
  cookie: string | null;
  /** Extra headers (a forged X-Forwarded-For). */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  setCookies: string[];
}

const answerSchema = z.object({ data: z.record(z.string(), z.unknown()).nullable().optional(), errors: z.array(z.object({ message: z.string() })).optional() });
export type GraphQLAnswer = z.infer<typeof answerSchema>;

/** The answer as GraphQL, or null when it is not one (a proxy's error page). */
export function graphqlAnswer(body: unknown): GraphQLAnswer | null {
  const parsed = answerSchema.safeParse(body);
  return parsed.success && (parsed.data.data !== undefined || parsed.data.errors !== undefined) ? parsed.data : null;
}

/** Sends `operation` as the website does: GET for a query unless `method` says POST. */
export async function send(visit: Visit, operation: Operation, variables: Record<string, unknown>, method: 'GET' | 'POST', language = 'pt'): Promise<Answer> {
  const origin = visit.site.replace(/\/$/, '');
  const headers: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'accept-language': language,
    'x-estancia-client': 'web',
    ...(visit.cookie ? { cookie: `estancia_session=${visit.cookie}` } : {}),
    ...visit.headers,
  };
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: operation.id } });
  const answer =
    method === 'GET'
      ? await request(`${visit.site}graphql?${new URLSearchParams({ operationName: operation.name, variables: JSON.stringify(variables), extensions, lang: language })}`, {
          dispatcher: visit.dispatcher,
          method: 'GET',
          headers,
          headersTimeout: 20_000,
          bodyTimeout: 20_000,
        })
      : await request(`${visit.site}graphql`, {
          dispatcher: visit.dispatcher,
          method: 'POST',
          // A browser sends its page's Origin with every POST.
          headers: { ...headers, origin, 'content-type': 'application/json' },
          body: JSON.stringify({ operationName: operation.name, variables, extensions: JSON.parse(extensions) as unknown }),
          headersTimeout: 20_000,
          bodyTimeout: 20_000,
        });
  const text = await answer.body.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: a proxy's page, kept as text for the report
  }
  const setCookie = answer.headers['set-cookie'];
  return { status: answer.statusCode, body, setCookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [] };
}

/** Signs in with the website's sign-in mutation; the session cookie's value. */
export async function signIn(visit: Visit, login: Operation, username: string, password: string): Promise<string> {
  const answer = await send(visit, login, { input: { username, password } }, 'POST');
  const cookie = answer.setCookies.map((line) => /^estancia_session=([^;]+)/.exec(line)?.[1]).find(Boolean);
  if (!cookie) throw new Error(`signing in as ${username} set no session cookie: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return cookie;
}
