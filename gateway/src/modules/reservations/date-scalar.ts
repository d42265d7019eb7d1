import { GraphQLScalarType, Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { isCalendarDay } from '@estancia/resort-contract';

// A real calendar day (2026-02-30 is not one): the contract's rule (contract/src/resort-days.ts).
export { isCalendarDay };

function parseDate(value: unknown): string {
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  throw createGraphQLError('Date must be a calendar day written YYYY-MM-DD, e.g. 2026-12-24', { extensions: { code: 'BAD_USER_INPUT' } });
}

/** `Date`: a calendar day in the resort's time zone, YYYY-MM-DD. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar day, `YYYY-MM-DD`, in the resort\'s time zone (Europe/Lisbon).',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});
