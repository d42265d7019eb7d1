/**
 * The classic GraphQL security findings of graphql-cop (dolevf/graphql-cop), probed the way it
 * probes them, against a running gateway. Each probe answers whether the finding is present.
 */
type Json = Record<string, unknown> | unknown[] | null;

interface Probe {
  title: string;
  present(send: Sender): Promise<boolean>;
}

interface Sender {
  post(query: string): Promise<Json>;
  postBody(body: string, contentType: string): Promise<Json>;
  get(params: Record<string, string>, accept?: string): Promise<{ text: string; json: Json }>;
}

const dataOf = (answer: Json): Record<string, unknown> | null => {
  if (!answer || Array.isArray(answer)) return null;
  const data = answer['data'];
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
};
const errorsOf = (answer: Json): Array<Record<string, unknown>> => {
  if (!answer || Array.isArray(answer)) return [];
  return Array.isArray(answer['errors']) ? (answer['errors'] as Array<Record<string, unknown>>) : [];
};
const typename = (answer: Json) => dataOf(answer)?.['__typename'] !== undefined;

const PROBES: Probe[] = [
  {
    title: 'Alias Overloading',
    present: async (send) => dataOf(await send.post(`query cop { ${Array.from({ length: 101 }, (_, i) => `alias${i}:__typename`).join('\n')} }`))?.['alias100'] !== undefined,
  },
  {
    title: 'Array-based Query Batching',
    present: async (send) => {
      const answer = await send.postBody(JSON.stringify(Array.from({ length: 10 }, () => ({ query: 'query cop { __typename }' }))), 'application/json');
      return Array.isArray(answer) && answer.length >= 10;
    },
  },
  {
    title: 'Directive Overloading',
    present: async (send) => errorsOf(await send.post('query cop { __typename @aa@aa@aa@aa@aa@aa@aa@aa@aa@aa }')).length === 10,
  },
  { title: 'Field Duplication', present: async (send) => typename(await send.post(`query cop { ${'__typename \n'.repeat(500)}} `)) },
  {
    title: 'Field Suggestions',
    present: async (send) => errorsOf(await send.post('query cop { __schema { directive } }')).some((e) => String(e['message']).includes('Did you mean')),
  },
  { title: 'GET based Mutation (possible CSRF)', present: async (send) => typename((await send.get({ query: 'mutation cop {__typename}' })).json) },
  {
    title: 'POST based url-encoded query (possible CSRF)',
    present: async (send) => typename(await send.postBody(new URLSearchParams({ query: 'query cop {__typename}' }).toString(), 'application/x-www-form-urlencoded')),
  },
  { title: 'GET Method Query Support', present: async (send) => typename((await send.get({ query: 'query cop {__typename}' })).json) },
  {
    title: 'GraphQL IDE',
    present: async (send) => /graphiql|graphql-playground/i.test((await send.get({}, 'text/html,application/xhtml+xml')).text),
  },
  { title: 'Introspection', present: async (send) => dataOf(await send.post('query cop { __schema { types { name fields { name } } } }'))?.['__schema'] != null },
  {
    title: 'Introspection-based Circular Query',
    present: async (send) => {
      const data = dataOf(await send.post('query cop { __schema { types { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } }'));
      return data?.['__schema'] != null;
    },
  },
  {
    title: 'Trace Mode and Detailed Errors',
    present: async (send) => {
      const traced = await send.post('query cop { __typename }');
      const broken = await send.post('qwerty cop { abc }');
      const extensions = traced && !Array.isArray(traced) ? (traced['extensions'] as Record<string, unknown> | undefined) : undefined;
      const detail = [...errorsOf(traced), ...errorsOf(broken)].some((e) => /tracing|exception|stacktrace/i.test(JSON.stringify(e['extensions'] ?? {})));
      return extensions?.['tracing'] !== undefined || detail;
    },
  },
];

/** Every probe's title; the findings are those present. */
export const PROBE_TITLES = PROBES.map((probe) => probe.title);

async function readJson(response: Response): Promise<{ text: string; json: Json }> {
  const text = await response.text();
  try {
    return { text, json: JSON.parse(text) as Json };
  } catch {
    return { text, json: null };
  }
}

/** Runs every probe against `graphqlUrl` with `headers` (a partner key, or none) and answers the findings. */
export async function graphqlCop(graphqlUrl: string, headers: Record<string, string> = {}): Promise<string[]> {
  const send: Sender = {
    post: async (query) => (await readJson(await fetch(graphqlUrl, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query }) }))).json,
    postBody: async (body, contentType) => (await readJson(await fetch(graphqlUrl, { method: 'POST', headers: { ...headers, 'content-type': contentType }, body }))).json,
    get: async (params, accept = 'application/json') => {
      const url = new URL(graphqlUrl);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return readJson(await fetch(url, { headers: { ...headers, accept } }));
    },
  };
  const findings: string[] = [];
  for (const probe of PROBES) if (await probe.present(send)) findings.push(probe.title);
  return findings;
}
