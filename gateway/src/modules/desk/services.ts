import type { GatewayDeps } from '../../kernel/context.ts';
import { UpstreamReader } from '../../upstream/reader.ts';
import { DeskDayBoards } from './day-boards.ts';
import { DayWaitingCounts } from './waiting-counts.ts';
import { WaitingLines } from './waiting-lines.ts';
import { readDayWaitingCounts, readWaitingLine } from './waiting-upstream.ts';

/** The desk's process-wide parts, as its resolvers read them (`ctx.services.desk`). */
export interface DeskServices {
  /** The open day lists, one board per day (the `deskDay` subscription, check-ins). */
  readonly dayBoards: DeskDayBoards;
  /** The slots' waiting lines, kept once per process; the availability feed is followed from the first ask on. */
  waitingLines(): WaitingLines;
  stop(): void;
}

export function createDeskServices(deps: GatewayDeps): DeskServices {
  const { availabilityFeed, logger, config } = deps;
  const dayBoards = new DeskDayBoards(availabilityFeed, logger);
  // Read with the public site token: a line is the same for every clerk (waiting-upstream.ts).
  const api = new UpstreamReader(deps.upstream, deps.publicCache, config.PUBLIC_SITE_TOKEN, config.COMPANY_CODE);
  const counts = new DayWaitingCounts((day) => readDayWaitingCounts(api, day), logger);
  const lines = new WaitingLines(availabilityFeed, (stockId) => readWaitingLine(api, stockId), counts, logger);
  return {
    dayBoards,
    waitingLines() {
      // A kept line is only as true as the feed that says when it moves: follow it from now on
      // (not from start-up, so a gateway whose desk nobody opens keeps no socket for it).
      availabilityFeed.start();
      return lines;
    },
    stop: () => dayBoards.close(),
  };
}

declare module '../../kernel/context.ts' {
  interface ModuleServices {
    readonly desk: DeskServices;
  }
}
