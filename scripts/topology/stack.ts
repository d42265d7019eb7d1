/**
 * docker-compose.yml's services as local processes: two resort-api processes on a scratch
 * PostgreSQL database, two compiled gateway replicas sharing a Redis database of their own, and
 * nginx in front of both pairs (the gateways reach resort-api through its internal server). Each
 * runs the command compose gives it with compose's environment (and its image's ENV); only the
 * variables that name another container's host, port or URL are changed, and each change is
 * listed so the run shows exactly what differs from the compose file.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Redis } from 'ioredis';
import { startMailCatcher, type MailCatcher } from '../lib/mail-catcher.ts';
import { createPostgresDatabase, type ScratchPostgres } from '../../resort-api/test/support/postgres.ts';
import { freePort } from '../lib/ports.ts';
import { startChild, waitUntilAnswering, type Child } from './children.ts';
import type { Cleanups } from './cleanups.ts';
import { composeService } from './compose.ts';
import { renderForLocal, startNginx } from './nginx.ts';

/** The replicas' Redis: TEST_REDIS_URL's server, else this machine's, in a database of their own (the replica tests use 7). */
function redisUrl(): string {
  const url = new URL(process.env['TEST_REDIS_URL'] || 'redis://127.0.0.1:6379');
  url.pathname = '/12';
  return url.toString();
}
const REDIS_URL = redisUrl();

/** A process of the topology that the run may kill and start again: a gateway replica or a resort-api process. */
export interface Replica {
  name: string;
  port: number;
  url: string;
  /** The running process; null before it first starts. */
  child: Child | null;
}

export interface Stack {
  /** The site as a browser opens it: nginx. */
  site: string;
  metricsToken: string;
  replicas: [Replica, Replica];
  /** resort-api's two processes (docker-compose.yml's resort-api and resort-api-2). */
  apis: [Replica, Replica];
  /** resort-api as the gateways reach it: the load balancer's internal server. */
  internal: string;
  /** The scratch database both resort-api processes share. */
  databaseUrl: string;
  /** Starts a stopped replica again with the same port and environment, and waits until it is ready. */
  restart: (replica: Replica) => Promise<void>;
  /** Starts a stopped resort-api process again with the same port and environment, and waits until it is ready. */
  restartApi: (api: Replica) => Promise<void>;
  /** What each service's environment changes from docker-compose.yml. */
  overrides: Record<string, Record<string, string>>;
}

/** The command compose runs, with `node` the node running this script. */
function commandOf(command: string[]): { file: string; args: string[] } {
  const [file, ...args] = command;
  if (!file) throw new Error('docker-compose.yml gives the service no command');
  return { file: file === 'node' ? process.execPath : file, args };
}

/** Compose's environment with `overrides`, each of which must replace a variable compose sets. */
function environment(service: string, compose: Record<string, string>, overrides: Record<string, string>): NodeJS.ProcessEnv {
  const unknown = Object.keys(overrides).filter((key) => !(key in compose));
  if (unknown.length) throw new Error(`docker-compose.yml's ${service} sets no ${unknown.join(', ')}: the local topology only changes what compose sets`);
  return { PATH: process.env['PATH'], ...compose, ...overrides };
}

export async function startStack(root: string, dir: string, cleanups: Cleanups): Promise<Stack> {
  const secrets = Object.fromEntries(
    ['POSTGRES_PASSWORD', 'PUBLIC_SITE_TOKEN', 'SESSION_SECRET', 'PAYMENT_NOTIFICATION_SECRET', 'METRICS_TOKEN'].map((name) => [name, randomBytes(24).toString('hex')]),
  );
  const [nginxPort, internalPort, apiPortA, apiPortB, portA, portB] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  const site = `http://127.0.0.1:${nginxPort}/`;
  const overrides: Record<string, Record<string, string>> = {};

  const mail: MailCatcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  cleanups.add(() => mail.close());
  const database: ScratchPostgres = await cleanups.track(() => createPostgresDatabase(undefined, 'estancia_topology'));
  cleanups.add(() => database.drop());
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  cleanups.add(async () => {
    await redis.flushdb();
    await redis.quit();
  });

  // docker-compose.yml's resort-api and resort-api-2: each its own command and environment (the same).
  const apis: [Replica, Replica] = [
    { name: 'resort-api', port: apiPortA, url: `http://127.0.0.1:${apiPortA}/`, child: null },
    { name: 'resort-api-2', port: apiPortB, url: `http://127.0.0.1:${apiPortB}/`, child: null },
  ];
  const apiOverrides = {
    PORT: '(each process its own)',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
  };
  for (const name of ['resort-api', 'resort-api-2']) overrides[name] = apiOverrides;
  const startApi = (replica: Replica) => {
    const api = composeService(root, replica.name, secrets);
    const command = commandOf(api.command);
    const child = startChild(replica.name, command.file, command.args, {
      env: environment(replica.name, api.environment, { ...apiOverrides, PORT: String(replica.port) }),
      cwd: root,
      logFile: `${dir}/${replica.name}.log`,
      cleanups,
    });
    replica.child = child;
    // A new database is migrated and seeded first (by one of them: they take turns under an advisory lock).
    return waitUntilAnswering(`${replica.url}health/ready`, child, 180_000);
  };
  await Promise.all(apis.map(startApi));

  // nginx before the gateways: they reach resort-api through it, and are ready only once they do.
  const internal = `http://127.0.0.1:${internalPort}/`;
  const gateway = composeService(root, 'gateway', secrets);
  const gatewayPort = Number(gateway.environment['PORT']);
  const composeApiUrl = new URL(gateway.environment['RESORT_API_URL'] ?? '');
  const listen = composeService(root, 'load-balancer', secrets).publishedPorts[0];
  if (!listen) throw new Error("docker-compose.yml's load-balancer publishes no port");
  const apiPort = Number(composeService(root, 'resort-api', secrets).environment['PORT']);
  const config = renderForLocal(readFileSync(`${root}deploy/nginx.conf`, 'utf8'), {
    listen: [
      { compose: listen, local: nginxPort },
      // The internal server the gateways' RESORT_API_URL names (load-balancer:4100).
      { compose: Number(composeApiUrl.port), local: internalPort },
    ],
    services: { [`gateway:${gatewayPort}`]: [portA, portB], [`resort-api:${apiPort}`]: [apiPortA], [`resort-api-2:${apiPort}`]: [apiPortB] },
  });
  overrides['load-balancer'] = {
    listen: `127.0.0.1:${nginxPort}, 127.0.0.1:${internalPort}`,
    [`gateway:${gatewayPort}`]: `127.0.0.1:${portA}, 127.0.0.1:${portB}`,
    [`resort-api:${apiPort}`]: `127.0.0.1:${apiPortA}`,
    [`resort-api-2:${apiPort}`]: `127.0.0.1:${apiPortB}`,
  };
  const nginx = startNginx(dir, config, root, cleanups);
  await waitUntilAnswering(`${internal}health/ready`, nginx);

  overrides['gateway'] = {
    PORT: '(each replica its own)',
    HOST: '127.0.0.1',
    RESORT_API_URL: internal,
    PUBLIC_SITE_URL: site.replace(/\/$/, ''),
    REDIS_URL,
    // The load balancer's address: nginx reaches the replicas from 127.0.0.1 here.
    TRUST_PROXY: '127.0.0.1',
  };
  const gatewayCommand = commandOf(gateway.command);
  const startReplica = (replica: Replica) => {
    const child = startChild(replica.name, gatewayCommand.file, gatewayCommand.args, {
      env: environment('gateway', gateway.environment, { ...overrides['gateway'], PORT: String(replica.port) }),
      cwd: root,
      logFile: `${dir}/${replica.name}.log`,
      cleanups,
    });
    replica.child = child;
    return waitUntilAnswering(`${replica.url}health/ready`, child);
  };
  const replicas: [Replica, Replica] = [
    { name: 'gateway-1', port: portA, url: `http://127.0.0.1:${portA}/`, child: null },
    { name: 'gateway-2', port: portB, url: `http://127.0.0.1:${portB}/`, child: null },
  ];
  await Promise.all(replicas.map(startReplica));

  await waitUntilAnswering(`${site}health/live`, nginx);

  return { site, metricsToken: secrets['METRICS_TOKEN'] as string, replicas, apis, internal, databaseUrl: database.url, restart: startReplica, restartApi: startApi, overrides };
}
