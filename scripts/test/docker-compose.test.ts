import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { gatewayConfigSchema, loadConfig as loadGatewayConfig } from '../../gateway/src/config.ts';
import { resortApiConfigSchema, loadConfig as loadResortApiConfig } from '../../resort-api/src/config.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { startResortApi } from '../../resort-api/src/server.ts';
import pino from 'pino';
import { serverBlocks } from '../topology/nginx.ts';

/**
 * No Docker engine runs here, so docker-compose.yml is checked against the project itself: each
 * service's command, port, health check and environment must match the real entry points and
 * configuration schemas, and no secret may be written in the file.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), target: z.string() }).optional(),
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  ports: z.array(z.string()).optional(),
  deploy: z.object({ replicas: z.number() }).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  networks: z.record(z.string(), z.object({ ipv4_address: z.string().optional() })).optional(),
});
const compose = z.object({ services: z.record(z.string(), serviceSchema) }).parse(parse(read('docker-compose.yml')));
const service = (name: string) => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no ${name} service`);
  return found;
};

/** `${VAR:?message}` as compose would fill it from .env. */
const interpolate = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replace(/\$\{(\w+)(:\?[^}]*)?\}/g, 'compose-secret-value-from-the-dotenv-file')]));

function dockerfileCmd(target: string): string[] {
  const stage = read('Dockerfile').split(/^FROM /m).find((s) => s.split('\n')[0]?.includes(` AS ${target}`));
  const cmd = stage?.match(/^CMD (.+)$/m)?.[1];
  return cmd ? (JSON.parse(cmd) as string[]) : [];
}

/** The `ENV NAME=value` lines of a Dockerfile stage. */
function dockerfileEnv(target: string): Record<string, string> {
  const stage = read('Dockerfile').split(/^FROM /m).find((s) => s.split('\n')[0]?.includes(` AS ${target}`)) ?? '';
  return Object.fromEntries([...stage.matchAll(/^ENV (\w+)=(\S+)$/gm)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

function healthUrl(name: string): URL {
  const url = service(name).healthcheck.test.join(' ').match(/http:\/\/[^'" )]+/)?.[0];
  if (!url) throw new Error(`${name} health check has no URL`);
  return new URL(url);
}

describe('docker-compose.yml', () => {
  it('has the topology: postgres, redis, a mail catcher, two resort-api processes, two gateway replicas, a load balancer', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', 'load-balancer', 'mail', 'postgres', 'redis', 'resort-api', 'resort-api-2']);
    expect(service('gateway').deploy?.replicas).toBe(2);
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain(`server gateway:${service('gateway').environment?.['PORT']} resolve;`);
    for (const name of ['resort-api', 'resort-api-2']) expect(nginx).toContain(`server ${name}:${service(name).environment?.['PORT']} resolve;`);
    for (const svc of Object.values(compose.services)) expect(svc.healthcheck.test.length).toBeGreaterThan(0);
  });

  it('runs the second resort-api process as the first: same image, command, environment and health check', () => {
    const [first, second] = [service('resort-api'), service('resort-api-2')];
    expect(second.build).toEqual(first.build);
    expect(second.command).toEqual(first.command);
    expect(second.environment).toEqual(first.environment);
    expect(second.healthcheck).toEqual(first.healthcheck);
    expect(second.ports).toBeUndefined();
    expect(first.ports).toBeUndefined();
  });

  it('has the gateways reach resort-api through the load balancer’s internal server, which is not published', () => {
    const url = new URL(loadGatewayConfig(interpolate(service('gateway').environment ?? {})).RESORT_API_URL);
    expect(url.hostname).toBe('load-balancer');
    const servers = serverBlocks(read('deploy/nginx.conf'));
    const internal = servers.find((server) => server.listen.includes(Number(url.port)));
    expect(internal?.text).toContain('proxy_pass http://resort_api;');
    const published = (service('load-balancer').ports ?? []).map((port) => Number(port.split(':').at(-1)));
    expect(published).not.toContain(Number(url.port));
    // The published ports are the public server's, which proxies to the gateway alone.
    const publicServers = servers.filter((server) => server.listen.some((port) => published.includes(port)));
    expect(publicServers.map((server) => server.listen)).toEqual([published]);
    expect(publicServers[0]?.text).toContain('proxy_pass http://gateway;');
  });

  it.each([
    ['resort-api', 'resort-api/src/main.ts', resortApiConfigSchema.in.shape],
    ['gateway', 'gateway/src/main.ts', gatewayConfigSchema.shape],
  ])('runs %s with its real entry point, and sets only variables its configuration knows', (name, entry, shape) => {
    const svc = service(name);
    // Production runs the compiled bundle that scripts/build/servers.ts makes from the entry point.
    expect(svc.command).toEqual(['node', '--enable-source-maps', `${name}/dist/main.js`]);
    expect(dockerfileCmd(svc.build?.target ?? '')).toEqual(svc.command);
    expect(read(entry).length).toBeGreaterThan(0);
    expect(read('scripts/build/servers.ts')).toContain(`'${name}'`);
    const unknown = Object.keys(svc.environment ?? {}).filter((key) => !(key in shape));
    expect(unknown).toEqual([]);
  });

  it('gives each service values its configuration accepts, and health checks on its own port', () => {
    const api = loadResortApiConfig(interpolate(service('resort-api').environment ?? {}));
    // As the image runs it: NODE_ENV=production from the Dockerfile, whose guards must pass too.
    const gateway = loadGatewayConfig({ ...dockerfileEnv(service('gateway').build?.target ?? ''), ...interpolate(service('gateway').environment ?? {}) });
    expect(gateway.NODE_ENV).toBe('production');
    expect(api.databaseUrl).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(new URL(gateway.RESORT_API_URL).port).toBe(String(api.port));
    expect(healthUrl('resort-api').port).toBe(String(api.port));
    expect(healthUrl('gateway').port).toBe(String(gateway.PORT));
    expect(api.publicSiteToken).toBe(gateway.PUBLIC_SITE_TOKEN);
  });

  it('runs resort-api without the payment sandbox, as the image runs it, and publishes none of resort-api', () => {
    const api = loadResortApiConfig({ ...dockerfileEnv(service('resort-api').build?.target ?? ''), ...interpolate(service('resort-api').environment ?? {}) });
    expect(api.paymentSandbox).toBe(false);
    const published = (service('load-balancer').ports ?? []).map((port) => Number(port.split(':').at(-1)));
    const publicServers = serverBlocks(read('deploy/nginx.conf')).filter((server) => server.listen.some((port) => published.includes(port)));
    expect(publicServers.length).toBeGreaterThan(0);
    for (const server of publicServers) expect(server.text).not.toMatch(/sandbox|resort-api|resort_api/);
  });

  it('has the gateway believe X-Forwarded-For from the load balancer’s fixed address only', () => {
    const gateway = loadGatewayConfig(interpolate(service('gateway').environment ?? {}));
    const address = service('load-balancer').networks?.['default']?.ipv4_address;
    expect(address).toBeDefined();
    expect(gateway.TRUST_PROXY).toEqual([address]);
  });

  it('writes no secret in the file: tokens and passwords come from .env', () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(svc.environment ?? {})) {
        if (/TOKEN|PASSWORD|SECRET/.test(key)) expect(value, `${name}.${key}`).toMatch(/^\$\{\w+:\?[^}]+\}$/);
        if (key === 'DATABASE_URL') expect(value, `${name}.${key}`).toMatch(/:\$\{\w+:\?[^}]+\}@/);
      }
    }
  });

  it('probes health paths the real services answer', async () => {
    const api = await startResortApi({ env: {}, config: { port: 0, pgliteDir: 'memory://', logLevel: 'silent' } });
    const gateway = await startGateway({ env: {}, config: { PORT: 0, RESORT_API_URL: api.url }, logger: pino({ level: 'silent' }) });
    try {
      expect((await fetch(new URL(healthUrl('resort-api').pathname, api.url))).status).toBe(200);
      const ready = await fetch(new URL(healthUrl('gateway').pathname, gateway.url));
      expect(await ready.json()).toMatchObject({ checks: { resortApi: 'ok' } });
      expect((await fetch(new URL('/health/live', gateway.url))).status).toBe(200);
    } finally {
      await gateway.close();
      await api.close();
    }
  });
});
