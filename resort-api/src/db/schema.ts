import { sql } from 'drizzle-orm';
import { PRODUCT_KINDS, type LanguageCode, type ProductKind, type ProfileName } from '@estancia/resort-contract';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identity, instant, reference } from './columns.ts';
import type {
  ContentBlock,
  ContentInfo,
  EntityAddressDoc,
  EntityContactDoc,
  IdentificationDoc,
  OrderDocumentDoc,
  OrderTicketDoc,
  PaymentRegistrationDoc,
  ProductFileDoc,
  ProductGroupTranslations,
  ProductInfoDoc,
  ProductTagDoc,
  FeatureGroupDoc,
  ComponentTextTranslations,
  SiteSettingsDoc,
  TitleTranslations,
} from './json-types.ts';

/**
 * The resort's data. After changing this file run `npm run db:generate -w resort-api` and commit
 * the SQL it writes to resort-api/drizzle/; migrations run at start-up. Column shapes shared by
 * the schema files (instants, identities, references) are in columns.ts.
 */

/**
 * Binary data (PostgreSQL bytea). node-postgres reads it as a Buffer, PGlite as a Uint8Array:
 * both come out as a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** A company (tenant) the API answers for: the `{companycode}` of every call (spec 000 §7). */
export const companies = pgTable('companies', {
  code: text().primaryKey(),
  name: text().notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** The company a row belongs to; its rows go with it. */
export const companyColumn = () =>
  text('company_code')
    .notNull()
    .references(() => companies.code, { onDelete: 'cascade' });

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
    id: identity(),
    companyCode: companyColumn(),
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
    /**
     * info.preview: an item saved for preview only. A column because every read filters on it:
     * only GET web/content/preview/… answers such an item (spec 000 §2 "preview_id").
     */
    preview: boolean().notNull().default(false),
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
    id: identity(),
    companyCode: companyColumn(),
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
    id: identity(),
    structureId: reference('structure_id', () => menuStructures.id),
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

/**
 * Users (entities, spec 000 §3): customers (profile Cliente) and staff (Colaborador). Columns for
 * what is looked up or checked (username, e-mail, profile, ativo); the address and contact lists,
 * only ever handed back whole, are jsonb in the upstream's field names.
 */
export const entities = pgTable(
  'entities',
  {
    id: identity(),
    companyCode: companyColumn(),
    /** Stored trimmed and lower-cased: logins compare case-insensitively. */
    username: text().notNull(),
    /** Lower-cased; kept equal to the username for customers (spec 000 §5). */
    email: text().notNull(),
    /** scrypt$N$r$p$salt$hash of the transformed password (accounts/password.ts); never answered. */
    passwordHash: text('password_hash').notNull(),
    profile: text().$type<ProfileName>().notNull().default('Cliente'),
    /** info.ativo: an inactive entity cannot log in. */
    ativo: boolean().notNull().default(true),
    name: text().notNull(),
    surname: text().notNull().default(''),
    location: text().notNull().default(''),
    /** info.from: where the account was created. */
    origin: text().notNull().default('web'),
    vat: text().notNull().default('999999990'),
    marketing: boolean().notNull().default(false),
    termsChecked: boolean('terms_checked').notNull().default(false),
    rgpd: boolean().notNull().default(false),
    notifications: boolean().notNull().default(false),
    birthday: date({ mode: 'string' }),
    entityType: text('entity_type').notNull().default(''),
    observation: text().notNull().default(''),
    identification: jsonb().$type<IdentificationDoc>(),
    /** info.use_preferences.language */
    language: text().$type<LanguageCode>().notNull().default('pt'),
    addresses: jsonb().$type<EntityAddressDoc[]>().notNull().default([]),
    contacts: jsonb().$type<EntityContactDoc[]>().notNull().default([]),
    createdAt: instant('created_at').notNull().defaultNow(),
    modifiedAt: instant('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entities_company_username_key').on(t.companyCode, t.username),
    uniqueIndex('entities_company_email_key').on(t.companyCode, t.email),
    check('entities_profile_check', sql`${t.profile} in ('Cliente', 'Colaborador')`),
    check('entities_language_check', sql`${t.language} in ('pt', 'en', 'es', 'fr')`),
    check(
      'entities_lower_case_check',
      sql`${t.username} = lower(${t.username}) and ${t.email} = lower(${t.email})`,
    ),
  ],
);

/**
 * Login sessions. The bearer token itself is never stored: only its SHA-256, so a copy of this
 * table gives nobody a usable token. A session ends when it expires or is revoked (logout,
 * password change, recovery).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: identity(),
    entityId: reference('entity_id', () => entities.id),
    /** hex(sha256(token)). */
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_entity_idx').on(t.entityId)],
);

/**
 * Password recovery codes (spec 000 §2 "Recovery"): stored hashed, valid for an hour, used once;
 * a newer request revokes the older codes of the entity.
 */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: identity(),
    entityId: reference('entity_id', () => entities.id),
    /** hex(sha256(code)). */
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('password_recoveries_code_hash_key').on(t.codeHash),
    index('password_recoveries_entity_idx').on(t.entityId),
  ],
);

/** pagamento_pendente values (spec 001 §4, spec 002 §4): 0 pending, 1 and 2 paid, -1 failed, -2 refunded. */
export const PAYMENT_STATE_VALUES = [0, 1, 2, -1, -2] as const;

/**
 * Order documents (nota_de_encomenda, spec 001 §3.4). Columns for what is looked up, numbered or
 * changed by the payment flow (numbering per series, the payment key, the payment state, method
 * and deadline); the document itself (billing snapshot, lines, totals, Multibanco block) is jsonb
 * in the upstream's field names, as it is handed back whole. Columns keep the upstream names.
 */
export const orders = pgTable(
  'orders',
  {
    id: identity(),
    companyCode: companyColumn(),
    /** The customer; null is left for counter sales to walk-in customers. */
    entityId: integer('entity_id').references(() => entities.id, { onDelete: 'restrict' }),
    tipoDocumento: text('tipo_documento').notNull().default('nota_de_encomenda'),
    /** web (the website) or desk (the counter). */
    origin: text().notNull().default('web'),
    /** The numbering series, e.g. WEB2026: numbers run 1, 2, 3… within it, without gaps. */
    serie: text().notNull(),
    numero: integer().notNull(),
    /** The order's calendar day in Europe/Lisbon. */
    data: date({ mode: 'string' }).notNull(),
    /** When the order was placed. */
    timestamp: instant('timestamp').notNull(),
    /** The payment key (time + customer id): payments and notifications find the order by it. */
    paymentKey: text('id_usado_para_gerar_pagamento').notNull(),
    /**
     * The digest of the request that placed the order (orders/order-fingerprint.ts): the same key
     * sent again answers this order only for the same request. Null for orders placed before it was kept.
     */
    requestFingerprint: text('request_fingerprint'),
    estadoPagamento: integer('estado_pagamento').notNull().default(0),
    pagamentoPendente: integer('pagamento_pendente').notNull().default(0),
    /** 0 card, -1 MB WAY, 1 Multibanco; no check, so the counter's method can join later. */
    metodoDePagamento: integer('metodo_de_pagamento'),
    /** Payment deadline: unpaid by then, the order is cancelled. */
    prazoPagamento: instant('prazo_pagamento'),
    documento: jsonb().$type<OrderDocumentDoc>().notNull(),
    qr: jsonb().$type<OrderTicketDoc[]>().notNull().default([]),
    /** Where the hosted card page sends the browser back (the payment result page); null when none was given. */
    returnUrl: text('return_url'),
    createdAt: instant('created_at').notNull().defaultNow(),
    modifiedAt: instant('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_company_serie_numero_key').on(t.companyCode, t.serie, t.numero),
    uniqueIndex('orders_payment_key').on(t.paymentKey),
    // The purchase history: one customer's orders, newest first.
    index('orders_company_entity_timestamp_idx').on(t.companyCode, t.entityId, t.timestamp.desc()),
    // A ticket code read at the gates or the desk finds its order (qr @> [{"codigo": …}]).
    index('orders_qr_idx').using('gin', t.qr),
    check(
      'orders_pagamento_pendente_check',
      sql.raw(`pagamento_pendente in (${PAYMENT_STATE_VALUES.join(', ')})`),
    ),
    check('orders_numero_check', sql`${t.numero} > 0`),
  ],
);

/**
 * The next number of each order series (spec 001 §3.4 numero, serie): numbers run 1, 2, 3… per
 * series without gaps. An order takes its number by incrementing this row inside the transaction
 * that inserts it, so concurrent orders queue on the row lock and a rolled-back order gives its
 * number back.
 */
export const orderSeries = pgTable(
  'order_series',
  {
    companyCode: companyColumn(),
    serie: text().notNull(),
    lastNumero: integer('last_numero').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.serie] }), check('order_series_last_numero_check', sql`${t.lastNumero} >= 0`)],
);

/** The product groups of the tariffs screen (spec 001 §2.2): a card per group, linking to store/{codgrupo}. */
export const productGroups = pgTable(
  'product_groups',
  {
    id: identity(),
    companyCode: companyColumn(),
    codgrupo: text().notNull(),
    /** The pt name; translations by language id in `translate`. */
    nome: text().notNull(),
    translate: jsonb().$type<ProductGroupTranslations>().notNull().default({}),
    imagem: text().notNull().default(''),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('product_groups_company_codgrupo_key').on(t.companyCode, t.codgrupo)],
);

/**
 * Catalogue products (spec 001 §3.2): passes, equipment, packs, activities, vouchers, lessons and
 * services. Columns for what lists select and order by (kind, group, slug, flags); the item's
 * `info` (texts, translations, prices, pack entries) and its tags, feature groups, pictures and
 * documents are jsonb in the contract's shape, handed back whole. Ids are the resort's product
 * codes (11, 90…): the demo data sets them, new products are numbered from 1000.
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    companyCode: companyColumn(),
    kind: text().$type<ProductKind>().notNull(),
    codgrupo: text().notNull(),
    slug: text().notNull(),
    /** standard (a shop product) or other (the slope rental line). */
    tipo: text().$type<'standard' | 'other'>().notNull().default('standard'),
    activo: boolean().notNull().default(true),
    visible: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    publishedAt: instant('published_at'),
    info: jsonb().$type<ProductInfoDoc>().notNull(),
    categorias: jsonb().$type<ProductTagDoc[]>().notNull().default([]),
    marcas: jsonb().$type<ProductTagDoc[]>().notNull().default([]),
    caracteristicas: jsonb().$type<FeatureGroupDoc[]>().notNull().default([]),
    imagens: jsonb().$type<ProductFileDoc[]>().notNull().default([]),
    documentos: jsonb().$type<ProductFileDoc[]>().notNull().default([]),
    createdAt: instant('created_at').notNull().defaultNow(),
    modifiedAt: instant('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_company_slug_key').on(t.companyCode, t.slug),
    index('products_company_kind_position_idx').on(t.companyCode, t.kind, t.position),
    check('products_kind_check', sql.raw(`kind in (${PRODUCT_KINDS.map((kind) => `'${kind}'`).join(', ')})`)),
    check('products_tipo_check', sql`${t.tipo} in ('standard', 'other')`),
  ],
);

/**
 * The components of a product (composicao, spec 002 §3). At most one is principal: it names the
 * product and carries its VAT and prices. Its fields may be missing (a product being set up),
 * and such a product is not listed by readers (spec 001 §2.1).
 */
export const productComponents = pgTable(
  'product_components',
  {
    id: identity(),
    productId: reference('product_id', () => products.id),
    position: integer().notNull().default(0),
    principal: boolean().notNull().default(false),
    quantidade: integer().notNull().default(1),
    nome: text().notNull().default(''),
    observacao: text().notNull().default(''),
    descricao: text().notNull().default(''),
    /** nome, observacao and descricao by language id. */
    language: jsonb().$type<ComponentTextTranslations>().notNull().default({}),
    /** NOR, INT or RED. */
    codigoIva: text('codigo_iva'),
    taxaIva: integer('taxa_iva'),
    /** Net unit price, 3 decimals. */
    precoLiquido: numeric('preco_liquido', { precision: 12, scale: 3 }),
    /** Unit price with VAT, 2 decimals. */
    precoUnitario: numeric('preco_unitario', { precision: 12, scale: 2 }),
    linkImages: jsonb('link_images').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('product_components_product_position_idx').on(t.productId, t.position),
    uniqueIndex('product_components_one_principal_key').on(t.productId).where(sql`${t.principal}`),
    check('product_components_taxa_iva_check', sql`${t.taxaIva} is null or (${t.taxaIva} between 0 and 100)`),
  ],
);

/** Payment methods of a payment attempt (spec 001 §9): card, MB WAY, Multibanco; desk at the counter (spec 002 §4). */
export const PAYMENT_ATTEMPT_METHODS = ['cc', 'mbw', 'mb', 'desk'] as const;
export type PaymentAttemptMethod = (typeof PAYMENT_ATTEMPT_METHODS)[number];

/**
 * Payment attempts (POST store/payment/checkout/): one per checkout of an order. `ref` names it in
 * notifications; `sandbox_token` is the unguessable part of its sandbox page URL. status: 0
 * pending, 1 paid, -1 failed or expired.
 */
export const payments = pgTable(
  'payments',
  {
    id: identity(),
    orderId: reference('order_id', () => orders.id),
    ref: text().notNull(),
    method: text().$type<PaymentAttemptMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    phone: text().notNull().default(''),
    status: integer().notNull().default(0),
    mbEntity: text('mb_entity'),
    mbReference: text('mb_reference'),
    sandboxToken: text('sandbox_token').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** POST store/purchase/payment: when the checkout answer was registered, and that answer. */
    registeredAt: instant('registered_at'),
    registration: jsonb().$type<PaymentRegistrationDoc>(),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_ref_key').on(t.ref),
    uniqueIndex('payments_sandbox_token_key').on(t.sandboxToken),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_expires_idx').on(t.status, t.expiresAt),
    check('payments_method_check', sql.raw(`method in (${PAYMENT_ATTEMPT_METHODS.map((m) => `'${m}'`).join(', ')})`)),
    check('payments_status_check', sql`${t.status} in (0, 1, -1)`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Payment notifications applied (POST store/payment/notification/status/): one per payment and
 * outcome, so the same notification sent again is recognised and changes nothing.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: identity(),
    paymentId: reference('payment_id', () => payments.id),
    status: integer().notNull(),
    valueCents: integer('value_cents').notNull(),
    receivedAt: instant('received_at').notNull(),
    body: jsonb().$type<unknown>(),
  },
  (t) => [uniqueIndex('payment_notifications_payment_status_key').on(t.paymentId, t.status)],
);

/** Ticket reads at the gates (POST qr/history): the history of each ticket code. */
export const qrScans = pgTable(
  'qr_scans',
  {
    id: identity(),
    orderId: reference('order_id', () => orders.id),
    codigo: text().notNull(),
    scannedAt: instant('scanned_at').notNull(),
  },
  (t) => [index('qr_scans_codigo_idx').on(t.codigo), index('qr_scans_order_idx').on(t.orderId)],
);

/**
 * The resort's original pictures, as uploaded (spec 000 §7 "image service"): content items link
 * them by path (`/images/banners/ski.jpg`), GET /images/{path} answers the original and GET /image
 * resizes it. One library for the installation, like the image service's URLs, which carry no
 * company code. Width and height are the original's, so readers need not decode it.
 */
export const media = pgTable(
  'media',
  {
    id: identity(),
    /** The link content items use: absolute on the site, `/images/…`. */
    path: text().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_path_key').on(t.path),
    check('media_path_check', sql`${t.path} like '/%'`),
    check('media_content_type_check', sql`${t.contentType} like 'image/%'`),
    check('media_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * The resort's downloadable documents (spec 000 §2: pages, news, press items and galleries list
 * their documents; §3 "Image or document entry"), linked by path (`/docs/imprensa/artigo.pdf`)
 * and answered as stored by GET /docs/{path}. A table of its own rather than rows of `media`:
 * a document has no width or height, and `media` promises pictures only (its checks), which the
 * image service relies on. One library for the installation, like `media`.
 */
export const documents = pgTable(
  'documents',
  {
    id: identity(),
    /** The link content items use: absolute on the site, `/docs/…`. */
    path: text().notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_path_key').on(t.path),
    check('documents_path_check', sql`${t.path} like '/docs/%'`),
    check('documents_content_type_check', sql`${t.contentType} like '%/%'`),
  ],
);

/**
 * The site settings of a company (GET web/settings/{companycode}): name, SEO defaults, postal
 * address, contacts, map point, social and app links (spec 000 §2 "Content page pieces": defaults
 * from site settings). One document per company, handed back whole in the contract's shape.
 */
export const siteSettings = pgTable('site_settings', {
  companyCode: text('company_code')
    .primaryKey()
    .references(() => companies.code, { onDelete: 'cascade' }),
  settings: jsonb().$type<SiteSettingsDoc>().notNull(),
  modifiedAt: instant('modified_at').notNull().defaultNow(),
});

/**
 * Failures the website reports (POST error, spec 000 §7), kept for the people who look into them.
 * Not per company: the call carries none. Sizes are capped on the way in (ERROR_REPORT_LIMITS).
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: identity(),
    createdAt: instant('created_at').notNull().defaultNow(),
    message: text().notNull(),
    /** The report's `object`: whatever context the client had (route, stack, component). */
    details: jsonb().$type<unknown>(),
    userAgent: text('user_agent'),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);

export type CompanyRow = typeof companies.$inferSelect;
export type ContentItemRow = typeof contentItems.$inferSelect;
export type NewContentItem = typeof contentItems.$inferInsert;
export type MenuStructureRow = typeof menuStructures.$inferSelect;
export type MenuEntryRow = typeof menuEntries.$inferSelect;
export type NewMenuEntry = typeof menuEntries.$inferInsert;
export type EntityRow = typeof entities.$inferSelect;
export type NewEntity = typeof entities.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordRecoveryRow = typeof passwordRecoveries.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderSeriesRow = typeof orderSeries.$inferSelect;
export type ProductGroupRow = typeof productGroups.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductComponentRow = typeof productComponents.$inferSelect;
export type NewProductComponent = typeof productComponents.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;
export type QrScanRow = typeof qrScans.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;
export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type ClientErrorRow = typeof clientErrors.$inferSelect;
