import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { peakRssMiB } from '../bench/process-stats.ts';
import { freePort } from './ports.ts';
import { startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from './processes.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The gateway's old-generation cap, MiB, as SERVER_NODE_FLAGS and the Dockerfile set it. */
export const GATEWAY_HEAP_CAP_MIB = Number(/--max-old-space-size=(\d+)/.exec(SERVER_NODE_FLAGS.gateway.join(' '))?.[1]);

/** The secrets a production start requires, made up for this run (production refuses the development ones). */
export function productionSecrets(): { PUBLIC_SITE_TOKEN: string; PAYMENT_NOTIFICATION_SECRET: string; SESSION_SECRET: string } {
  return {
    PUBLIC_SITE_TOKEN: randomBytes(24).toString('hex'),
    PAYMENT_NOTIFICATION_SECRET: randomBytes(24).toString('hex'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
  };
}

export interface ProductionGateway {
  url: string;
  pid: number;
  service: Service;
  /** Whether the process is still running and answers /health/live. */
  alive(): Promise<boolean>;
  /** The peak resident memory of the process so far (VmHWM), MiB. */
  peakRssMiB(): number;
  stop(): Promise<void>;
}

/**
 * A gateway as production runs it: its own process with production's Node flags (a 768 MiB old
 * generation, scripts/lib/server-flags.ts) and NODE_ENV=production with secrets of its own, so
 * production's defaults apply (no GraphiQL, persisted operations only). It runs its sources under
 * tsx's loader, which adds a transpiler to the process but leaves the heap cap and the request
 * path as the compiled bundle has them. `env` adds or overrides settings.
 */
export async function startProductionGateway(options: {
  resortApiUrl: string;
  secrets: ReturnType<typeof productionSecrets>;
  env?: Record<string, string>;
}): Promise<ProductionGateway> {
  const port = await freePort();
  const service = startService('gateway', [...SERVER_NODE_FLAGS.gateway, '--import', TSX_LOADER, `${root}gateway/src/main.ts`], {
    PATH: process.env['PATH'],
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    RESORT_API_URL: options.resortApiUrl,
    LOG_LEVEL: 'error',
    ...options.secrets,
    ...options.env,
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilReady(`${url}health/live`, service);
  } catch (error) {
    await stopAll([service]);
    throw error;
  }
  const pid = service.child.pid ?? 0;
  return {
    url,
    pid,
    service,
    async alive() {
      if (service.child.exitCode !== null || service.child.signalCode !== null) return false;
      try {
        return (await fetch(`${url}health/live`, { signal: AbortSignal.timeout(10_000) })).ok;
      } catch {
        return false;
      }
    },
    peakRssMiB: () => peakRssMiB(pid),
    stop: () => stopAll([service]),
  };
}

/** resort-api in its own process on an in-memory database, with the given secrets, for a production gateway to call. */
export async function startResortApiProcess(secrets: ReturnType<typeof productionSecrets>): Promise<{ url: string; service: Service }> {
  const port = await freePort();
  const service = startService('resort-api', [...SERVER_NODE_FLAGS['resort-api'], '--import', TSX_LOADER, `${root}resort-api/src/main.ts`], {
    PATH: process.env['PATH'],
    HOST: '127.0.0.1',
    PORT: String(port),
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'error',
    PUBLIC_SITE_TOKEN: secrets.PUBLIC_SITE_TOKEN,
    PAYMENT_NOTIFICATION_SECRET: secrets.PAYMENT_NOTIFICATION_SECRET,
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilReady(`${url}health/ready`, service, 120_000);
  } catch (error) {
    await stopAll([service]);
    throw error;
  }
  return { url, service };
}
