import { z } from '@hono/zod-openapi';
import {
  horizontalAlignSchema,
  menuChildSchema,
  verticalAlignSchema,
} from '@estancia/resort-contract';
import { REALTIME_CHANNEL_DESCRIPTION } from '../reservations/channel-protocol.ts';
import type { ApiApp } from './env.ts';

/** The name of the bearer security scheme in the OpenAPI document. */
export const BEARER_SCHEME = 'bearerAuth';

/** `security` of an operation that needs the bearer token. */
export const bearerSecurity = [{ [BEARER_SCHEME]: [] }];

export const OPENAPI_PATH = '/openapi.json';

/**
 * The OpenAPI generator (@asteasolutions/zod-to-openapi, under @hono/zod-openapi) cannot read two
 * constructs of the shared contract by itself, so they are described here, on the contract's own
 * schema instances (metadata lives in registries keyed by instance, parsing is unaffected):
 * - `.catch()` (the caption alignments): unknown to the generator, which throws;
 * - the recursive `z.lazy` menu entry: expanded forever unless it is a named component.
 * Idempotent. Better kept in the contract package itself one day.
 */
let contractDescribed = false;
function describeContractSchemas(): void {
  if (contractDescribed) return;
  contractDescribed = true;
  z.globalRegistry.add(verticalAlignSchema, {
    type: 'string',
    enum: ['top', 'center', 'bottom'],
    description: 'Vertical position of the caption; anything else reads as center.',
  });
  z.globalRegistry.add(horizontalAlignSchema, {
    type: 'string',
    enum: ['left', 'center', 'right'],
    description: 'Horizontal position of the caption; anything else reads as center.',
  });
  // On a lazy schema .openapi() also names the original instance, which the recursion refers to.
  // Called through the prototype: zod copies methods onto a schema when it is built, so a contract
  // schema built before @hono/zod-openapi extended zod has no .openapi of its own.
  z.ZodType.prototype.openapi.call(menuChildSchema, 'MenuEntry');
}

/** Serves the OpenAPI 3.1 description of every route registered with `app.openapi()`. */
export function registerOpenApiDocument(app: ApiApp): void {
  describeContractSchemas();
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'Visitors\' calls carry the fixed public site token (spec 000 §6); customers\' calls carry their session token.',
  });
  app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Resort REST API',
      version: '0.1.0',
      description:
        'Reference implementation of the resort REST API that the GraphQL gateway aggregates (spec section 7 "calls"). ' +
        'Paths are relative to the API base. Time stamps are ISO 8601 with the Europe/Lisbon offset. ' +
        'Every error answers { "error": { "code", "message" } }. ' +
        'A bearer is the public site token or a session token from POST /app/login; calls about one ' +
        'user (entity, orders) need that user\'s session or a Colaborador\'s. ' +
        'Schemas describe what a reader accepts: ids and flags may also come as strings, empty text as null.',
    },
    tags: [
      { name: 'content', description: 'Content items: banners, pages, news, press, galleries' },
      { name: 'structure', description: 'Menu structures' },
      {
        name: 'accounts',
        description:
          'Login and sessions, registration, the user (entity) record, password recovery. Passwords are ' +
          'sent transformed: hex(sha256("estancia-password-v1:" + NFC password)), 64 hex characters.',
      },
      { name: 'orders', description: 'Order documents (nota_de_encomenda): the purchase history' },
      { name: 'reservations', description: REALTIME_CHANNEL_DESCRIPTION },
      {
        name: 'desk',
        description:
          'The desk\'s day, additions of this implementation (not in the spec\'s calls tables): the day\'s bookings, ' +
          'check-in by the receipt\'s code, refunds at the counter. Staff (Colaborador) only.',
      },
      { name: 'mail', description: 'Outgoing mail over SMTP' },
      {
        name: 'media',
        description: 'The image service: the resort\'s pictures as stored and resized on request (no token needed)',
      },
      {
        name: 'partners',
        description: 'Keys of the GraphQL API\'s partners: issued, listed and revoked by staff, verified by the gateway by hash',
      },
      { name: 'health', description: 'Liveness and readiness probes (no token needed)' },
    ],
  });
}
