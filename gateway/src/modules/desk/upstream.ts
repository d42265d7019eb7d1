import type { Entity } from '@estancia/resort-contract';
import { isUpstreamStatus } from '../../upstream/errors.ts';
import type { UpstreamReader } from '../../upstream/reader.ts';
import { fetchEntity } from '../accounts/index.ts';

/**
 * spec 002 §7 GET entities/{company}/{userId}, as the clerk (the resort API lets a Colaborador read
 * any entity of the company). An unknown id is null, not a failure.
 */
export async function customerById(api: UpstreamReader, id: number): Promise<Entity | null> {
  try {
    return await fetchEntity(api, id);
  } catch (error) {
    if (isUpstreamStatus(error, 404) || isUpstreamStatus(error, 400)) return null;
    throw error;
  }
}
