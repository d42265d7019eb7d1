import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Principal } from './principal.ts';

/** What middleware hands to handlers through the Hono context. */
export interface AppEnv {
  Variables: {
    /** Who is calling, resolved from the bearer token (auth.ts). */
    principal: Principal;
  };
}

/** The application every domain module registers its routes on. */
export type ApiApp = OpenAPIHono<AppEnv>;
