/**
 * The settings these guards read. config.ts's GatewayConfig has them all; they are named here, not
 * imported, since config.ts applies these guards while it parses.
 */
export interface GuardedSettings {
  NODE_ENV?: string | undefined;
  PUBLIC_SITE_TOKEN: string;
  PAYMENT_NOTIFICATION_SECRET: string;
  SESSION_SECRET?: string | undefined;
  METRICS: boolean;
  METRICS_TOKEN?: string | undefined;
}

/** The public site token `npm start` runs with (resort-api's own development default). */
export const DEVELOPMENT_SITE_TOKEN = 'dev-public-site-token';
/** The payment notification secret `npm start` runs with (resort-api's own development default). */
export const DEVELOPMENT_PAYMENT_SECRET = 'dev-payment-notification-secret';

/** Whether the gateway runs as production (NODE_ENV=production, as the Dockerfile sets it). */
export function isProduction(config: Pick<GuardedSettings, 'NODE_ENV'>): boolean {
  return config.NODE_ENV === 'production';
}

/**
 * What production runs with where the environment says nothing (the Dockerfile sets NODE_ENV
 * alone): no GraphiQL, and so no schema browser for anyone who finds /graphql; only the website's
 * persisted operations, documents only with a partner key (docs/partners.md), so no keyless
 * introspection or hand-written document; and the session cookie sent over HTTPS only. A value
 * set explicitly still wins (a plain-http test stack sets COOKIE_SECURE=false).
 */
export function productionDefaults(nodeEnv: string | undefined): Record<string, string> {
  if (nodeEnv !== 'production') return {};
  return { GRAPHIQL: 'false', ALLOW_ARBITRARY_OPERATIONS: 'false', COOKIE_SECURE: 'true' };
}

/** A setting production must not run with: the variable, and what it must be instead. */
export interface ProductionProblem {
  variable: keyof GuardedSettings;
  message: string;
}

/**
 * What production (NODE_ENV=production) refuses to start with, though development runs on it: the
 * development secrets, which anyone who read the repository knows (a site token lets a caller
 * act as the site towards resort-api, a payment secret confirms unpaid orders); no
 * SESSION_SECRET, so each process seals sessions with its own random key and a restart or another
 * replica signs everyone out; and /metrics served without a token to whoever finds it.
 */
export function productionProblem(config: GuardedSettings): ProductionProblem | null {
  if (!isProduction(config)) return null;
  if (config.PUBLIC_SITE_TOKEN === DEVELOPMENT_SITE_TOKEN) {
    return { variable: 'PUBLIC_SITE_TOKEN', message: "must be set in production to the resort API's own token, not the development default" };
  }
  if (config.PAYMENT_NOTIFICATION_SECRET === DEVELOPMENT_PAYMENT_SECRET) {
    return { variable: 'PAYMENT_NOTIFICATION_SECRET', message: "must be set in production to the resort API's own secret, not the development default" };
  }
  if (!config.SESSION_SECRET) {
    return { variable: 'SESSION_SECRET', message: 'must be set in production (32+ characters), so sessions survive restarts and span replicas' };
  }
  if (config.METRICS && !config.METRICS_TOKEN) {
    return { variable: 'METRICS_TOKEN', message: 'must be set in production while METRICS is on, or /metrics answers anyone' };
  }
  return null;
}
