import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayDeps } from './context.ts';

/** What a module's route does with a request. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** An HTTP route of a module, beside /graphql (the lesson calendar's `.ics`). */
export interface HttpRoute {
  /** Whether the route answers a request's path (its address without the query). */
  matches: (path: string) => boolean;
  /** Made once, as the server starts, with the process-wide parts. */
  handler: (deps: GatewayDeps) => RouteHandler;
}

/** JSON answers and the guard that logs a failure and answers 500, as the gateway's own routes use them. */
export { guarded, json } from '../upstream/proxy.ts';
