import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * The primary key of every table, by which its rows are ordered for the fingerprint. Typed
 * against `Database`, so a table added to the schema without an entry here does not compile.
 */
export const primaryKeys = {
  users: ['id'],
  subscriptions: ['id'],
  shipping_addresses: ['id'],
  payment_cards: ['id'],
  auth_tokens: ['id'],
  email_verifications: ['id'],
  otp_codes: ['id'],
  outbox: ['id'],
  sign_in_failures: ['email'],
  shops: ['id'],
  departments: ['id'],
  categories: ['id'],
  shop_categories: ['shop_id', 'category_id'],
  products: ['id'],
  size_sets: ['id'],
  images: ['id'],
  product_views: ['id'],
  notifications: ['id'],
  leads: ['id'],
  contractor_applications: ['id'],
  settings: ['key'],
  ai_users: ['id'],
  projects: ['id'],
  carts: ['id'],
  cart_items: ['id'],
  orders: ['id'],
  order_items: ['id'],
  order_item_status_changes: ['id'],
  password_resets: ['id'],
  payout_accounts: ['id'],
  project_checklist_items: ['id'],
  project_chat_messages: ['id'],
  project_room_files: ['id'],
  designers: ['id'],
  project_designers: ['id'],
  project_shares: ['id'],
} as const satisfies Record<keyof Database, readonly string[]>;

export type TableName = keyof typeof primaryKeys;

/**
 * The search index's tables (migration 016): derived from `products` and `categories` by
 * triggers, so they change exactly when those do and are left out of the fingerprint. SQLite
 * lists an FTS5 table's shadow tables beside it.
 */
const derivedTables = new Set([
  'products_search',
  'products_search_vocab',
  'products_search_data',
  'products_search_idx',
  'products_search_content',
  'products_search_docsize',
  'products_search_config',
  'search_words',
]);

/** One hash per table of everything in it; equal fingerprints mean equal contents. */
export type Fingerprint = Record<TableName, string>;

/**
 * Builds a function that fingerprints the whole database in one query: every row of every
 * table (except `skip`), in primary-key order, hashed per table. It first checks that the
 * tables the migrations created are exactly the tables of the schema, so a new table cannot
 * be left out.
 */
export async function databaseFingerprinter(
  handle: DatabaseHandle,
  { skip = [] }: { skip?: readonly TableName[] } = {},
): Promise<() => Promise<Fingerprint>> {
  const { db, dialect } = handle;
  const schema = dialect === 'postgres' ? (handle.schema ?? 'public') : undefined;
  const existing = (await db.introspection.getTables()).filter(
    (table) => table.schema === schema && !derivedTables.has(table.name),
  );
  const known = Object.keys(primaryKeys).sort();
  const created = existing.map((table) => table.name).sort();
  if (JSON.stringify(known) !== JSON.stringify(created)) {
    throw new Error(`The database has tables ${created.join(', ')}; the fingerprint knows ${known.join(', ')}.`);
  }

  const tables = (Object.keys(primaryKeys) as TableName[]).filter((table) => !skip.includes(table));
  const columnsOf = new Map(existing.map((table) => [table.name, table.columns.map((column) => column.name)]));
  const perTable = tables.map((table): RawBuilder<unknown> => {
    const order = sql.join(primaryKeys[table].map((column) => sql.ref(`t.${column}`)));
    if (dialect === 'postgres') {
      // The row's own text form; hashed by the server so only 32 characters a table travel.
      return sql`(select md5(coalesce(string_agg(t::text, chr(10) order by ${order}), '')) from ${sql.table(table)} as t)`;
    }
    const columns = sql.join((columnsOf.get(table) ?? []).map((column) => sql.ref(`t.${column}`)));
    return sql`(select coalesce(string_agg(json_array(${columns}), char(10) order by ${order}), '') from ${sql.table(table)} as t)`;
  });
  const query = sql<
    Record<string, string>
  >`select ${sql.join(perTable.map((part, index) => sql`${part} as ${sql.ref(tables[index]!)}`))}`;

  // A cheap sign that no row has been written since the last fingerprint, so it can be given
  // again without reading every table (the hostile-input sweeps fingerprint thousands of
  // times). SQLite: the rows the server's one connection has inserted, updated or deleted since
  // it opened. PostgreSQL: the WAL's insert position, which any row written anywhere in the
  // cluster moves (another test's write only costs a real fingerprint). When it has moved, the
  // tables are read as before: a fingerprint is always what the tables hold.
  const writeMarker =
    dialect === 'postgres'
      ? sql<{ marker: string }>`select pg_current_wal_insert_lsn()::text as marker`
      : sql<{ marker: string }>`select total_changes() as marker`;
  let last: { marker: string; fingerprint: Fingerprint } | undefined;

  return async () => {
    // Read before the tables: a write landing while they are read moves it for the next call.
    const marker = String((await writeMarker.execute(db)).rows[0]?.marker);
    if (last?.marker === marker) return { ...last.fingerprint };
    const { rows } = await query.execute(db);
    const row = rows[0] ?? {};
    const fingerprint = {} as Fingerprint;
    for (const table of tables) {
      const value = String(row[table]);
      fingerprint[table] = dialect === 'postgres' ? value : createHash('sha256').update(value).digest('base64url');
    }
    last = { marker, fingerprint };
    return { ...fingerprint };
  };
}
