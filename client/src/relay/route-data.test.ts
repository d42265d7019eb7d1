import { describe, expect, it } from 'vitest';
import { canonicalVariables, readRouteData, ROUTE_DATA_ID } from './route-data.ts';

/** A page whose data block holds `text`, as the gateway writes it. */
const page = (text: string | null) => ({ getElementById: (id: string) => (id === ROUTE_DATA_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) });

describe('the data sent with the page', () => {
  it('reads each answer with its language, id and variables', () => {
    const block = { language: 'en', operations: [{ id: 'a1', variables: { input: { slug: 'neve' }, newsList: false }, response: { data: { x: 1 } } }] };
    expect(readRouteData(page(JSON.stringify(block)))).toEqual([
      { language: 'en', id: 'a1', variables: canonicalVariables({ newsList: false, input: { slug: 'neve' } }), response: { data: { x: 1 } } },
    ]);
  });

  it('ignores a page without a block, and a block that is not what the server writes', () => {
    expect(readRouteData(page(null))).toEqual([]);
    expect(readRouteData(page('{not json'))).toEqual([]);
    expect(readRouteData(page(JSON.stringify({ operations: [] })))).toEqual([]);
    expect(readRouteData(page(JSON.stringify({ language: 'pt', operations: [{ id: 7, response: {} }] })))).toEqual([]);
  });

  it('spells variables one way: keys in order, null and absent alike', () => {
    expect(canonicalVariables({ slug: null, databaseId: 11 })).toBe(canonicalVariables({ databaseId: 11 }));
    expect(canonicalVariables({ b: { d: 1, c: [2] }, a: true })).toBe('{"a":true,"b":{"c":[2],"d":1}}');
  });
});
