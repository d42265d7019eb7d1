import type { Outcome } from './requests.ts';

/** One case's line of the table. */
export interface CaseRow {
  name: string;
  outcomes: Outcome[];
  peakRssMiB: number;
  up: boolean;
  seconds: number;
}

/** The answers counted by status and code: `400 VARIABLES_TOO_LARGE ×50`, `200 ok ×1`. */
export function statusCounts(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const { status, code } of outcomes) {
    const key = `${status} ${code ?? 'ok'}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].map(([key, count]) => `${key} ×${count}`).join(', ');
}

export function printTable(rows: CaseRow[], heapCapMiB: number): void {
  console.log(`\n| case | requests | answers (status code ×count) | gateway peak RSS MiB (cap ${heapCapMiB} heap) | gateway up | s |`);
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.outcomes.length} | ${statusCounts(row.outcomes)} | ${row.peakRssMiB} | ${row.up ? 'yes' : 'NO'} | ${row.seconds.toFixed(1)} |`);
  }
}
