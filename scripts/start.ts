/**
 * `npm start`: builds the website, then runs resort-api (embedded PGlite database, created,
 * migrated and seeded on first start) and the gateway, which serves GraphQL at /graphql and the
 * website at / on http://localhost:4000. Ctrl-C stops both cleanly.
 *
 * `npm run dev`: the same services restarting on change, the client on Vite's dev server with hot
 * reload (http://localhost:5173, proxying /graphql), and the Relay compiler re-run as you edit.
 *
 * Flags: --dev, --skip-build (the website is already built; used by the end-to-end tests).
 */
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMailCatcher, type MailCatcher } from './lib/mail-catcher.ts';
import { run, startService, stopAll, TSX_LOADER, waitUntilReady, type Service } from './lib/processes.ts';
import { stackEnv, type StackEnv } from './lib/stack-config.ts';
import { SERVER_NODE_FLAGS } from './lib/server-flags.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--skip-build');

let env: StackEnv;
try {
  env = stackEnv(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const services: Service[] = [];
let mailCatcher: MailCatcher | null = null;
let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopAll(services);
  await mailCatcher?.close();
  process.exit(code);
}

/**
 * Mail goes to a local catcher unless SMTP_URL points elsewhere: nothing leaves the machine, and
 * what was sent can be read at its web view.
 */
async function startLocalMail(): Promise<string> {
  if (process.env['SMTP_URL']) return '';
  const smtpPort = Number(process.env['MAIL_CATCHER_SMTP_PORT'] ?? 1025);
  const httpPort = Number(process.env['MAIL_CATCHER_HTTP_PORT'] ?? 8025);
  try {
    mailCatcher = await startMailCatcher({ smtpPort, httpPort });
  } catch (error) {
    console.warn(`mail catcher not started (${error instanceof Error ? error.message : String(error)}); mail goes to smtp://127.0.0.1:${smtpPort}`);
  }
  env.resortApi['SMTP_URL'] = `smtp://127.0.0.1:${smtpPort}`;
  return mailCatcher ? `   Mail: http://localhost:${mailCatcher.httpPort}` : '';
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

/**
 * How a server runs: from its sources under tsx (development, and the end-to-end stack's
 * --skip-build), or, as in production, its compiled `dist/main.js` (scripts/build/servers.ts).
 */
function node(workspace: 'gateway' | 'resort-api', watchMode: boolean, extra: string[] = []): string[] {
  const entry = `${root}${workspace}/src/main.ts`;
  if (watchMode) return [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', '--clear-screen=false', entry, ...extra];
  return compiled ? [...SERVER_NODE_FLAGS[workspace], `${root}${workspace}/dist/main.js`, ...extra] : ['--import', TSX_LOADER, entry, ...extra];
}
/** `npm start` builds and runs the compiled servers. */
const compiled = !dev && !skipBuild;

async function main() {
  if (dev || !skipBuild) {
    console.log(dev ? 'compiling the Relay operations…' : 'building the website…');
    const code = await run('npm', ['run', dev ? 'relay' : 'build', '-w', 'client', '--silent'], { cwd: root });
    if (code !== 0) throw new Error(`the website build failed (exit ${code})`);
  }
  if (compiled) {
    console.log('compiling the servers…');
    const code = await run('npm', ['run', 'build:servers', '--silent'], { cwd: root });
    if (code !== 0) throw new Error(`the servers' build failed (exit ${code})`);
  }

  const mailLine = await startLocalMail();
  const resortApi = startService('resort-api', node('resort-api', dev), env.resortApi);
  services.push(resortApi);
  await waitUntilReady(`http://127.0.0.1:${env.resortApiPort}/health/ready`, resortApi);

  const gateway = startService('gateway', node('gateway', dev, dev ? ['--watch-operations'] : []), env.gateway);
  services.push(gateway);
  await waitUntilReady(`http://127.0.0.1:${env.gatewayPort}/health/live`, gateway);

  if (dev) {
    services.push(startService('client', [`${root}node_modules/vite/bin/vite.js`, `${root}client`, '--clearScreen', 'false'], { ...process.env, FORCE_COLOR: '1' }));
    watchRelay();
    console.log(`\n  estancia (development): http://localhost:5173   GraphiQL: http://localhost:${env.gatewayPort}/graphql${mailLine}\n`);
  } else {
    console.log(`\n  estancia is running: http://localhost:${env.gatewayPort}   GraphiQL: http://localhost:${env.gatewayPort}/graphql${mailLine}   (Ctrl-C stops)\n`);
  }

  // A service that dies takes the stack down, so a broken start never looks healthy.
  const first = await Promise.race(services.map((s) => s.exited.then((code) => ({ s, code }))));
  if (!stopping) {
    console.error(`${first.s.name} exited with code ${first.code}; stopping`);
    await shutdown(1);
  }
}

/** Re-runs the Relay compiler when client sources change (its own watch mode needs watchman). */
function watchRelay() {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  watch(`${root}client/src`, { recursive: true }, (_event, file) => {
    if (!file || file.includes('__generated__') || !/\.(tsx?|graphql)$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (running) return;
      running = true;
      await run('npm', ['run', 'relay', '-w', 'client', '--silent'], { cwd: root });
      running = false;
    }, 300);
  });
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
});
