import { GraphQLScalarType, Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

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
