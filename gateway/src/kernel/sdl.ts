import { readdirSync, readFileSync } from 'node:fs';

/**
 * A module's SDL: every `.graphql` file in the folder of `moduleUrl` (its index.ts's
 * `import.meta.url`), in name order.
 */
export function moduleSdl(moduleUrl: string): string[] {
  const folder = new URL('./', moduleUrl);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(new URL(file, folder), 'utf8'));
}
