import { errorCode } from '../../relay/errors.ts';

/** At most this many reports per page view (one path): a failure that repeats must not flood the API. */
export const MAX_REPORTS_PER_PAGE_VIEW = 5;
/** The input's limits (schema `ReportClientErrorInput`). */
export const MESSAGE_MAX = 2000;
export const DETAILS_MAX = 20_000;
/** The most of the details a source's own context may take. */
const CONTEXT_MAX = 8000;

/**
 * Where the failure was caught: a route's error boundary, window `error`, `unhandledrejection`, or
 * the page taking over the server's markup (hydration, client/src/start/hydration-report.ts).
 */
export type ErrorSource = 'route' | 'window' | 'promise' | 'hydration';

export interface ClientErrorReport {
  message: string;
  /** JSON: route, source, name, code, language and stack, then what the source adds (`context`). */
  details: string;
}

interface Described {
  message: string;
  name: string;
  stack: string | undefined;
}

function describe(error: unknown): Described {
  if (error instanceof Error) return { message: error.message || error.name, name: error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error || 'Empty error message', name: 'string', stack: undefined };
  let text: string | undefined;
  try {
    text = JSON.stringify(error);
  } catch {
    // A value JSON cannot write (a cycle): its string form is all there is.
  }
  return { message: text ?? String(error), name: typeof error, stack: undefined };
}

/**
 * Decides what is reported during one page load: the same failure once, and at most
 * MAX_REPORTS_PER_PAGE_VIEW reports for each path the visitor opens.
 */
export class ReportBudget {
  private readonly byPath = new Map<string, number>();
  private readonly seen = new Set<string>();

  /**
   * The report of one failure (message, and details as JSON), or null when this failure was
   * already reported or the page view has used its budget.
   */
  take(error: unknown, source: ErrorSource, path: string, language: string, context: Record<string, unknown> = {}): ClientErrorReport | null {
    const { message, name, stack } = describe(error);
    const key = `${path}\n${source}\n${name}\n${message}`;
    if (this.seen.has(key)) return null;
    const count = this.byPath.get(path) ?? 0;
    if (count >= MAX_REPORTS_PER_PAGE_VIEW) return null;
    this.seen.add(key);
    this.byPath.set(path, count + 1);
    // What the source adds goes whole or not at all, so the details stay JSON within the limit.
    const added = JSON.stringify(context).length <= CONTEXT_MAX ? context : { context: 'too long' };
    const details = {
      ...added,
      route: path,
      source,
      name,
      code: errorCode(error) ?? null,
      language,
      // The stack is cut so that the JSON around it stays within the input's limit.
      stack: stack === undefined ? null : stack.slice(0, DETAILS_MAX - 1000 - CONTEXT_MAX),
    };
    return { message: message.slice(0, MESSAGE_MAX), details: JSON.stringify(details) };
  }
}
