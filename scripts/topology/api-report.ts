/** The figures of resort-api's kill (api-kill.ts), as printed with the gateway's. */
import type { ApiFigures } from './api-kill.ts';

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : '-');

export function printApiFigures(figures: ApiFigures): void {
  console.log(`  resort-api (the first of its two processes) killed (SIGKILL; gone ${figures.diedAfterMs} ms later), then started again:`);
  const { holds, contested } = figures;
  console.log(`    holds and releases sent through nginx: ${holds.sent} (${holds.held} held, ${holds.released} released, ${holds.contended} refused SLOT_FULL: ${contested.customers} customers after ${contested.quantityEach} of the contested slot's seats each)`);
  console.log(`    failed: ${figures.failed.length}`);
  for (const failure of figures.failed) {
    const said = failure.code ?? failure.problem ?? '';
    console.log(`      ${failure.kind} started ${failure.startedAfterMs} ms after the kill${failure.inFlight ? ' (in flight at the kill)' : ''}: ${said}, answered after ${failure.tookMs} ms`);
  }
  console.log(`    first hold after the kill answered with a cart ${figures.firstHoldAfterKillMs ?? '-'} ms after it`);
  console.log(`    page reads sent through nginx: ${figures.reads.sent}, ${figures.reads.failed.length} failed`);
  for (const failure of figures.reads.failed.slice(0, 5)) console.log(`      ${failure.step}: ${failure.problem}`);
  console.log(`    open listings (slotAvailability over graphql-ws through nginx): ${figures.listings}; all showed what PostgreSQL had ${figures.truthAfterKillMs ?? '-'} ms after the kill (the customers stopped holding 5000 ms after it); after the restart too: ${figures.truthAfterRestart ? 'yes' : 'no'}`);
  console.log(`    contested slot: at most ${contested.takenMost} of its ${contested.capacity} seats sold or held at once (PostgreSQL, every 50 ms), ${contested.takenAtEnd} at the end; slots oversold: ${figures.oversold.length}`);
  console.log(`    requests the internal server passed on to the other process after the first failed: ${Object.values(figures.passedOn).reduce((sum, count) => sum + count, 0)}; answered 5xx: ${figures.failedAtNginx.length}`);
  for (const [request, count] of Object.entries(figures.passedOn)) console.log(`      ${count} × ${request}`);
  for (const failure of figures.failedAtNginx.slice(0, 5)) console.log(`      ${failure.status} ${failure.request}`);
  console.log('    requests each resort-api process answered (nginx access log, internal server):');
  console.log('    | window | resort-api (killed, restarted) | resort-api-2 |');
  console.log('    |---|---|---|');
  for (const row of figures.split) {
    const counted = (row.killed ?? 0) + row.other;
    console.log(`    | ${row.window} | ${row.killed === null ? 'down' : `${row.killed} (${percent(row.killed, counted)})`} | ${row.other} (${percent(row.other, counted)}) |`);
  }
  console.log(`    traffic back on the restarted process ${figures.secondsUntilTrafficReturned ?? '-'} s after it was ready`);
}
