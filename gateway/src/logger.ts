import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs in production; `npm start` pipes them through pino-pretty when run in a terminal. */
export function createLogger(level: string, name = 'gateway'): Logger {
  return pino({ name, level });
}
