import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { buildApp } from './app.ts';
import { type ResortApiConfig, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { type Logger, createLogger } from './logger.ts';
import { startExpiryJob } from './payments/expiry-job.ts';
import { startSlotCalendarJob } from './reservations/slot-calendar-job.ts';
import { attachRealtimeChannel } from './reservations/channel-server.ts';
import { startLapseWatcher } from './reservations/lapse-watcher.ts';
import { createSmtpMailer } from './mail/mailer.ts';
import { startWaitingCloseWatcher } from './waiting/waiting-close-watcher.ts';
import { startWaitingMailJob } from './waiting/waiting-mail-job.ts';

export interface StartResortApiOptions {
  /** Settings that win over the environment (tests: `{ port: 0, pgliteDir: 'memory://' }`). */
  config?: Partial<ResortApiConfig>;
  /** The environment to read settings from; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Defaults to a pino logger at the configured level. */
  logger?: Logger;
  /** The clock, for the app and the demo data's relative dates. */
  now?: () => Date;
  /** The realtime channel's timings (tests shorten them together with a faster clock). */
  channel?: { tickIntervalMs?: number; helloTimeoutMs?: number; heartbeatMs?: number };
  /**
   * The longest real wait between two looks for lapsed holds (30 000 ms); tests whose clock runs
   * faster than the wall clock shorten it (reservations/lapse-watcher.ts).
   */
  lapseWatchIntervalMs?: number;
  /**
   * The longest real wait between two looks of the waiting list's jobs (30 000 ms): the lists
   * closing at their cut-off and the e-mails owed (waiting/); tests shorten it like the lapse watch.
   */
  waitingWatchIntervalMs?: number;
  /**
   * An open database to serve instead of the configured one (tests: a copy of a template); it is
   * prepared like any other, and closed by close().
   */
  database?: Database;
}

export interface RunningResortApi {
  /** The API base, e.g. http://127.0.0.1:4100/ (with the trailing slash). */
  url: string;
  port: number;
  config: ResortApiConfig;
  /** Stops accepting requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

/** How long close() waits for open requests before cutting their connections. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Opens the database (creating, migrating and seeding it when new), then listens. Used by
 * main.ts and by other packages' tests (`@estancia/resort-api/server`); port 0 picks a free port.
 */
export async function startResortApi(options: StartResortApiOptions = {}): Promise<RunningResortApi> {
  const config: ResortApiConfig = { ...loadConfig(options.env ?? process.env), ...options.config };
  const logger = options.logger ?? createLogger(config.logLevel);
  const now = options.now ?? (() => new Date());

  const database = options.database ?? (await openDatabase(config, logger));
  try {
    await prepareDatabase(database, { companyCode: config.companyCode, now: now() }, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = buildApp({ db: database.db, config, logger, now });
  const server = createAdaptorServer({ fetch: app.fetch });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  // spec 002 §4: the realtime seat-hold channel, a WebSocket at /realtime on this same server.
  const channel = attachRealtimeChannel(server, {
    db: database.db,
    listen: database.listen,
    companyCode: config.companyCode,
    publicSiteToken: config.publicSiteToken,
    socketsPerCustomer: config.channelSocketsPerCustomer,
    logger,
    now,
    ...options.channel,
  });

  const port = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(config.host)}:${port}/`;
  logger.info({ url, database: database.kind, company: config.companyCode }, 'resort-api listening');
  // spec 001 §4: unpaid orders are cancelled after their payment deadline.
  const expiryJob = startExpiryJob({ db: database.db, logger, now, intervalMs: config.paymentExpiryIntervalMs });
  // spec 002 §9: slots stay bookable 60 days ahead however long the server runs.
  const slotCalendar = startSlotCalendarJob({ db: database.db, companyCode: config.companyCode, logger, now });
  // spec 002 §4: a hold lapses without a write; its slot's new seats are announced all the same.
  const lapses = startLapseWatcher({
    db: database.db,
    listen: database.listen,
    companyCode: config.companyCode,
    logger,
    now,
    intervalMs: options.lapseWatchIntervalMs,
  });

  // The waiting list: lists close at their slot's booking cut-off, and the e-mails owed go out after commit.
  const waitingLists = startWaitingCloseWatcher({
    db: database.db,
    listen: database.listen,
    companyCode: config.companyCode,
    logger,
    now,
    intervalMs: options.waitingWatchIntervalMs,
  });
  const waitingMail = startWaitingMailJob({
    db: database.db,
    listen: database.listen,
    mailer: createSmtpMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom }),
    companyCode: config.companyCode,
    siteUrl: config.siteUrl,
    logger,
    now,
    intervalMs: options.waitingWatchIntervalMs,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      expiryJob.stop();
      slotCalendar.stop();
      await lapses.stop();
      await waitingLists.stop();
      await waitingMail.stop();
      // Open channel sockets would hold server.close() open: they are closed first, with 1012.
      await channel.close();
      await new Promise<void>((resolve, reject) => {
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, CLOSE_GRACE_MS);
        force.unref();
        server.close((error) => {
          clearTimeout(force);
          if (error) reject(error);
          else resolve();
        });
        // Idle keep-alive connections (e.g. the gateway's pool) would otherwise hold close() open.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await database.close();
      logger.info('resort-api stopped');
    })();
    return closing;
  };

  return { url, port, config, close };
}

/** The host part of a URL that reaches the server: wildcard addresses are reached on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
