import { ConfigError, loadConfig } from './config.ts';
import { startGateway } from './server.ts';

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

const gateway = await startGateway({ watch: process.argv.includes('--watch-operations') });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void gateway.close().then(() => process.exit(0));
  });
}
