import { RESERVATION_PATHS, WAITING_PATHS, serviceProductsAnswer, waitingLineAnswer, type CacheDataFilter } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';
import type { WaitingEntries } from './waiting-lines.ts';

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
