import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column shapes every schema file uses. The names stay explicit, as the migrations have them;
 * `drizzle-kit generate` reading these is how a change here would show (it must find nothing to do).
 */

/** Every time stamp is timestamptz: an instant, emitted with the Europe/Lisbon offset (spec 000 §9). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A surrogate key the database numbers. */
export const identity = () => integer().primaryKey().generatedByDefaultAsIdentity();

type OnDelete = 'cascade' | 'restrict' | 'set null';

/** A required integer reference to another table's row; by default the row goes with the one it points at. */
export const reference = (name: string, target: () => AnyPgColumn, onDelete: OnDelete = 'cascade') =>
  integer(name).notNull().references(target, { onDelete });
