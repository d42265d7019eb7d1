import { z } from 'zod';
import { readSeed } from '../seed-schemas.ts';

/**
 * The demo document library (the `documents` table): one PDF for every document link of the demo
 * content (pages, news, press items and galleries; a test checks none is missing), the internal
 * ones (visible false) included, since a preview or the back-office still opens them. Each is
 * written at seeding time (media/demo-documents.ts) with its title. documents.json groups them by
 * the demo data that links them (content-pages, news, press, galleries).
 */
export interface DocumentSeed {
  /** The link content items use. */
  path: string;
  /** The heading of the document's first page. */
  title: string;
  /** A line under the title: what the document is about. */
  subtitle: string;
}

const documentSeed = z.object({ path: z.string().startsWith('/docs/'), title: z.string(), subtitle: z.string() }).strict() satisfies z.ZodType<DocumentSeed>;

export const DOCUMENT_SEEDS: readonly DocumentSeed[] = Object.values(
  readSeed(new URL('./documents.json', import.meta.url), z.record(z.string(), z.array(documentSeed))),
).flat();
