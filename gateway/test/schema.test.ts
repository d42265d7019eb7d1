import { readFileSync } from 'node:fs';
import { isInterfaceType, isObjectType, isEnumType, isInputObjectType, isScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema, printMergedSchema } from '../src/schema.ts';

describe('the schema', () => {
  it('is printed in the committed root schema.graphql (run `npm run schema -w gateway` after changing SDL)', () => {
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed, 'schema.graphql is stale: run `npm run schema -w gateway`').toBe(printMergedSchema());
  });

  it('describes every type, field and argument, for partners reading GraphiQL', () => {
    const schema = buildSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || (isScalarType(type) && !type.astNode)) continue;
      if (!['Query', 'Subscription', 'Mutation'].includes(type.name) && !type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description && arg.name !== 'locale') missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type) && type.name !== 'HorizontalAlign' && type.name !== 'VerticalAlign') {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
