import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.ts';
import { isPersistedOperation } from './persisted-operations.ts';

/**
 * Whether an operation runs compiled: a persisted query whose variables, if it declares any, fit
 * their types. Values that do not fit are answered by graphql-js's execution with graphql-js's
 * messages: the compiler words them its own way, and plugins/suggestions.ts hides suggestions
 * from graphql-js's wording.
 */
function compilable(args: ExecutionArgs): boolean {
  if (!isPersistedOperation(args.contextValue)) return false;
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'query') return false;
  const declared = operation.variableDefinitions ?? [];
  return declared.length === 0 || getVariableValues(args.schema, declared, args.variableValues ?? {}, { maxErrors: 1 }).errors === undefined;
}

/**
 * The website's persisted reads run as code compiled once per document (graphql-jit), not through
 * graphql-js's interpreter: a persisted document is the same on every request, so walking its
 * selection sets, collecting fields and checking types each time is work done once for all. On the
 * home page's read (scripts/bench/pipeline-profile.ts) the interpreter was about a third of the
 * gateway's CPU per page. The compiled query is kept by the parsed document, which Yoga's parse
 * cache hands every request for the same id, so it lives as long as that entry does.
 *
 * Only persisted queries: their documents were reviewed when the website was built, and are few.
 * A partner's or GraphiQL's document runs once or twice and would pay the compilation each time;
 * mutations and subscriptions keep graphql-js's execution, whose order of side effects and event
 * streams the rest of the gateway is written against. Every other plugin sees the operation as
 * before: only the function that executes it changes.
 */
export function useCompiledPersistedReads(logger: Logger): Plugin {
  return useGraphQlJit(
    {},
    {
      enableIf: compilable,
      // A document that does not compile is answered with the compiler's errors; say so in the log.
      onError: (result) => logger.error({ errors: result.errors?.map((error) => error.message) }, 'a persisted read could not be compiled'),
    },
  ) as Plugin;
}
