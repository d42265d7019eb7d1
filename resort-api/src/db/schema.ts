import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContentBlock, ContentInfo, TitleTranslations } from './json-types.ts';

/**
 * The resort's data. After changing this file run `npm run db:generate -w resort-api` and commit
 * the SQL it writes to resort-api/drizzle/; migrations run at start-up.
 *
 * Every time stamp is timestamptz: an instant, emitted with the Europe/Lisbon offset (spec 000 §9).
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A company (tenant) the API answers for: the `{companycode}` of every call (spec 000 §7). */
export const companies = pgTable('companies', {
  code: text().primaryKey(),
  name: text().notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** The kinds of content item (spec 000 §3), plus the home page banners (spec 000 §2). */
export const CONTENT_TYPES = ['content', 'news', 'press', 'gallery', 'standard', 'testimony', 'banner'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * Content items: pages, news, press, galleries, testimonies and banners (spec 000 §3). Columns for
 * what the API selects and orders by; the per-language blocks and the rest of `info` are jsonb.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyCode: text('company_code')
      .notNull()
      .references(() => companies.code, { onDelete: 'cascade' }),
    type: text().$type<ContentType>().notNull(),
    /** Picks the screen layout within a type (card, accordion, tabs, all, normal… spec 000 §2). */
    layout: text(),
    /** Unique per company: GET web/content/slug/{companycode}/{slug} finds one item. */
    slug: text(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentItems.id, { onDelete: 'set null' }),
    /** info.order: lists and the slideshow are sorted by it. */
    position: integer().notNull().default(0),
    /** Free-form upstream status, e.g. under_review / accepted for testimonies (spec 000 §4). */
    status: text(),
    /** info.date.published: null is a draft, in the future is scheduled (spec 000 §4). */
    publishedAt: instant('published_at'),
    /** info.date.avaiable (sic): the end of the visibility window, when set. */
    availableUntil: instant('available_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    modifiedAt: instant('modified_at').notNull().defaultNow(),
    info: jsonb().$type<ContentInfo>().notNull().default({}),
    blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
  },
  (t) => [
    // The list calls: GET web/content/type/{companycode}/{type}, in info.order.
    index('content_items_company_type_position_idx').on(t.companyCode, t.type, t.position),
    uniqueIndex('content_items_company_slug_key').on(t.companyCode, t.slug),
    index('content_items_parent_idx').on(t.parentId),
    check(
      'content_items_type_check',
      sql.raw(`type in (${CONTENT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check(
      'content_items_window_check',
      sql`${t.availableUntil} is null or ${t.publishedAt} is null or ${t.availableUntil} >= ${t.publishedAt}`,
    ),
  ],
);

/**
 * Menu structures (spec 000 §3 "Menu structure"): a company may have several; the one marked
 * principal is the main menu, and at most one per company can be.
 */
export const menuStructures = pgTable(
  'menu_structures',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyCode: text('company_code')
      .notNull()
      .references(() => companies.code, { onDelete: 'cascade' }),
    principal: boolean().notNull().default(false),
    name: text().notNull(),
  },
  (t) => [
    index('menu_structures_company_idx').on(t.companyCode),
    uniqueIndex('menu_structures_one_principal_key').on(t.companyCode).where(sql`${t.principal}`),
  ],
);

/**
 * Entries of a menu structure, nested through parent_id (a child list makes a dropdown, spec 000
 * §2 "Top navigation"). An entry opens a content page (id_content), a slug, an internal path or an
 * external URL (link).
 */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    structureId: integer('structure_id')
      .notNull()
      .references(() => menuStructures.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /**
     * No foreign key on purpose: the back-office links entries to pages that may be unpublished,
     * replaced or not created yet, and the upstream hands the id back as stored.
     */
    contentId: integer('id_content'),
    slug: text(),
    link: text(),
    position: integer().notNull().default(0),
    principal: boolean().notNull().default(false),
    /** The pt title; translations in `titles`. */
    title: text().notNull(),
    titles: jsonb().$type<TitleTranslations>().notNull().default({}),
  },
  (t) => [
    index('menu_entries_structure_parent_position_idx').on(t.structureId, t.parentId, t.position),
    // The composite key lets the parent reference below require the parent to be in the same structure.
    unique('menu_entries_structure_id_id_key').on(t.structureId, t.id),
    foreignKey({
      name: 'menu_entries_parent_fk',
      columns: [t.structureId, t.parentId],
      foreignColumns: [t.structureId, t.id],
    }).onDelete('cascade'),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type ContentItemRow = typeof contentItems.$inferSelect;
export type NewContentItem = typeof contentItems.$inferInsert;
export type MenuStructureRow = typeof menuStructures.$inferSelect;
export type MenuEntryRow = typeof menuEntries.$inferSelect;
export type NewMenuEntry = typeof menuEntries.$inferInsert;
