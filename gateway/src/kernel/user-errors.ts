import { errorMessage, fieldErrors, type ErrorCode, type MessageParams } from '@estancia/validation';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { z } from 'zod';
import type { UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from './context.ts';

/** A user error with its message in the request's language (spec error catalogue); `params` fill the values it names. */
export function userError(ctx: GatewayContext, code: ErrorCode, field: string[] = [], params: MessageParams = {}): UserError {
  return { code, field, message: errorMessage(code, ctx.language, params) };
}

/** The shared form rules applied to a mutation's input: the parsed values, or the user errors. */
export function validate<S extends z.ZodType>(ctx: GatewayContext, schema: S, input: unknown): { ok: true; value: z.output<S> } | { ok: false; errors: UserError[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error).map((e) => userError(ctx, e.code, e.field)) };
}

/**
 * The forms' TOO_MANY_ATTEMPTS for a query, which has no `userErrors` to carry it: a GraphQL error
 * with the same code and text, in the request's language, answered with HTTP 429.
 */
export function tooManyAttemptsError(ctx: GatewayContext): GraphQLError {
  return createGraphQLError(errorMessage('TOO_MANY_ATTEMPTS', ctx.language), { extensions: { code: 'TOO_MANY_ATTEMPTS', http: { status: 429 } } });
}
