import { createGraphQLError } from 'graphql-yoga';
import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { codeToLocale } from '../../locale.ts';
import { toDateTime } from '../../time.ts';
import type { SecondClock } from '../../kernel/second-clock.ts';
import { stoppable } from '../../kernel/stoppable.ts';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parseDateTime(value: unknown): string {
  if (typeof value === 'string' && ISO_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value))) return value;
  throw createGraphQLError('DateTime must be an ISO 8601 date-time with an offset, e.g. 2026-12-24T10:00:00+00:00', {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description:
    'An instant in time, ISO 8601 with its offset, computed in the resort\'s time zone (Europe/Lisbon), for example `2026-12-24T10:00:00.000+00:00`.',
  serialize: (value) => (value instanceof Date ? toDateTime(value) : String(value)),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

/** The time now, then at every `everySeconds`-th strike of the process's one clock. */
async function* ticks(everySeconds: number, signal: AbortSignal, now: () => Date, clock: SecondClock): AsyncGenerator<{ serverTime: string }> {
  yield { serverTime: toDateTime(now()) };
  let strikes = 0;
  for await (const instant of clock.ticks(signal)) {
    strikes += 1;
    if (strikes % everySeconds === 0) yield { serverTime: toDateTime(instant) };
  }
}

export const systemResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    locale: (_root, _args, ctx) => codeToLocale(ctx.language),
  },
  Subscription: {
    serverTime: {
      subscribe: (_root, { everySeconds }, ctx) => {
        const every = everySeconds ?? 1;
        if (!Number.isInteger(every) || every < 1 || every > 60) {
          throw createGraphQLError('everySeconds must be an integer from 1 to 60', {
            extensions: { code: 'BAD_USER_INPUT', field: 'everySeconds' },
          });
        }
        return stoppable((signal) => ticks(every, signal, ctx.deps.now, ctx.deps.clock));
      },
    },
  },
};
