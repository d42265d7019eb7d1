import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type MenuEntryRow, type MenuStructureRow, menuEntries, menuStructures } from '../db/schema.ts';

export interface StructureWithEntries {
  structure: MenuStructureRow;
  /** Flat, in position order; menu-tree.ts nests them. */
  entries: MenuEntryRow[];
}

/**
 * The company's menu structures, the principal one first (readers take the main menu from the
 * entry marked principal, spec 000 §3), each with all of its entries. Two queries whatever the
 * size of the menu.
 */
export async function listStructures(db: Db, companyCode: string): Promise<StructureWithEntries[]> {
  const structures = await db
    .select()
    .from(menuStructures)
    .where(eq(menuStructures.companyCode, companyCode))
    .orderBy(desc(menuStructures.principal), asc(menuStructures.id));
  if (structures.length === 0) return [];

  const entries = await db
    .select()
    .from(menuEntries)
    .where(
      inArray(
        menuEntries.structureId,
        structures.map((s) => s.id),
      ),
    )
    .orderBy(asc(menuEntries.position), asc(menuEntries.id));

  return structures.map((structure) => ({
    structure,
    entries: entries.filter((entry) => entry.structureId === structure.id),
  }));
}
