import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The id of the website's persisted operation whose text names `name` (client/persisted-operations.json). */
export function persistedId(name: string, file = `${root}client/persisted-operations.json`): string {
  const operations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const entry = Object.entries(operations).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`${name} is not among the persisted operations (npm run generate)`);
  return entry[0];
}

/** The registration form's "is this e-mail free?" read, as the website sends it. */
export const USERNAME_QUERY = 'RegistrationFormUsernameQuery';

/**
 * The website's persisted username check with an unused variable `pad`: a list of zeros long
 * enough to make the body `bytes` bytes (within a few). The variables are JSON the gateway must
 * parse before it can tell `pad` is no variable of the operation.
 */
export function paddedBody(id: string, bytes: number): string {
  const head = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } }, variables: { username: 'someone@example.pt' } }).slice(0, -2);
  const tail = ',"pad":[0]}}';
  const zeros = Math.max(0, Math.floor((bytes - head.length - tail.length) / 2));
  return `${head}${tail.slice(0, -3)}${',0'.repeat(zeros)}${tail.slice(-3)}`;
}

/** The same read with variables that nest `depth` lists deep. */
export function nestedBody(id: string, depth: number): string {
  return `{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${id}"}},"variables":{"username":"someone@example.pt","pad":${'['.repeat(depth)}${']'.repeat(depth)}}}`;
}

/** What came back: the HTTP status and the first error's code, or how the connection failed. */
export interface Outcome {
  status: number | 'reset' | 'timeout';
  code: string | null;
}

/**
 * POSTs a body to /graphql as a browser script would: with its length announced, or in chunks
 * with none (`chunked`). A gateway may answer before it has read the body and close the
 * connection; a reset is reported as such, not thrown.
 */
export async function post(url: string, body: string, options: { chunked?: boolean; timeoutMs?: number; headers?: Record<string, string> } = {}): Promise<Outcome> {
  const bytes = Buffer.from(body);
  const chunks = async function* () {
    for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
  };
  try {
    const answer = await request(`${url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: options.chunked ? Readable.from(chunks()) : bytes,
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    const text = await answer.body.text();
    return { status: answer.statusCode, code: errorCode(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { status: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'reset', code: null };
  }
}

/** GETs an address of the gateway, draining the answer. */
export async function get(url: string, path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  try {
    const answer = await request(`${url}${path}`, { headers, signal: AbortSignal.timeout(60_000) });
    const text = await answer.body.text();
    return { status: answer.statusCode, code: errorCode(text) };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { status: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'reset', code: null };
  }
}

/** The first error's code, else the first user error's code of the first mutation (a refused sign-in). */
function errorCode(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { errors?: Array<{ extensions?: { code?: unknown } }>; data?: Record<string, { userErrors?: Array<{ code?: unknown }> } | null> | null };
    const code = parsed.errors?.[0]?.extensions?.code ?? Object.values(parsed.data ?? {})[0]?.userErrors?.[0]?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
