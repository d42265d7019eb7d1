import { structureAnswer, type StructureItem } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';

const structurePath = (api: UpstreamReader) => `web/structure/${api.segment(api.companyCode)}/1`;

/** spec 000 §7: GET web/structure/{companycode}/1, the site's menu structure, as the API answers it now. */
export async function fetchStructure(api: UpstreamReader): Promise<StructureItem[]> {
  const answer = await api.publicRead(structurePath(api), structureAnswer);
  return answer.data;
}

/** The menu structure every page shows: shared and kept warm, off the page's critical path. */
export async function fetchSharedStructure(api: UpstreamReader): Promise<StructureItem[]> {
  const answer = await api.sharedRead(structurePath(api), structureAnswer);
  return answer.data;
}
