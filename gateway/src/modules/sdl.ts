import { readFileSync } from 'node:fs';

/** The SDL of every module, in a stable order: the roots (system) first. */
const MODULES = ['system', 'node', 'content', 'structure'] as const;

export function moduleTypeDefs(): string[] {
  return MODULES.map((name) => readFileSync(new URL(`./${name}/schema.graphql`, import.meta.url), 'utf8'));
}
