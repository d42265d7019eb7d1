import { structureAnswer, type StructureItem } from '@estancia/resort-contract';
import type { UpstreamReader } from '../../upstream/reader.ts';

/** spec 000 §7: GET web/structure/{companycode}/1, the site's menu structure. */
export async function fetchStructure(api: UpstreamReader): Promise<StructureItem[]> {
  const answer = await api.publicRead(`web/structure/${api.segment(api.companyCode)}/1`, structureAnswer);
  return answer.data;
}
