/**
 * `npm test`: every check and every test, in order — code generation, typecheck, lint, unit and
 * integration tests (vitest: resort-api on PGlite and PostgreSQL, the gateway against a running
 * resort-api), the website build, and end-to-end tests in Chromium (Playwright). Every step runs
 * even when an earlier one fails, so one run shows everything; the exit code is non-zero if
 * anything failed. The last line is the plain summary `N passed, N failed`. PostgreSQL and Redis
 * that do not answer are started for the run and stopped at its end (lib/test-servers.ts).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.ts';
import { portFree } from './lib/ports.ts';
import { run } from './lib/processes.ts';
import { provideTestServers } from './lib/test-servers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}test-results/reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Outcome {
  step: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}
const outcomes: Outcome[] = [];

async function step(name: string, command: string, args: string[], counts?: () => Omit<Outcome, 'step' | 'ok' | 'seconds'>) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const code = await run(command, args, { cwd: root });
  let tally = { passed: 0, failed: 0, skipped: 0 };
  try {
    if (counts) tally = counts();
  } catch {
    // No report: the runner failed before it could write one; the exit code says it failed.
  }
  const ok = code === 0 && tally.failed === 0;
  // A check without test counts (typecheck, lint, build) counts as one item.
  if (!counts) tally = ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  else if (!ok && tally.failed === 0) tally.failed = 1;
  outcomes.push({ step: name, ok, ...tally, seconds: Math.round((Date.now() - started) / 1000) });
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function vitestCounts() {
  const report = readJson(`${reports}/vitest.json`) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts() {
  const report = readJson(`${reports}/playwright.json`) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

/**
 * The end-to-end stack's ports (gateway, resort-api +1, mail catcher +24 and +25): the first base
 * from 4400 up whose ports are all free, so a running `npm start` or another test run is no clash.
 */
async function e2ePort(): Promise<number> {
  for (let base = 4400; base < 6000; base += 100) {
    const free = await Promise.all([0, 1, 24, 25].map((offset) => portFree(base + offset)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free ports for the end-to-end stack between 4400 and 6000');
}

let chromiumProblem: string | null = null;
try {
  ensureChromium();
} catch (error) {
  chromiumProblem = error instanceof Error ? error.message : String(error);
}

// PostgreSQL and Redis for the tests: the ones that answer, else started for this run (and stopped
// below, or on Ctrl-C); TEST_POSTGRES_URL and TEST_REDIS_URL tell every later step where they are.
const servers = await provideTestServers();

try {
  await step('generate', 'npm', ['run', 'generate', '--silent']);
  // After generating: the printed schema.graphql against the previous version's, for partners' sake.
  await step('schema breaking-change check', process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, `${root}scripts/schema-check.ts`]);
  await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  await step('lint', 'npm', ['run', 'lint', '--silent']);
  await step('unit and integration tests', process.execPath, [
    `${root}node_modules/vitest/vitest.mjs`, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`,
  ], vitestCounts);
  await step('website build', 'npm', ['run', 'build', '--silent']);
  if (chromiumProblem) {
    console.error(`\n✖ end-to-end tests not run: ${chromiumProblem}`);
    outcomes.push({ step: 'end-to-end tests (Chromium missing)', ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0 });
  } else {
    process.env['E2E_PORT'] = String(await e2ePort());
    await step('end-to-end tests', process.execPath, [`${root}node_modules/@playwright/test/cli.js`, 'test'], playwrightCounts);
  }
} finally {
  await servers.stop();
}

for (const problem of servers.problems) console.error(`\n✖ ${problem}`);

console.log('\nSummary');
for (const o of outcomes) {
  const detail = o.passed + o.failed + o.skipped > 1 ? ` (${o.passed} passed, ${o.failed} failed, ${o.skipped} skipped)` : '';
  console.log(`  ${o.ok ? '✔' : '✖'} ${o.step}${detail}  ${o.seconds}s`);
}
const total = outcomes.reduce((t, o) => ({ passed: t.passed + o.passed, failed: t.failed + o.failed, skipped: t.skipped + o.skipped }), { passed: 0, failed: 0, skipped: 0 });
const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
