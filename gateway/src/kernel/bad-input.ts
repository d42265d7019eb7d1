import { errorMessage, type ErrorCode, type MessageParams } from '@estancia/validation';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from './context.ts';

/**
 * A request problem in a query's arguments (a GraphQL error with `extensions.code` BAD_USER_INPUT
 * and the argument at fault), for callers that build the arguments themselves: partners, GraphiQL.
 */
export function badInput(message: string, field: string[]): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });
}

/**
 * The same for a problem a person may cause through a page (a range of days picked in a calendar):
 * the message comes from the error catalogue in the request's language, and `reason` names it.
 */
export function localizedBadInput(ctx: GatewayContext, code: ErrorCode, field: string[], params: MessageParams = {}): GraphQLError {
  return createGraphQLError(errorMessage(code, ctx.language, params), { extensions: { code: 'BAD_USER_INPUT', reason: code, field } });
}
