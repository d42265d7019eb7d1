import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

interface Parsed {
  text: string;
  schema: z.ZodType;
  value: unknown;
}

/**
 * The last parsed answer of each public path, kept so an answer that comes back unchanged (the
 * usual case: content changes a few times a day) is not parsed and validated again. JSON.parse
 * and the contract's zod schemas were the largest share of the gateway's CPU per page; comparing
 * the new body with the last one costs a fraction of that. Values are shared between requests, as
 * the public cache's always were, so nothing may change them. Only public answers are kept: a
 * person's own data never stays in memory after their request.
 */
export class ParsedAnswers {
  private readonly entries = new LRUCache<string, Parsed>({
    max: 1000,
    // Bounded by the bodies held (characters): at most about 32 MB of answer text.
    maxSize: 16_000_000,
    sizeCalculation: (entry) => Math.max(1, entry.text.length),
  });

  reuse<S extends z.ZodType>(path: string, schema: S, text: string, parse: () => z.output<S>): z.output<S> {
    const last = this.entries.get(path);
    if (last && last.schema === schema && last.text === text) return last.value as z.output<S>;
    const value = parse();
    this.entries.set(path, { text, schema, value });
    return value;
  }
}
