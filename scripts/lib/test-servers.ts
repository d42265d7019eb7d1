/**
 * The database servers `npm test` needs, for every later step: PostgreSQL (TEST_POSTGRES_URL) and
 * Redis (TEST_REDIS_URL). Servers that answer are used as they are; missing ones are started for
 * the run (test-postgres.ts, test-redis.ts) and stopped at the end, on Ctrl-C and on SIGTERM too,
 * so nothing the run started is left running.
 */
import { DEFAULT_TEST_POSTGRES_URL, provideTestPostgres } from './test-postgres.ts';
import { DEFAULT_TEST_REDIS_URL, provideTestRedis } from './test-redis.ts';

export interface TestServers {
  /** One line for each server the tests need but do not have, with how to provide it. */
  problems: string[];
  /** Stops what the run started. Safe to call twice. */
  stop(): Promise<void>;
}

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

export async function provideTestServers(): Promise<TestServers> {
  const stops: Array<() => Promise<void>> = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () => (stopping ??= Promise.allSettled(stops.map((stop) => stop())).then(() => undefined));
  // Without a listener Node would exit at once and leave the servers running; the steps' own
  // processes get Ctrl-C from the terminal themselves.
  const onSignal = (signal: keyof typeof SIGNALS) => {
    console.error(`\n${signal}: stopping the servers this run started…`);
    void stopAll().finally(() => process.exit(128 + SIGNALS[signal]));
  };
  for (const signal of Object.keys(SIGNALS) as Array<keyof typeof SIGNALS>) process.once(signal, onSignal);

  const problems: string[] = [];
  const provide = async (variable: 'TEST_POSTGRES_URL' | 'TEST_REDIS_URL', fallback: string, start: (url: string) => Promise<{ url: string; stop(): Promise<void> }>) => {
    try {
      const server = await start(process.env[variable] || fallback);
      process.env[variable] = server.url;
      stops.push(server.stop);
    } catch (error) {
      const line = error instanceof Error ? error.message : String(error);
      console.error(`✖ ${line}`);
      problems.push(line);
    }
  };
  await provide('TEST_POSTGRES_URL', DEFAULT_TEST_POSTGRES_URL, provideTestPostgres);
  await provide('TEST_REDIS_URL', DEFAULT_TEST_REDIS_URL, provideTestRedis);

  return {
    problems,
    stop: async () => {
      await stopAll();
      for (const signal of Object.keys(SIGNALS)) process.off(signal, onSignal);
    },
  };
}
