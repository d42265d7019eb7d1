import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.ts';
import { operationCost } from './cost.ts';

const schema = buildSchema();
const cost = (query: string, variables?: Record<string, unknown>) => operationCost(schema, parse(query), null, variables);

describe('operation cost', () => {
  it('counts a connection by its first, from a literal, a variable or the variable’s default', () => {
    expect(cost('{ articles(first: 3) { edges { node { id title } } } }')).toBe(9);
    expect(cost('query($n: Int) { articles(first: $n) { edges { node { id } } } }', { n: 20 })).toBe(60);
    expect(cost('query($n: Int = 4) { articles(first: $n) { edges { node { id } } } }')).toBe(12);
    expect(cost('{ articles { totalCount } }')).toBe(50);
  });

  it('costs nothing for nested scalars and __typename, and the same whether or not fragments are used', () => {
    expect(cost('{ __typename }')).toBe(0);
    const flat = cost('{ menu { id link { href } children { id } } }');
    expect(cost('fragment E on MenuItem { id link { href } } { menu { ...E children { id } } }')).toBe(flat);
    expect(flat).toBe(3);
  });

  it('costs at least 1 for every root field, scalars too, aliased or spread from a fragment', () => {
    expect(cost('{ locale __typename }')).toBe(1);
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: usernameAvailable(username: "a${i}@example.pt")`).join(' ');
    expect(cost(`{ ${aliases} }`)).toBe(15);
    expect(cost('fragment Root on Query { locale } query { ...Root ... on Query { locale: usernameAvailable(username: "x@example.pt") } }')).toBe(2);
    expect(cost('mutation { logOut }')).toBe(1);
    // A root object keeps its own price when it is above the least.
    expect(cost('{ articles(first: 3) { edges { node { id } } } }')).toBe(9);
  });
});
