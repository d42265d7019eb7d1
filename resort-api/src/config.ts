import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COMPANY_CODE_EXPECTED, COMPANY_CODE_PATTERN } from './companies/company-code.ts';

/**
 * Every setting of resort-api is an environment variable, validated here once at start-up so a
 * typo fails fast with one readable line instead of surfacing later as a strange runtime error.
 */

/** resort-api/ itself: relative PGLITE_DIR values resolve here, whatever the working directory. */
const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** PGlite's in-memory data "directory": nothing is written to disk. */
export const PGLITE_MEMORY = 'memory://';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Variables whose value must never be echoed back in an error message. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'PUBLIC_SITE_TOKEN', 'SMTP_URL', 'PAYMENT_NOTIFICATION_SECRET']);

/** A local SMTP catcher (Mailpit, MailHog, smtp4dev listen here by default). */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';
export const DEFAULT_MAIL_FROM = 'Estância <no-reply@estancia.local>';
/** The development secret payment notifications are signed with (payments/notification-signature.ts). */
export const DEFAULT_PAYMENT_NOTIFICATION_SECRET = 'dev-payment-notification-secret';
/** The development public site token: printed in the README, so anyone could call as the website. */
export const DEFAULT_PUBLIC_SITE_TOKEN = 'dev-public-site-token';
/** Where `npm start` serves the website (scripts/start.ts: the gateway on port 4000 serves the built site). */
export const DEFAULT_SITE_URL = 'http://localhost:4000';
/** Concurrent realtime sockets one customer may keep open (spec 002 §4; reservations/channel-server.ts). */
export const DEFAULT_CHANNEL_SOCKETS_PER_CUSTOMER = 8;

/**
 * Secrets whose development default is public (in this repository and its README): with
 * NODE_ENV=production each must be set, or anyone could sign payment notifications or call as the
 * website. The value is the default that production refuses.
 */
const PRODUCTION_SECRETS = {
  PUBLIC_SITE_TOKEN: DEFAULT_PUBLIC_SITE_TOKEN,
  PAYMENT_NOTIFICATION_SECRET: DEFAULT_PAYMENT_NOTIFICATION_SECRET,
} as const;

// An empty variable (`PORT=`) means "not set", as most shells and .env loaders intend it.
const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function setting<T extends z.ZodType>(schema: T) {
  return z.preprocess(unsetIfEmpty, schema);
}

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, { error: 'must be an integer between 0 and 65535' })
  .transform(Number)
  .pipe(z.number().int().min(0).max(65535, { error: 'must be an integer between 0 and 65535' }));

export const resortApiConfigSchema = z
  .object({
    PORT: setting(portSchema.default(4100)),
    HOST: setting(z.string({ error: 'must be a host name or IP address' }).default('127.0.0.1')),
    /** Set: PostgreSQL. Unset: embedded PGlite (design.md "Inside resort-api"). */
    DATABASE_URL: setting(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, {
          error: 'must be a postgres:// or postgresql:// URL (leave it unset to use PGlite)',
        })
        .optional(),
    ),
    PGLITE_DIR: setting(
      z.string({ error: `must be a directory path or ${PGLITE_MEMORY}` }).default('.data/pglite'),
    ),
    COMPANY_CODE: setting(
      z.string().regex(COMPANY_CODE_PATTERN, { error: `must be ${COMPANY_CODE_EXPECTED}` }).default('estancia'),
    ),
    /** The fixed token visitors' calls carry (spec 000 §6). */
    PUBLIC_SITE_TOKEN: setting(
      z
        .string()
        .regex(/^[A-Za-z0-9._~+/=-]{8,}$/, {
          error: 'must be a bearer token of at least 8 characters (letters, digits, -._~+/=)',
        })
        .default(DEFAULT_PUBLIC_SITE_TOKEN),
    ),
    /** Where mail goes out (POST mail): smtp:// or smtps://, credentials in the URL when needed. */
    SMTP_URL: setting(
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
        .default(DEFAULT_SMTP_URL),
    ),
    /** The sender of mail sent without a from. */
    MAIL_FROM: setting(
      z
        .string()
        .regex(/^[^\r\n]*\S+@\S+[^\r\n]*$/, { error: 'must be an e-mail address, bare or as "Name <address>"' })
        .default(DEFAULT_MAIL_FROM),
    ),
    /** The shared secret of payment notifications: HMAC-SHA256 of the body (payments/notification-signature.ts). */
    PAYMENT_NOTIFICATION_SECRET: setting(
      z
        .string()
        .min(16, { error: 'must be at least 16 characters' })
        .regex(/^\S+$/, { error: 'must not contain spaces' })
        .default(DEFAULT_PAYMENT_NOTIFICATION_SECRET),
    ),
    /**
     * The payment sandbox (design.md: a development stand-in for the card, MB WAY and Multibanco
     * providers, whose pages settle payments unsigned): on by default in development, off with
     * NODE_ENV=production unless set true. Off, its routes answer 404 and a card, MB WAY or
     * Multibanco checkout is refused.
     */
    PAYMENT_SANDBOX: setting(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional()),
    /** Where browsers reach the payment sandbox's pages (card, MB WAY); unset: the origin of the checkout call. */
    PAYMENT_SANDBOX_URL: setting(
      z.string().regex(/^https?:\/\/\S+$/, { error: 'must be an http:// or https:// URL' }).optional(),
    ),
    /**
     * The website's public address, for links in e-mails (a waiting-list offer's link to the
     * reservation cart): by default what `npm start` serves (the gateway with the built site).
     */
    SITE_URL: setting(
      z.string().regex(/^https?:\/\/\S+$/, { error: 'must be an http:// or https:// URL' }).default(DEFAULT_SITE_URL),
    ),
    /** How often unpaid orders past their deadline are cancelled. */
    PAYMENT_EXPIRY_INTERVAL_SECONDS: setting(
      z
        .string()
        .regex(/^\d{1,5}$/, { error: 'must be a whole number of seconds between 1 and 86400' })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'must be at least 1' }).max(86_400, { error: 'must be at most 86400' }))
        .default(60),
    ),
    /** The most realtime channel sockets one customer's sessions may hold open together; staff and the site token have no cap. */
    CHANNEL_SOCKETS_PER_CUSTOMER: setting(
      z
        .string()
        .regex(/^\d{1,4}$/, { error: 'must be a whole number between 1 and 1000' })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'must be at least 1' }).max(1000, { error: 'must be at most 1000' }))
        .default(DEFAULT_CHANNEL_SOCKETS_PER_CUSTOMER),
    ),
    /** production refuses the development secrets (PRODUCTION_SECRETS); anything else is development. */
    NODE_ENV: setting(z.string().optional()),
    LOG_LEVEL: setting(
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    /** Send OpenTelemetry traces of every request (observability/); also on when an OTLP endpoint is set. */
    TRACING: setting(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('false')),
    /** Where traces go (the standard OTEL_* variables apply too); read by the OpenTelemetry SDK itself. */
    OTEL_EXPORTER_OTLP_ENDPOINT: setting(
      z.string().regex(/^https?:\/\/\S+$/, { error: 'must be the http(s) URL of an OTLP collector' }).optional(),
    ),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [variable, development] of Object.entries(PRODUCTION_SECRETS)) {
      if (env[variable as keyof typeof PRODUCTION_SECRETS] !== development) continue;
      context.addIssue({
        code: 'custom',
        path: [variable],
        message: 'must be set in production: the development default is public',
      });
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    pgliteDir:
      env.PGLITE_DIR === PGLITE_MEMORY || isAbsolute(env.PGLITE_DIR)
        ? env.PGLITE_DIR
        : resolve(PACKAGE_ROOT, env.PGLITE_DIR),
    companyCode: env.COMPANY_CODE,
    publicSiteToken: env.PUBLIC_SITE_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    paymentNotificationSecret: env.PAYMENT_NOTIFICATION_SECRET,
    paymentSandbox: env.PAYMENT_SANDBOX === undefined ? env.NODE_ENV !== 'production' : env.PAYMENT_SANDBOX === 'true' || env.PAYMENT_SANDBOX === '1',
    paymentSandboxUrl: env.PAYMENT_SANDBOX_URL,
    paymentExpiryIntervalMs: env.PAYMENT_EXPIRY_INTERVAL_SECONDS * 1000,
    siteUrl: env.SITE_URL,
    channelSocketsPerCustomer: env.CHANNEL_SOCKETS_PER_CUSTOMER,
    tracing: env.TRACING === 'true' || env.TRACING === '1' || env.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined,
  }));

export type ResortApiConfig = z.output<typeof resortApiConfigSchema>;
export type LogLevel = ResortApiConfig['logLevel'];

/** A configuration error whose message is one line fit for stderr. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ResortApiConfig {
  const result = resortApiConfigSchema.safeParse(env);
  if (result.success) return result.data;

  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'configuration');
    const raw = env[variable];
    const got = raw === undefined || SECRET_VARIABLES.has(variable) ? '' : ` (got ${JSON.stringify(raw)})`;
    return `${variable} ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
