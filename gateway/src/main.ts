import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startGateway } from './server.ts';
import { tracingEnabled } from './observability/tracing.ts';

// Validate the configuration first, so a bad value stops start-up with one clear line.
try {
  loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Before the server starts, so the first operations are traced too.
const tracing = tracingEnabled(loadConfig(process.env)) ? (await import('./observability/tracing-sdk.ts')).startTracing() : null;
const gateway = await startGateway({ watch: process.argv.includes('--watch-operations') });
const logger = createLogger(loadConfig(process.env).LOG_LEVEL);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    void gateway.close().then(async () => {
      // Sends the spans still buffered.
      await tracing?.shutdown();
      logger.info('gateway stopped');
      process.exit(0);
    });
  });
}
