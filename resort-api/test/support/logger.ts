import { pino } from 'pino';
import type { Logger } from '../../src/logger.ts';

/** A logger that keeps its lines in memory, for asserting what was logged. */
export function memoryLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const raw: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void raw.push(line) });
  return { logger, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

export const silentLogger: Logger = pino({ level: 'silent' });
