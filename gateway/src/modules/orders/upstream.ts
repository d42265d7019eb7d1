import { orderListAnswer, type OrderDocument } from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';

/** spec 001 §7: GET store/order/client/{company}/{userId}, the purchase history (newest first). */
export async function fetchOrdersOfClient(api: UpstreamReader, userId: number): Promise<OrderDocument[]> {
  const answer = await api.userRead(`store/order/client/${api.segment(api.companyCode)}/${api.segment(userId)}`, orderListAnswer);
  return answer.data;
}

/** spec 001 §7: GET get/order/id/encomenda//{id}. Null when it does not exist or is not the caller's. */
export async function fetchOrder(api: UpstreamReader, id: number): Promise<OrderDocument | null> {
  try {
    const answer = await api.userRead(`get/order/id/encomenda//${api.segment(id)}`, orderListAnswer);
    return answer.data[0] ?? null;
  } catch (error) {
    if (isUpstreamStatus(error, 404) || isUpstreamStatus(error, 403)) return null;
    throw error;
  }
}
