import { extractOperationId, type PersistedOperations } from '../plugins/persisted-operations.ts';

/** The two media types Yoga answers a single result with. */
export type ResultMediaType = 'application/graphql-response+json' | 'application/json';

/** A persisted operation asked for by GET, as the website sends its reads (client/src/relay/network.ts). */
export interface PersistedGet {
  id: string;
  documentString: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
  mediaType: ResultMediaType;
}

/**
 * The media type Yoga would answer with (graphql-yoga's result processors): the first type the
 * Accept header lists that a single result can take; for a wildcard, plain JSON. Null when it
 * lists none, or asks for a page (GraphiQL) or a stream: Yoga's to negotiate.
 */
export function resultMediaType(accept: string | undefined): ResultMediaType | null {
  if (!accept || accept.includes('text/html')) return null;
  for (const entry of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const [type = '', ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset='));
    if (charset && charset !== 'charset=utf-8') continue;
    const [pre, suf] = type.split('/');
    if (pre !== 'application' && pre !== '*') continue;
    if (suf === '*' || suf === 'json') return 'application/json';
    if (suf === 'graphql-response+json') return 'application/graphql-response+json';
  }
  return null;
}

function jsonParam(params: URLSearchParams, name: string): { ok: true; value: unknown } | { ok: false } {
  const text = params.get(name);
  if (text === null) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request as a persisted read, when it is a plain one: GET, an id the list holds, JSON
 * variables and extensions, no document, a result type Yoga would pick. Null for anything else,
 * which Yoga answers (and refuses where it must).
 */
export function persistedGet(request: Request, url: URL, persisted: PersistedOperations): PersistedGet | null {
  if (request.method !== 'GET') return null;
  const mediaType = resultMediaType(request.headers.get('accept') ?? undefined);
  if (!mediaType) return null;
  const params = url.searchParams;
  if (params.has('query')) return null;
  const extensions = jsonParam(params, 'extensions');
  const variables = jsonParam(params, 'variables');
  if (!extensions.ok || !variables.ok || !isRecord(extensions.value)) return null;
  if (variables.value !== undefined && variables.value !== null && !isRecord(variables.value)) return null;
  const id = extractOperationId({ extensions: extensions.value });
  const documentString = id ? persisted.get(id) : null;
  if (!id || !documentString) return null;
  return {
    id,
    documentString,
    operationName: params.get('operationName') ?? undefined,
    variables: variables.value ?? undefined,
    mediaType,
  };
}
