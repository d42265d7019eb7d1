import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from '../../scripts/lib/processes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A second stack (resort-api on a fresh embedded database and a gateway serving the built
 * website) for a spec that has to stop resort-api for real: the suite's own stack stops as a whole
 * when one of its services dies (scripts/start.ts). Its ports sit 50 above the suite's.
 */
export interface OwnStack {
  baseURL: string;
  stopResortApi(): Promise<void>;
  startResortApi(): Promise<void>;
  close(): Promise<void>;
}

export async function startOwnStack(gatewayEnv: Record<string, string>): Promise<OwnStack> {
  const base = Number(process.env['E2E_PORT'] ?? 4400) + 50;
  const resortPort = base + 1;
  // Its services' logs would interleave with the test report: only errors.
  const common = { ...process.env, LOG_LEVEL: 'error' };
  const resortEnv = { ...common, PORT: String(resortPort), HOST: '127.0.0.1', PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'estancia-e2e-own-')), 'pglite') };
  const services: Service[] = [];
  let resortApi: Service | null = null;

  function spawnResortApi(): Service {
    const service = startService('resort-api', ['--import', TSX_LOADER, `${root}resort-api/src/main.ts`], resortEnv);
    services.push(service);
    resortApi = service;
    return service;
  }
  const resortApiReady = (service: Service) => waitUntilReady(`http://127.0.0.1:${resortPort}/health/ready`, service);

  // Both start at once: the gateway reads nothing from resort-api to start (its read of the layout
  // as it starts only logs a failure), and its readiness includes resort-api's.
  const firstResortApi = spawnResortApi();
  const gateway = startService('gateway', ['--import', TSX_LOADER, `${root}gateway/src/main.ts`], {
    ...common,
    PORT: String(base),
    RESORT_API_URL: `http://127.0.0.1:${resortPort}/`,
    ALLOW_ARBITRARY_OPERATIONS: 'false',
    ...gatewayEnv,
  });
  services.push(gateway);
  try {
    await Promise.all([resortApiReady(firstResortApi), waitUntilReady(`http://127.0.0.1:${base}/health/ready`, gateway)]);
  } catch (error) {
    // One of them did not come up: the other must not outlive the spec.
    await stopAll(services);
    throw error;
  }

  return {
    baseURL: `http://127.0.0.1:${base}`,
    startResortApi: () => resortApiReady(spawnResortApi()),
    async stopResortApi() {
      if (resortApi) await stopAll([resortApi]);
      resortApi = null;
    },
    close: () => stopAll(services),
  };
}
