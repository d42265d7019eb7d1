import { GraphQLError, type ASTVisitor, type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * graphql-js's suggestions: `Did you mean "username"?`, `Did you mean "a", "b", or "c"?`, `Did you
 * mean the enum value "SKI"?`, `Did you mean to use an inline fragment on "Page"?`. Names never hold
 * a question mark, so the first one ends the suggestion.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** The message without its suggestions. */
export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

/** A copy of the error without suggestions (the same error when it has none: validation results are cached and shared). */
function hide<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError)) return error;
  const message = withoutSuggestions(error.message);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** Checks nothing: it names the validation of callers who see no suggestions (below). */
function suggestionsHidden(): ASTVisitor {
  return {};
}

function hideIn(result: ExecutionResult): ExecutionResult {
  return result.errors?.length ? { ...result, errors: result.errors.map(hide) } : result;
}

/**
 * Takes graphql-js's "Did you mean …?" out of every error a caller for whom `hidden(context)` holds
 * is answered with: a document's validation errors, and the variable errors of execution and
 * subscription, which graphql-js writes with no switch to turn suggestions off. Each suggestion
 * names a field, argument or enum value of the schema, so a caller could map it by typos.
 */
export function useHiddenSuggestions(hidden: (context: unknown) => boolean): Plugin {
  const streamed = {
    onNext({ result, setResult }: { result: ExecutionResult; setResult: (result: ExecutionResult) => void }) {
      setResult(hideIn(result));
    },
  };
  return {
    onValidate({ context, addValidationRule }) {
      if (!hidden(context)) return;
      // Yoga caches a document's validation errors by the names of the rules it ran under: this
      // rule, which checks nothing, keeps the errors without suggestions apart from the others.
      addValidationRule(suggestionsHidden);
      return ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map(hide));
      };
    },
    onExecute({ args }) {
      if (!hidden(args.contextValue)) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return streamed;
          setResult(hideIn(result));
          return undefined;
        },
      };
    },
    onSubscribe({ args }) {
      if (!hidden(args.contextValue)) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (isAsyncIterable(result)) return streamed;
          setResult(hideIn(result));
          return undefined;
        },
      };
    },
  };
}
