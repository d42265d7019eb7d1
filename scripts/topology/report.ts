/** The run's figures and checks, as printed at the end. */
import type { ApiFigures } from './api-kill.ts';
import { printApiFigures } from './api-report.ts';
import type { Check } from './check.ts';

export interface Figures {
  requestsSent: number;
  requestsSentGet: number;
  requestsSentPost: number;
  /** Requests under way at some moment between the SIGKILL and the process's exit. */
  inFlightAtKill: number;
  /** From SIGKILL until the process had exited. */
  diedAfterMs: number;
  failedDuringKill: Array<{ method: string; step: string; problem: string }>;
  /** When the hold that changed the seats was answered, from the kill. */
  seatChangedAfterMs: number;
  /** From the kill: when each page's socket was open again (those on the killed replica), and when it delivered the seat change. */
  subscriptions: Array<{ name: string; onKilledReplica: boolean; reconnectedAfterMs: number | null; resumedAfterMs: number | null; deliveredAfterMs: number | null }>;
  /** Requests nginx passed on to the other replica when the first one failed (its access log). */
  passedOn: number;
  /** WebSocket upgrades nginx answered with 101 Switching Protocols. */
  upgrades: number;
  /** Requests each replica answered (its /metrics) in each window, and what the clients sent then. */
  split: Array<{ window: string; seconds: number; sent: number; killed: number | null; other: number | null }>;
  secondsUntilTrafficReturned: number | null;
  forwarded: { throughNginx: string; direct: string };
}

export type { Check };

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '-');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] as number) : null;
};

export function printReport(figures: Figures, apiFigures: ApiFigures | null, checks: Check[], overrides: Record<string, Record<string, string>>): void {
  console.log('\nWhat the local topology changes from docker-compose.yml (hosts, ports, URLs):');
  for (const [service, changed] of Object.entries(overrides)) {
    console.log(`  ${service}: ${Object.entries(changed).map(([key, value]) => `${key}=${value}`).join('  ')}`);
  }

  console.log('\nFigures');
  console.log(`  requests sent through nginx: ${figures.requestsSent} (${figures.requestsSentGet} GET, ${figures.requestsSentPost} POST)`);
  console.log(`  gateway-1 killed (SIGKILL; gone ${figures.diedAfterMs} ms later): ${figures.inFlightAtKill} requests in flight on the two replicas, ${figures.failedDuringKill.length} failed`);
  for (const failure of figures.failedDuringKill) console.log(`    ${failure.method} ${failure.step}: ${failure.problem}`);
  console.log(`  requests nginx passed on to the other replica after the first failed: ${figures.passedOn}; WebSocket upgrades through nginx: ${figures.upgrades}`);
  const moved = figures.subscriptions.filter((s) => s.onKilledReplica);
  const stayed = figures.subscriptions.filter((s) => !s.onKilledReplica);
  const describe = (values: Array<number | null>) => {
    const ms = values.filter((value): value is number => value !== null);
    return ms.length ? `median ${median(ms)} ms, longest ${Math.max(...ms)} ms` : 'none';
  };
  console.log(`  subscriptions (open booking pages): ${figures.subscriptions.length}, ${moved.length} of them on the killed replica`);
  console.log(`    the seat change (a hold through nginx, made once the replica was dead) was answered ${figures.seatChangedAfterMs} ms after the kill`);
  console.log(`    on the killed replica: socket open again through nginx ${describe(moved.map((s) => s.reconnectedAfterMs))} after the kill,`);
  console.log(`      subscription answering again ${describe(moved.map((s) => s.resumedAfterMs))}, seat change delivered ${describe(moved.map((s) => s.deliveredAfterMs))}`);
  console.log(`    on the other replica: seat change delivered ${describe(stayed.map((s) => s.deliveredAfterMs))} after the kill`);
  console.log('  requests answered by each replica (their /metrics):');
  console.log('    | window | seconds | sent | gateway-1 (killed, restarted) | gateway-2 |');
  console.log('    |---|---|---|---|---|');
  for (const row of figures.split) {
    const counted = (row.killed ?? 0) + (row.other ?? 0);
    const cell = (value: number | null) => (value === null ? 'down' : `${value} (${percent(value, counted)})`);
    console.log(`    | ${row.window} | ${row.seconds} | ${row.sent} | ${cell(row.killed)} | ${cell(row.other)} |`);
  }
  console.log(`  traffic back on the restarted replica ${figures.secondsUntilTrafficReturned ?? '-'} s after it was ready`);
  console.log(`  address the gateway saw: through nginx ${figures.forwarded.throughNginx}; straight to a replica ${figures.forwarded.direct}`);
  if (apiFigures) printApiFigures(apiFigures);

  console.log('\nChecks');
  for (const check of checks) console.log(`  ${check.ok ? '✔' : '✖'} ${check.name}${check.detail ? ` — ${check.detail}` : ''}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`\n${checks.length - failed} passed, ${failed} failed`);
}
