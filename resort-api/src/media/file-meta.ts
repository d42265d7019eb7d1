import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Every column of a stored file's table (the pictures, the documents) but its bytes: what a
 * request needs to answer 304 or 404 before it decides to read them.
 */
export function metaColumns<T extends PgTable & { bytes: unknown }>(table: T) {
  const { bytes: _bytes, ...meta } = getTableColumns(table);
  return meta;
}
