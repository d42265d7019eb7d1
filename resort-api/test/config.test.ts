import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resortApiConfigSchema } from '../src/config.ts';

const RESORT_API_DIR = fileURLToPath(new URL('..', import.meta.url));

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('has a default for every setting: PGlite under resort-api/.data/pglite, company estancia', () => {
    expect(loadConfig({})).toEqual({
      port: 4100,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: `${RESORT_API_DIR}.data/pglite`,
      companyCode: 'estancia',
      publicSiteToken: 'dev-public-site-token',
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'Estância <no-reply@estancia.local>',
      logLevel: 'info',
      paymentNotificationSecret: 'dev-payment-notification-secret',
      paymentSandbox: true,
      paymentSandboxUrl: undefined,
      paymentExpiryIntervalMs: 60_000,
      siteUrl: 'http://localhost:4000',
      channelSocketsPerCustomer: 8,
      tracing: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://user:secret@db.internal:5432/resort',
      PGLITE_DIR: '/var/lib/resort',
      COMPANY_CODE: 'serra_2',
      PUBLIC_SITE_TOKEN: 'a-longer-site-token',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.pt:465',
      MAIL_FROM: 'Reservas <reservas@example.pt>',
      LOG_LEVEL: 'debug',
      PAYMENT_NOTIFICATION_SECRET: 'a-shared-notification-secret',
      PAYMENT_SANDBOX: 'true',
      PAYMENT_SANDBOX_URL: 'https://api.example.pt',
      PAYMENT_EXPIRY_INTERVAL_SECONDS: '30',
      CHANNEL_SOCKETS_PER_CUSTOMER: '3',
      SITE_URL: 'https://www.example.pt',
      TRACING: 'true',
      NODE_ENV: 'production',
    });
    expect(config).toEqual({
      port: 0,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://user:secret@db.internal:5432/resort',
      pgliteDir: '/var/lib/resort',
      companyCode: 'serra_2',
      publicSiteToken: 'a-longer-site-token',
      smtpUrl: 'smtps://mailer:secret@smtp.example.pt:465',
      mailFrom: 'Reservas <reservas@example.pt>',
      logLevel: 'debug',
      paymentNotificationSecret: 'a-shared-notification-secret',
      paymentSandbox: true,
      paymentSandboxUrl: 'https://api.example.pt',
      paymentExpiryIntervalMs: 30_000,
      siteUrl: 'https://www.example.pt',
      channelSocketsPerCustomer: 3,
      tracing: true,
    });
    // An OTLP collector to send to turns tracing on by itself.
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).tracing).toBe(true);
  });

  it('keeps memory:// and resolves a relative PGLITE_DIR under resort-api/', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).pgliteDir).toBe('memory://');
    expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).pgliteDir).toBe(`${RESORT_API_DIR}tmp/db`);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toEqual(loadConfig({}));
  });

  it('names the variable and what it expects, in one line', () => {
    expect(configError({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")',
    );
    expect(configError({ PORT: '65536' })).toBe(
      'Invalid configuration: PORT must be an integer between 0 and 65535 (got "65536")',
    );
    expect(configError({ LOG_LEVEL: 'loud' })).toBe(
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(configError({ COMPANY_CODE: 'two words' })).toMatch(/^Invalid configuration: COMPANY_CODE must be a company code/);
    expect(configError({ PAYMENT_EXPIRY_INTERVAL_SECONDS: '0' })).toBe(
      'Invalid configuration: PAYMENT_EXPIRY_INTERVAL_SECONDS must be at least 1 (got "0")',
    );
    expect(configError({ CHANNEL_SOCKETS_PER_CUSTOMER: '0' })).toBe(
      'Invalid configuration: CHANNEL_SOCKETS_PER_CUSTOMER must be at least 1 (got "0")',
    );
    // A secret is never echoed back.
    expect(configError({ PAYMENT_NOTIFICATION_SECRET: 'short' })).toBe(
      'Invalid configuration: PAYMENT_NOTIFICATION_SECRET must be at least 16 characters',
    );
  });

  it('reports every bad variable on the same line', () => {
    const message = configError({ PORT: '-1', LOG_LEVEL: 'loud' });
    expect(message).not.toContain('\n');
    expect(message).toMatch(/PORT must be .*; LOG_LEVEL must be/);
  });

  it('never echoes a secret', () => {
    expect(configError({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to use PGlite)',
    );
    expect(configError({ PUBLIC_SITE_TOKEN: 'short' })).not.toContain('short');
    expect(configError({ SMTP_URL: 'http://mailer:hunter2@smtp' })).toBe(
      'Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  describe('with NODE_ENV=production', () => {
    const SECRETS = { PUBLIC_SITE_TOKEN: 'a-production-site-token', PAYMENT_NOTIFICATION_SECRET: 'a-production-notification-secret' };

    it('refuses each secret left at its development default, naming the variable and never the value', () => {
      expect(configError({ NODE_ENV: 'production', PAYMENT_NOTIFICATION_SECRET: SECRETS.PAYMENT_NOTIFICATION_SECRET })).toBe(
        'Invalid configuration: PUBLIC_SITE_TOKEN must be set in production: the development default is public',
      );
      expect(configError({ NODE_ENV: 'production', PUBLIC_SITE_TOKEN: SECRETS.PUBLIC_SITE_TOKEN })).toBe(
        'Invalid configuration: PAYMENT_NOTIFICATION_SECRET must be set in production: the development default is public',
      );
      // Set explicitly to the default, it is just as public.
      expect(configError({ NODE_ENV: 'production', ...SECRETS, PUBLIC_SITE_TOKEN: 'dev-public-site-token' })).toBe(
        'Invalid configuration: PUBLIC_SITE_TOKEN must be set in production: the development default is public',
      );
    });

    it('reports both defaults, and other bad values, on one line', () => {
      const message = configError({ NODE_ENV: 'production', PORT: 'abc' });
      expect(message).not.toContain('\n');
      expect(message).not.toContain('dev-');
      expect(message).toMatch(/PORT must be .*; PUBLIC_SITE_TOKEN must be set in production.*; PAYMENT_NOTIFICATION_SECRET must be set in production/);
    });

    it('starts with the secrets set; outside production the defaults stand', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...SECRETS })).toMatchObject({
        publicSiteToken: SECRETS.PUBLIC_SITE_TOKEN,
        paymentNotificationSecret: SECRETS.PAYMENT_NOTIFICATION_SECRET,
      });
      expect(loadConfig({ NODE_ENV: 'development' }).publicSiteToken).toBe('dev-public-site-token');
      expect(loadConfig({ NODE_ENV: 'test' }).paymentNotificationSecret).toBe('dev-payment-notification-secret');
    });

    it('has no payment sandbox unless PAYMENT_SANDBOX asks for it; outside production it is on unless turned off', () => {
      expect(loadConfig({ NODE_ENV: 'production', ...SECRETS }).paymentSandbox).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', ...SECRETS, PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development' }).paymentSandbox).toBe(true);
      expect(loadConfig({ PAYMENT_SANDBOX: '0' }).paymentSandbox).toBe(false);
      expect(configError({ PAYMENT_SANDBOX: 'yes' })).toBe('Invalid configuration: PAYMENT_SANDBOX must be true or false (got "yes")');
    });
  });

  it('exports the schema', () => {
    expect(resortApiConfigSchema.safeParse({ PORT: 'x' }).success).toBe(false);
  });
});

describe('main.ts', () => {
  it('prints the one-line error to stderr and exits 1 on a bad setting', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: RESORT_API_DIR,
      env: { PATH: process.env['PATH'], PORT: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")\n');
    expect(result.stdout).toBe('');
  });

  it('refuses to start in production with a development secret, in one line', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: RESORT_API_DIR,
      env: { PATH: process.env['PATH'], NODE_ENV: 'production', PUBLIC_SITE_TOKEN: 'a-production-site-token' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'Invalid configuration: PAYMENT_NOTIFICATION_SECRET must be set in production: the development default is public\n',
    );
    expect(result.stdout).toBe('');
  });
});
