import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { browserVariables } from './route-data.ts';

describe('browserVariables', () => {
  it('spells the variables as the browser sends them: the given value, else the default, else null', () => {
    const document = parse('query Page($input: PageInput!, $newsList: Boolean = false, $after: String) { __typename }');
    expect(browserVariables(document, { input: { slug: 'spa' } })).toEqual({ input: { slug: 'spa' }, newsList: false, after: null });
    expect(browserVariables(document, { input: { slug: 'spa' }, newsList: true, unknown: 1 })).toEqual({ input: { slug: 'spa' }, newsList: true, after: null });
  });
});
