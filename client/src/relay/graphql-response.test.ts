import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from './errors.ts';
import { checkGraphQLAnswer } from './graphql-response.ts';

describe('checkGraphQLAnswer', () => {
  it('returns an answer without errors', () => {
    const body = { data: { locale: 'PT' } };
    expect(checkGraphQLAnswer(body, 200)).toBe(body);
  });

  it('passes a partial answer on, when every error names the field that failed', () => {
    const body = { data: { banners: [], testimonials: null }, errors: [{ message: 'Unexpected error.', path: ['testimonials'] }] };
    expect(checkGraphQLAnswer(body, 200)).toBe(body);
  });

  it('throws the first error with its code when there is no data, or an error names no field', () => {
    expect(() => checkGraphQLAnswer({ data: null, errors: [{ message: 'Not found', path: ['x'], extensions: { code: 'NOT_FOUND' } }] }, 200)).toThrow(
      new GraphQLRequestError('Not found', 'NOT_FOUND', 200),
    );
    const request = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    expect(() => checkGraphQLAnswer(request, 400)).toThrow(/PersistedQueryNotFound/);
    const mixed = { data: { a: 1 }, errors: [{ message: 'field', path: ['a'] }, { message: 'whole request' }] };
    expect(() => checkGraphQLAnswer(mixed, 200)).toThrow(/field/);
  });

  it('fails the whole answer when the viewer could not be read, so a signed-in person never reads as a visitor', () => {
    const body = {
      data: { banners: [], viewer: { account: null } },
      errors: [
        { message: 'Unexpected error.', path: ['banners', 0] },
        { message: 'The resort service is not answering right now; please try again shortly.', path: ['viewer', 'account'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
      ],
    };
    expect(() => checkGraphQLAnswer(body, 200)).toThrow(new GraphQLRequestError('The resort service is not answering right now; please try again shortly.', 'UPSTREAM_UNAVAILABLE', 200));
  });

  it('calls an answer that is no GraphQL answer a network error', () => {
    expect(() => checkGraphQLAnswer('<html>', 502)).toThrow(/did not send a GraphQL answer \(HTTP 502\)/);
  });
});
