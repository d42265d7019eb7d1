import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizedExecutor } from '@graphql-tools/executor';
import { getVariableValues, type ExecutionResult, type GraphQLError, type GraphQLSchema } from 'graphql';
import { isAsyncIterable, processRegularResult } from 'graphql-yoga';
import type { GatewayDeps } from '../../context.ts';
import { createContext } from '../../context.ts';
import { tracingEnabled } from '../../observability/tracing.ts';
import { operationCost } from '../../partners/cost.ts';
import { costExtension, rememberCost } from '../../partners/cost-budget.ts';
import { presentedKey } from '../../partners/partner-keys.ts';
import { lacksClientHeader } from '../../plugins/csrf.ts';
import { createMaskError } from '../../plugins/mask-error.ts';
import type { PersistedOperations } from '../../plugins/persisted-operations.ts';
import { readSessionCookie } from '../../session/cookies.ts';
import { nodeHeaders } from '../header-reader.ts';
import { persistedGet, type PersistedGet } from './persisted-get.ts';
import { preparedReads, type PreparedRead } from './prepared-reads.ts';

/** Addresses remembered before the memory of them starts again. */
const MAX_READS = 10_000;

/** Yoga's message for an error it masks (app.ts keeps its default). */
const MASKED_MESSAGE = 'Unexpected error.';

/** What Yoga's result processor builds its answer with: here, the parts of it, not a Fetch Response. */
class Answer {
  constructor(
    readonly body: string,
    readonly init: { status: number; headers: Record<string, string> },
  ) {}
}
type FetchApi = Parameters<typeof processRegularResult>[1];

export interface DirectReadsOptions {
  deps: GatewayDeps;
  schema: GraphQLSchema;
  persisted: PersistedOperations;
}

/**
 * Persisted GET reads run straight on the executor, without Yoga's request pipeline (its Fetch
 * request and response objects and plugin hooks cost more than executing a small page's query).
 * It is the same answer: the executor Yoga uses, its error masking, result processor, status and
 * media type, the cost extension, the operation metrics and the cookies a resolver sets. It takes
 * only what needs none of the rest of that pipeline: no partner key (metered in Yoga), no browser
 * request without the client header (refused in Yoga), no tracing, a persisted query that
 * validates and variables that coerce, and, while the shared response cache is on, only
 * signed-in people's reads (visitors' reads are the cache's to answer and fill). Everything else
 * resolves to null and goes on to Yoga.
 */
export function directReads({ deps, schema, persisted }: DirectReadsOptions) {
  const { config, logger, metrics } = deps;
  if (tracingEnabled(config)) return () => null;
  const cacheOn = config.PUBLIC_CACHE_SECONDS > 0;
  const prepare = preparedReads(schema);
  const maskError = createMaskError(logger);
  // As Yoga masks (server.ts of graphql-yoga): the original error is logged when it is replaced.
  const mask = (error: Error): Error => {
    const masked = maskError(error, MASKED_MESSAGE);
    if (masked !== error) logger.error(error);
    return masked;
  };

  // What a read needs besides its request, worked out once per read (reads are remembered per
  // address below): its prepared document and its cost, or null when its variables do not coerce.
  const runnable = new WeakMap<PersistedGet, { prepared: PreparedRead; cost: number } | null>();
  const runnableOf = (read: PersistedGet) => {
    let known = runnable.get(read);
    if (known === undefined) {
      const prepared = prepare(read.id, read.documentString, read.operationName);
      const variables = read.variables ?? {};
      const coerces = prepared !== null && !getVariableValues(schema, prepared.operation.variableDefinitions ?? [], variables).errors;
      known = prepared && coerces ? { prepared, cost: operationCost(schema, prepared.document, read.operationName, variables) } : null;
      runnable.set(read, known);
    }
    return known;
  };

  // The same address with the same Accept is the same read: parsed once. An entry stands only
  // while the list still holds its operation (ids name their document by its hash).
  const reads = new Map<string, PersistedGet | null>();
  const rememberedRead = (req: IncomingMessage): PersistedGet | null => {
    const address = `${req.method ?? ''} ${req.headers.accept ?? ''}\n${req.url ?? ''}`;
    const known = reads.get(address);
    if (known !== undefined && (known === null || persisted.get(known.id) === known.documentString)) return known;
    const read = persistedGet(req, persisted);
    if (reads.size >= MAX_READS) reads.clear();
    reads.set(address, read);
    return read;
  };

  return (req: IncomingMessage, res: ServerResponse): Promise<void> | null => {
    const headers = nodeHeaders(req.headers);
    if (presentedKey(headers) !== null) return null;
    if (lacksClientHeader(headers)) return null;
    const signedIn = readSessionCookie(headers) !== null;
    if (cacheOn && !signedIn) return null;
    const read = rememberedRead(req);
    if (!read) return null;
    const run = runnableOf(read);
    if (!run) return null;
    const { prepared, cost } = run;
    const variables = read.variables ?? {};

    return (async () => {
      const cookies: string[] = [];
      let answer: Answer;
      try {
        const context = createContext(deps, {
          headers,
          url: req.url,
          remoteAddress: req.socket.remoteAddress ?? '',
          setCookie: (cookie) => cookies.push(cookie),
        });
        const started = performance.now();
        const report = { requested: cost, budget: null };
        rememberCost(context, report);
        const executed = await normalizedExecutor({
          schema,
          document: prepared.document,
          contextValue: context,
          variableValues: variables,
          operationName: read.operationName,
        });
        if (isAsyncIterable(executed)) throw new Error('a persisted read answered with a stream');
        const failed = (executed.errors?.length ?? 0) > 0;
        metrics.operation(prepared.name, 'query', failed ? 'error' : 'ok', (performance.now() - started) / 1000);
        metrics.directRead(prepared.name);
        // The plugins' order in app.ts: the cost extension, then Yoga's error masking.
        let result: ExecutionResult = { ...executed, extensions: { ...executed.extensions, cost: costExtension(report) } };
        // Masked errors are plain Errors named GraphQLError that serialize as one (envelop's masking).
        if (result.errors) result = { ...result, errors: result.errors.map(mask) as GraphQLError[] };
        // Yoga's own result processor only builds `new Response(body, init)` with what it is given.
        answer = processRegularResult(result, { Response: Answer } as unknown as FetchApi, read.mediaType) as unknown as Answer;
      } catch (error) {
        logger.error({ err: error }, 'a persisted read failed outside its execution');
        answer = new Answer(JSON.stringify({ errors: [{ message: MASKED_MESSAGE }] }), { status: 500, headers: { 'Content-Type': `${read.mediaType}; charset=utf-8` } });
      }
      res.statusCode = answer.init.status;
      for (const [name, value] of Object.entries(answer.init.headers)) res.setHeader(name, value);
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
      // public-responses.ts: a signed-in person's answer is for no shared cache.
      if (cacheOn) res.setHeader('cache-control', 'private, no-store');
      // Encoded once: its length and the bytes written come from the same buffer.
      const body = Buffer.from(answer.body);
      res.setHeader('content-length', body.length);
      res.end(body);
    })();
  };
}
