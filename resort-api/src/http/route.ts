import { type RouteConfig, createRoute } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { bearerSecurity } from './openapi.ts';

/** `content` of a JSON request or answer. */
export function json<T>(schema: T) {
  return { 'application/json': { schema } } as const;
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type Parameters = NonNullable<NonNullable<RouteConfig['request']>['params']>;

/** The request part of a route, as createRoute reads it, from the schemas an operation names. */
type RequestOf<Params, Query, Body> = (Params extends Parameters ? { params: Params } : Nothing) &
  (Query extends Parameters ? { query: Query } : Nothing) &
  (Body extends ZodType ? { body: { required: true; content: { 'application/json': { schema: Body } } } } : Nothing);
type Nothing = Record<never, never>;

/** What an operation says beyond its method, path and tags. */
export interface Operation<Params, Query, Body, Responses> {
  summary: string;
  description: string;
  /** The path parameters. */
  params?: Params;
  /** The query parameters. */
  query?: Query;
  /** The JSON body; a route that takes one requires it. */
  body?: Body;
  /** Usually answers() of errors.ts: the answer, the operation's own failures and the common ones. */
  responses: Responses;
}

/**
 * An operation that a bearer token opens, which is nearly every call of this API (spec 000 §6):
 * `bearerRoute(tags, 'get /stocks/id/{id}', { summary, description, params, responses })`. The
 * security requirement, the request's parts and the JSON body's `required` are written here once;
 * the few calls without a bearer (the payment notification, the image service, health) use
 * createRoute themselves.
 */
export function bearerRoute<
  const Call extends `${Method} ${string}`,
  const Responses extends RouteConfig['responses'],
  Params extends Parameters | undefined = undefined,
  Query extends Parameters | undefined = undefined,
  Body extends ZodType | undefined = undefined,
>(tags: string[], call: Call, operation: Operation<Params, Query, Body, Responses>) {
  type Verb = Call extends `${infer M extends Method} ${string}` ? M : never;
  type Path = Call extends `${Method} ${infer P}` ? P : never;
  const [method, path] = call.split(' ') as [Verb, Path];
  const { summary, description, params, query, body, responses } = operation;
  const request = {
    ...(params && { params }),
    ...(query && { query }),
    ...(body && { body: { required: true, content: json(body) } }),
  } as RequestOf<Params, Query, Body>;
  return createRoute({ method, path, tags, summary, description, security: bearerSecurity, request, responses });
}
