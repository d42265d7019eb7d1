import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startGateway } from '../src/server.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

describe('configuration', () => {
  it('starts from defaults on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.RESORT_API_URL).toBe('http://127.0.0.1:4100/');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['RESORT_API_URL', 'ftp://example'],
    ['ALLOW_ARBITRARY_OPERATIONS', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['COMPANY_CODE', 'a/b'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`^Invalid configuration: ${name} .+\\(got "${value.replace('/', '\\/')}"\\)$`));
  });

  it('exits non-zero at start-up with one line naming PORT when PORT=abc', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be an integer between 0 and 65535 (got "abc")']);
  });
});

describe('configuration secrets', () => {
  it('never repeats the public site token in an error', () => {
    expect(() => loadConfig({ PUBLIC_SITE_TOKEN: 'short' })).toThrowError(/^Invalid configuration: PUBLIC_SITE_TOKEN .*\(value hidden\)$/);
  });
});

describe('production configuration (NODE_ENV=production)', () => {
  /** What a production start sets: none of the development defaults. */
  const PRODUCTION = {
    NODE_ENV: 'production',
    PUBLIC_SITE_TOKEN: 'site-token-of-the-production-api',
    PAYMENT_NOTIFICATION_SECRET: 'payment-secret-of-the-production-api',
    SESSION_SECRET: 's'.repeat(40),
    METRICS: 'true',
    METRICS_TOKEN: 'scrape-token-of-production-0123',
  };

  it('starts with its own secrets, and development starts on the defaults as before', () => {
    expect(loadConfig(PRODUCTION).NODE_ENV).toBe('production');
    expect(loadConfig({ METRICS: 'true' }).METRICS_TOKEN).toBeUndefined();
  });

  it.each([
    ['PUBLIC_SITE_TOKEN', { PUBLIC_SITE_TOKEN: undefined }, 'not set'],
    ['PUBLIC_SITE_TOKEN', { PUBLIC_SITE_TOKEN: 'dev-public-site-token' }, 'value hidden'],
    ['PAYMENT_NOTIFICATION_SECRET', { PAYMENT_NOTIFICATION_SECRET: undefined }, 'not set'],
    ['PAYMENT_NOTIFICATION_SECRET', { PAYMENT_NOTIFICATION_SECRET: 'dev-payment-notification-secret' }, 'value hidden'],
    ['SESSION_SECRET', { SESSION_SECRET: undefined }, 'not set'],
    ['METRICS_TOKEN', { METRICS_TOKEN: undefined }, 'not set'],
  ])('refuses to start without %s of its own, in one line naming it', (name, change, got) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrowError(new RegExp(`^Invalid configuration: ${name} must be set in production .+ \\(${got}\\)$`));
  });

  it('turns GraphiQL and documents without a partner key off, and the Secure cookie on, when only NODE_ENV says production', () => {
    const config = loadConfig(PRODUCTION);
    expect([config.GRAPHIQL, config.ALLOW_ARBITRARY_OPERATIONS, config.COOKIE_SECURE]).toEqual([false, false, true]);
    // Development keeps its defaults, and a value set explicitly wins in production too.
    const development = loadConfig({});
    expect([development.GRAPHIQL, development.ALLOW_ARBITRARY_OPERATIONS, development.COOKIE_SECURE]).toEqual([true, true, false]);
    const explicit = loadConfig({ ...PRODUCTION, GRAPHIQL: 'true', ALLOW_ARBITRARY_OPERATIONS: 'true', COOKIE_SECURE: 'false' });
    expect([explicit.GRAPHIQL, explicit.ALLOW_ARBITRARY_OPERATIONS, explicit.COOKIE_SECURE]).toEqual([true, true, false]);
    expect(loadConfig({ ...PRODUCTION, GRAPHIQL: '' }).GRAPHIQL).toBe(false);
  });

  it('serves no GraphiQL, no keyless introspection and no hand-written document when only NODE_ENV says production', async () => {
    const { SESSION_SECRET, PUBLIC_SITE_TOKEN, PAYMENT_NOTIFICATION_SECRET } = PRODUCTION;
    const gateway = await startGateway({
      env: { NODE_ENV: 'production', SESSION_SECRET, PUBLIC_SITE_TOKEN, PAYMENT_NOTIFICATION_SECRET },
      config: { PORT: 0, RESORT_API_URL: inject('resortApiUrl') },
      logger: pino({ level: 'silent' }),
    });
    try {
      const graphiql = await fetch(`${gateway.url}graphql`, { headers: { accept: 'text/html' } });
      expect(await graphiql.text()).not.toContain('GraphiQL');
      for (const query of ['{ __schema { types { name } } }', '{ banners { id } }']) {
        const answer = await fetch(`${gateway.url}graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
        expect(answer.status).toBe(400);
        expect(((await answer.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('PERSISTED_QUERY_ONLY');
      }
    } finally {
      await gateway.close();
    }
  });

  it('needs no metrics token while METRICS is off', () => {
    expect(loadConfig({ ...PRODUCTION, METRICS: 'false', METRICS_TOKEN: undefined }).METRICS).toBe(false);
  });

  it('exits non-zero at start-up with one line naming the development token, never repeating it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, ...PRODUCTION, PUBLIC_SITE_TOKEN: 'dev-public-site-token' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PUBLIC_SITE_TOKEN must be set in production .+\(value hidden\)$/);
    expect(run.stderr).not.toContain('dev-public-site-token');
  });

  it('runs with a metrics token, and answers /metrics 401 to a scraper without it', async () => {
    const gateway = await startGateway({
      env: { ...PRODUCTION, PORT: '0', RESORT_API_URL: inject('resortApiUrl'), LAYOUT_REFRESH_SECONDS: '0' },
      logger: pino({ level: 'silent' }),
    });
    try {
      expect((await fetch(`${gateway.url}metrics`)).status).toBe(401);
      expect((await fetch(`${gateway.url}metrics`, { headers: { authorization: 'Bearer wrong-token-of-the-same-size' } })).status).toBe(401);
      const scraped = await fetch(`${gateway.url}metrics`, { headers: { authorization: `Bearer ${PRODUCTION.METRICS_TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE');
    } finally {
      await gateway.close();
    }
  });
});
