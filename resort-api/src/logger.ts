import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

export type { Logger };

/**
 * One JSON logger for the process (pino: cheap enough to log every request). Pretty output is a
 * matter for whoever reads it: pipe through `npx pino-pretty` in development.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'resort-api' } });
}
