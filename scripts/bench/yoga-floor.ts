import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

/**
 * The framework's own floor, for the persisted `{ __typename }` row: graphql-yoga with its
 * defaults and nothing of the gateway's (no plugin, no context, a one-field schema, no
 * compression or security headers), answering `GET /graphql?query={__typename}` in its own
 * process like the gateway. The gateway runs every operation through Yoga's pipeline, so its
 * per-request cost cannot fall below this one's. Env YOGA_FLOOR_PORT.
 */
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { ok: Boolean }' }),
  logging: false,
  landingPage: false,
  graphiql: false,
});
const server = createServer(yoga);
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env['YOGA_FLOOR_PORT'] ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
