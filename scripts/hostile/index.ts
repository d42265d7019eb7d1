/**
 * `npm run hostile`: hostile input against a gateway as production runs it (its own process,
 * production's Node flags, NODE_ENV=production with secrets of its own, metrics on) over a
 * resort-api on an in-memory database, both on 127.0.0.1 only. Each case (cases.ts) is bounded in
 * count and time; after each the gateway's peak memory is read from /proc and its liveness
 * checked. Prints one table and the size of /metrics, and exits non-zero if the gateway died.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopAll } from '../lib/processes.ts';
import { GATEWAY_HEAP_CAP_MIB, productionSecrets, startProductionGateway, startResortApiProcess, type ProductionGateway } from '../lib/production-gateway.ts';
import { hostileCases } from './cases.ts';
import { printTable, type CaseRow } from './report.ts';

/** The gateway's default body limit, less a little: the largest body it still reads whole. */
const NEAR_LIMIT_BYTES = 1_048_576 - 1024;
/** The longest any one case may take before the run gives up on it. */
const CASE_TIMEOUT_MS = 120_000;

const secrets = productionSecrets();
const metricsToken = randomBytes(16).toString('hex');
// A website to serve (an empty page), so made-up addresses go through the pages' own reads.
const site = mkdtempSync(join(tmpdir(), 'estancia-hostile-'));
writeFileSync(join(site, 'index.html'), '<!doctype html>\n<html lang="pt"><head><title>Estância</title></head><body><div id="root"></div></body></html>\n');

const api = await startResortApiProcess(secrets);
let gateway: ProductionGateway | null = null;
const rows: CaseRow[] = [];
let died = false;
try {
  gateway = await startProductionGateway({
    resortApiUrl: api.url,
    secrets,
    // Plain http on 127.0.0.1: the sign-in cookie must not be Secure for this run.
    env: { CLIENT_DIST_DIR: site, METRICS: 'true', METRICS_TOKEN: metricsToken, COOKIE_SECURE: 'false' },
  });
  console.log(`gateway (pid ${gateway.pid}) at ${gateway.url}, resident ${gateway.peakRssMiB()} MiB after start-up`);
  for (const hostile of hostileCases(NEAR_LIMIT_BYTES)) {
    const started = performance.now();
    const outcomes = await Promise.race([
      hostile.run({ url: gateway.url }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${hostile.name}: no end within ${CASE_TIMEOUT_MS / 1000} s`)), CASE_TIMEOUT_MS).unref()),
    ]);
    const up = await gateway.alive();
    rows.push({ name: hostile.name, outcomes, peakRssMiB: gateway.peakRssMiB(), up, seconds: (performance.now() - started) / 1000 });
    console.log(`  ${hostile.name}: done`);
    if (!up) {
      died = true;
      break;
    }
  }
  printTable(rows, GATEWAY_HEAP_CAP_MIB);
  if (!died) {
    const metrics = await fetch(`${gateway.url}metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    console.log(`\n/metrics after the run: ${((await metrics.text()).length / 1024).toFixed(1)} KB`);
  }
} finally {
  await gateway?.stop();
  await stopAll([api.service]);
  rmSync(site, { recursive: true, force: true });
}
if (died) {
  console.error('\nThe gateway died.');
  process.exit(1);
}
