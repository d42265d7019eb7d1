import { RESERVATION_PATHS, WAITING_PATHS, serviceProductsAnswer, waitingLineAnswer, type CacheDataFilter } from '@estancia/resort-contract';
import type { GatewayDeps } from '../../kernel/context.ts';
import { UpstreamReader } from '../../upstream/reader.ts';
import { DayWaitingCounts } from './waiting-counts.ts';
import { WaitingLines, type WaitingEntries } from './waiting-lines.ts';

/**
 * GET platform/waiting/stock/{id_stock} (contract waiting-list.ts): a slot's open entries in line
 * order, with each customer's name and e-mail. Read with the public site token, which the call
 * accepts beside a staff session: the answer is the same for every clerk and kept once per process
 * (waiting-lines.ts), so no clerk's session is lent to another's page. Only the desk's fields,
 * behind the staff guard, ever show it.
 */
export function readWaitingLine(api: UpstreamReader, stockId: number): Promise<WaitingEntries> {
  return api.siteRead(WAITING_PATHS.ofSlot(stockId), waitingLineAnswer).then((answer) => answer.data.entradas);
}

/**
 * POST platform/products/cache/get/data for a whole day (no product named): every listed slot of
 * the day with its `em_espera`, in one read, with the public site token as the listings read it.
 */
export async function readDayWaitingCounts(api: UpstreamReader, day: string): Promise<Map<number, number>> {
  const [ano, mes, dia] = day.split('-').map(Number);
  const filter: CacheDataFilter = { 'stocks.visible': true, 'stocks.activo': true, ano, mes, dia };
  const products = (await api.siteQuery(RESERVATION_PATHS.cacheData, filter, serviceProductsAnswer)).data;
  return new Map(products.flatMap((product) => product.details.map((slot) => [slot.id_stock, slot.em_espera] as const)));
}

/** One set of lines per gateway process (its deps), made on the desk's first ask. */
const linesByProcess = new WeakMap<GatewayDeps, WaitingLines>();

export function waitingLines(deps: GatewayDeps): WaitingLines {
  let lines = linesByProcess.get(deps);
  if (!lines) {
    const api = new UpstreamReader(deps.upstream, deps.publicCache, deps.config.PUBLIC_SITE_TOKEN, deps.config.COMPANY_CODE);
    const counts = new DayWaitingCounts((day) => readDayWaitingCounts(api, day), deps.logger);
    lines = new WaitingLines(deps.availabilityFeed, (stockId) => readWaitingLine(api, stockId), counts, deps.logger);
    linesByProcess.set(deps, lines);
    // A kept line is only as true as the feed that says when it moves: follow it from now on.
    deps.availabilityFeed.start();
  }
  return lines;
}
