import { readdirSync, readFileSync } from 'node:fs';

/** The modules, in a stable order: the roots (system) first. */
const MODULES = ['system', 'node', 'content', 'structure', 'accounts', 'orders', 'shop', 'reservations', 'desk', 'lessons', 'partners'] as const;

/** Every `.graphql` file of every module: its SDL. */
export function moduleTypeDefs(): string[] {
  return MODULES.flatMap((name) => {
    const dir = new URL(`./${name}/`, import.meta.url);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(new URL(file, dir), 'utf8'));
  });
}
