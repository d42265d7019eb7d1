/**
 * Prints the merged schema to the root schema.graphql, which partners, the Relay compiler and
 * @graphql-eslint read. Run after changing any module's SDL; a test fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import { printMergedSchema } from '../src/schema.ts';

const target = new URL('../../schema.graphql', import.meta.url);
writeFileSync(target, printMergedSchema());
console.log(`wrote ${target.pathname}`);
