import { ConfigError, type ResortApiConfig, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { type RunningResortApi, startResortApi } from './server.ts';

/**
 * `npm start -w resort-api`: the API as a process, configured by environment variables
 * (config.ts). Exits 1 on a bad setting (one line on stderr) or a failed start; stops cleanly on
 * SIGINT/SIGTERM (server first, then the database).
 */

function configOrExit(): ResortApiConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const logger = createLogger(config.logLevel);

// Before the server starts, so the first requests are traced too.
// The SDK is a large module tree: loaded only when tracing is on.
const tracing = config.tracing ? (await import('./observability/tracing.ts')).startTracing() : null;

let api: RunningResortApi;
try {
  api = await startResortApi({ config, logger });
} catch (error) {
  logger.fatal({ err: error }, 'resort-api could not start');
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    api.close().then(
      // Sends the spans still buffered.
      () => (tracing ? tracing.shutdown() : undefined),
    ).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
