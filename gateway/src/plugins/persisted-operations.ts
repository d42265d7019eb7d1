import { createHash } from 'node:crypto';
import { existsSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { z } from 'zod';
import type { Logger } from '../logger.ts';

const persistedMapSchema = z.record(z.string().regex(/^[0-9a-f]{64}$/), z.string().min(1));

/** The persisted-operation id of a request: the APQ shape Relay's client sends (recipes). */
export function extractOperationId(params: { extensions?: Record<string, unknown> | null }): string | null {
  const persisted = params.extensions?.['persistedQuery'];
  if (persisted && typeof persisted === 'object' && 'sha256Hash' in persisted) {
    const hash = persisted.sha256Hash;
    return typeof hash === 'string' ? hash : null;
  }
  return null;
}

/**
 * Whether the operation running with this envelop context was sent as a persisted id: the
 * website's reviewed documents (and the gateway's own), which the limits and the cost cap exempt.
 */
export function isPersistedOperation(context: unknown): boolean {
  const params = context && typeof context === 'object' && 'params' in context ? context.params : null;
  return !!params && typeof params === 'object' && extractOperationId(params as { extensions?: Record<string, unknown> | null }) !== null;
}

/**
 * The operations the website may run: relay-compiler's persistConfig output (id → document). The
 * browser sends ids only; a document that is not in this list runs only where arbitrary operations
 * are allowed (GraphiQL, partners).
 */
export class PersistedOperations {
  private operations = new Map<string, string>();
  /** The gateway's own operations (page heads, the sitemap): kept across reloads of the file. */
  private readonly own = new Map<string, string>();
  /** Operation name → ids, built on first use after each reload. */
  private names: Map<string, string[]> | null = null;
  private watcher: FSWatcher | null = null;

  constructor(
    private readonly file: string,
    private readonly logger: Logger,
  ) {
    this.reload();
  }

  get size(): number {
    return this.operations.size;
  }

  get(id: string): string | null {
    return this.operations.get(id) ?? this.own.get(id) ?? null;
  }

  /**
   * Adds one of the gateway's own read operations, so it runs as the website's do: by id, through
   * the one GraphQL pipeline and every plugin (the response cache, metrics, limits), never as a
   * document a visitor could send. Answers its id and name.
   */
  register(text: string): { id: string; name: string } {
    const name = /^\s*query\s+(\w+)/.exec(text)?.[1];
    if (!name) throw new Error('a server operation is a named query');
    const id = createHash('sha256').update(text).digest('hex');
    this.own.set(id, text);
    this.names = null;
    return { id, name };
  }

  /**
   * The ids of the operation named `name` (e.g. `HomePageQuery`), one per version the list holds:
   * the list only grows as the website's queries change, so which one a build sends is for the
   * caller to tell (the first-paint module looks for it in the built scripts).
   */
  idsOf(name: string): readonly string[] {
    if (!this.names) {
      const names = new Map<string, string[]>();
      for (const [id, text] of [...this.operations, ...this.own]) {
        const declared = /^\s*(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
        if (declared) names.set(declared, [...(names.get(declared) ?? []), id]);
      }
      this.names = names;
    }
    return this.names.get(name) ?? [];
  }

  /** Re-reads the file; a missing or malformed file leaves an empty list and says so. */
  reload(): void {
    this.names = null;
    if (!existsSync(this.file)) {
      this.logger.warn({ file: this.file }, 'no persisted operations file: build the client (npm run build) to create it');
      this.operations = new Map();
      return;
    }
    const parsed = persistedMapSchema.safeParse(JSON.parse(readFileSync(this.file, 'utf8')));
    if (!parsed.success) {
      this.logger.error({ file: this.file, issues: parsed.error.issues.slice(0, 3) }, 'persisted operations file is malformed');
      this.operations = new Map();
      return;
    }
    this.operations = new Map(Object.entries(parsed.data));
    this.logger.info({ count: this.operations.size }, 'persisted operations loaded');
  }

  /** In development the client recompiles as you edit: follow the file. */
  watch(): void {
    if (this.watcher || !existsSync(this.file)) return;
    this.watcher = watch(this.file, () => this.reload());
  }

  close(): void {
    this.watcher?.close();
    this.watcher = null;
  }
}
