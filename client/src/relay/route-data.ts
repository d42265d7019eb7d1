import type { Language } from '../i18n/languages.ts';

/**
 * The first page's data, sent with the HTML: the gateway runs the page's own persisted query as a
 * visitor without a session and writes the answer into the page as
 * `<script type="application/json" id="route-data">` (gateway/src/http/first-paint/route-data.ts).
 * The Relay network hands it to that query instead of asking, so the first screen paints without
 * a data round. Each answer is used once, by the query with the same id, variables and language;
 * anything else (a later visit to the page, another language) asks the server as usual.
 */
export const ROUTE_DATA_ID = 'route-data';

interface PrefetchedAnswer {
  language: string;
  id: string;
  variables: string;
  response: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Variables in one spelling: keys sorted, absent and null alike (Relay fills variables the route
 * did not give with null; the server writes what the route gives).
 */
export function canonicalVariables(value: unknown): string {
  const normalize = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(normalize);
    if (!isRecord(v)) return v;
    return Object.fromEntries(
      Object.keys(v)
        .filter((key) => v[key] !== null && v[key] !== undefined)
        .sort()
        .map((key) => [key, normalize(v[key])]),
    );
  };
  return JSON.stringify(normalize(value));
}

/**
 * Reads the page's data block. Checked by hand, not with zod: this runs in the start-up bundle,
 * which stays free of the validation library. A block that is not what the server writes is ignored.
 */
export function readRouteData(doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document): PrefetchedAnswer[] {
  const text = doc?.getElementById(ROUTE_DATA_ID)?.textContent;
  if (!text) return [];
  let block: unknown;
  try {
    block = JSON.parse(text);
  } catch {
    return [];
  }
  return routeAnswersOf(block);
}

/** The answers of a data block as the server writes it; nothing when it is anything else. */
function routeAnswersOf(block: unknown): PrefetchedAnswer[] {
  if (!isRecord(block) || typeof block['language'] !== 'string' || !Array.isArray(block['operations'])) return [];
  const language = block['language'];
  return block['operations'].flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry['id'] === 'string' && isRecord(entry['response'])
      ? [{ language, id: entry['id'], variables: canonicalVariables(entry['variables'] ?? {}), response: entry['response'] }]
      : [],
  );
}

let pending: PrefetchedAnswer[] | null = null;

/**
 * The server's render of a first screen (entry-server.tsx) hands the page's answers over as the
 * browser will find them in the data block; null forgets what was left.
 */
export function primeRouteAnswers(block: unknown): void {
  pending = block === null ? null : routeAnswersOf(block);
}

/** The answer sent with the page for this operation, once; null when there is none. */
export function takeRouteAnswer(language: Language, id: string, variables: Record<string, unknown>): unknown {
  pending ??= readRouteData();
  const wanted = canonicalVariables(variables);
  const index = pending.findIndex((answer) => answer.language === language && answer.id === id && answer.variables === wanted);
  if (index < 0) return null;
  const [answer] = pending.splice(index, 1);
  return answer?.response ?? null;
}
