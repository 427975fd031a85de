import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect.ts';

/**
 * Product search (issue 34): a full-text index over what a shopper types a product by (its
 * name, brand, leaf category's name, pattern and SKU), kept in step with the products by
 * triggers, so every write path (seed, admin edits, a category renamed) is covered without the
 * code remembering to. The description is left out: "every word must match" over prose would
 * match nearly anything. What the engines make of it is in catalog/search/.
 *
 * - SQLite: an FTS5 table `products_search` (rowid = product id; unicode61 words, no diacritic
 *   folding so both engines split and fold alike; prefix indexes for as-you-type) and its
 *   `fts5vocab` view `products_search_vocab`, the catalogue's words with how many products hold
 *   each, which typo correction reads.
 * - PostgreSQL: `products.search_vector`, setweight A (name), B (brand, category), C (pattern,
 *   SKU) over the same words (every run of letters and digits; the 'simple' configuration, so no
 *   stemming, as FTS5), with a GIN index; `search_words`, the same vocabulary as FTS5's, kept by
 *   statement-level triggers; and `pg_trgm` with a trigram GIN index on those words.
 */
export function productSearchMigration(dialect: Dialect): Migration {
  return {
    // `Kysely<any>`: migrations describe the schema as it was, not the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (dialect === 'sqlite') await sqliteUp(db);
      else await postgresUp(db);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function sqliteUp(db: Kysely<any>): Promise<void> {
  await sql`create virtual table products_search using fts5(
    name, brand, category, pattern, sku,
    tokenize = 'unicode61 remove_diacritics 0',
    prefix = '2 3'
  )`.execute(db);
  await sql`create virtual table products_search_vocab using fts5vocab(products_search, row)`.execute(db);
  await sql`insert into products_search (rowid, name, brand, category, pattern, sku)
    select products.id, products.name, products.brand, categories.name, coalesce(products.pattern, ''), products.sku
    from products join categories on categories.id = products.category_id`.execute(db);
  const row = (prefix: 'new') =>
    sql.raw(
      `${prefix}.id, ${prefix}.name, ${prefix}.brand,
     (select categories.name from categories where categories.id = ${prefix}.category_id),
     coalesce(${prefix}.pattern, ''), ${prefix}.sku`,
    );
  await sql`create trigger products_search_insert after insert on products begin
    insert into products_search (rowid, name, brand, category, pattern, sku) values (${row('new')});
  end`.execute(db);
  await sql`create trigger products_search_update
    after update of id, name, brand, category_id, pattern, sku on products begin
    delete from products_search where rowid = old.id;
    insert into products_search (rowid, name, brand, category, pattern, sku) values (${row('new')});
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    delete from products_search where rowid = old.id;
  end`.execute(db);
  await sql`create trigger products_search_category after update of name on categories begin
    update products_search set category = new.name
    where rowid in (select products.id from products where products.category_id = new.id);
  end`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
async function postgresUp(db: Kysely<any>): Promise<void> {
  const trigramSchema = await installTrigramExtension(db);

  // Every run of letters and digits, lower-cased: what FTS5's unicode61 makes of the text (the
  // default parser would also keep 'app-1001' whole, and '3/4' as one word).
  await sql`create function search_words_of(value text) returns tsvector
    language sql immutable parallel safe
    as $$ select to_tsvector('simple', regexp_replace(lower(coalesce(value, '')), '[^[:alnum:]]+', ' ', 'g')) $$`.execute(
    db,
  );
  await sql`create function products_search_document(name text, brand text, category text, pattern text, sku text)
    returns tsvector language sql immutable parallel safe
    as $$ select setweight(search_words_of(name), 'A')
      || setweight(search_words_of(brand), 'B') || setweight(search_words_of(category), 'B')
      || setweight(search_words_of(pattern), 'C') || setweight(search_words_of(sku), 'C') $$`.execute(db);

  await sql`alter table products add column search_vector tsvector not null default ''::tsvector`.execute(db);
  await sql`create function products_search_vector() returns trigger language plpgsql as $$
    begin
      new.search_vector := products_search_document(new.name, new.brand,
        (select categories.name from categories where categories.id = new.category_id), new.pattern, new.sku);
      return new;
    end $$`.execute(db);
  await sql`create trigger products_search_vector
    before insert or update of name, brand, category_id, pattern, sku on products
    for each row execute function products_search_vector()`.execute(db);
  await sql`create function categories_search_rename() returns trigger language plpgsql as $$
    begin
      update products set search_vector =
        products_search_document(products.name, products.brand, new.name, products.pattern, products.sku)
      where products.category_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger categories_search_rename after update of name on categories
    for each row when (old.name is distinct from new.name) execute function categories_search_rename()`.execute(db);

  // The catalogue's words and how many products hold each (FTS5's vocabulary, kept by hand).
  // Statement-level, over the transition tables, so a bulk insert costs one upsert a word.
  await sql`create table search_words (word text primary key, products integer not null)`.execute(db);
  await sql`create function search_words_maintain() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into search_words as w (word, products)
          select lexeme, count(*) from new_rows, unnest(tsvector_to_array(new_rows.search_vector)) as lexeme
          group by lexeme order by lexeme
        on conflict (word) do update set products = w.products + excluded.products;
      elsif tg_op = 'DELETE' then
        with gone as (
          select lexeme, count(*) as n from old_rows, unnest(tsvector_to_array(old_rows.search_vector)) as lexeme
          group by lexeme
        )
        update search_words as w set products = w.products - gone.n from gone where w.word = gone.lexeme;
        delete from search_words where products <= 0;
      elsif exists (
        select 1 from old_rows o join new_rows n on n.id = o.id where o.search_vector is distinct from n.search_vector
      ) then
        -- Only rows whose words changed: a sale updates popularity, and must not touch this table.
        with changed as (
          select o.search_vector as before, n.search_vector as after
          from old_rows o join new_rows n on n.id = o.id
          where o.search_vector is distinct from n.search_vector
        ), delta as (
          select lexeme, sum(n) as n from (
            select lexeme, -1 as n from changed, unnest(tsvector_to_array(changed.before)) as lexeme
            union all
            select lexeme, 1 as n from changed, unnest(tsvector_to_array(changed.after)) as lexeme
          ) as each_word group by lexeme having sum(n) <> 0
        )
        insert into search_words as w (word, products)
          select lexeme, n from delta order by lexeme
        on conflict (word) do update set products = w.products + excluded.products;
        delete from search_words where products <= 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger search_words_insert after insert on products
    referencing new table as new_rows for each statement execute function search_words_maintain()`.execute(db);
  await sql`create trigger search_words_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function search_words_maintain()`.execute(db);
  await sql`create trigger search_words_delete after delete on products
    referencing old table as old_rows for each statement execute function search_words_maintain()`.execute(db);

  // Fill both for the products already there (the triggers above then keep them).
  await sql`update products set search_vector = products_search_document(products.name, products.brand,
    categories.name, products.pattern, products.sku) from categories where categories.id = products.category_id`.execute(
    db,
  );
  await sql`create index products_search_vector on products using gin (search_vector)`.execute(db);
  await sql`create index search_words_trigram on search_words
    using gin (word ${sql.id(trigramSchema, 'gin_trgm_ops')})`.execute(db);
}

/**
 * Installs pg_trgm (a trusted extension: a database owner may) once per database, and answers
 * the schema it lives in, which queries name it by: an extension belongs to one schema, and the
 * search path need not hold it (each test file works in a schema of its own). A new install goes
 * to `public`, never to the schema being migrated, which a test drops when it ends.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function installTrigramExtension(db: Kysely<any>): Promise<string> {
  // Two databases migrating at once would both try to create it; the lock makes one wait.
  await sql`select pg_advisory_xact_lock(hashtext('showroom:pg_trgm'))`.execute(db);
  const existing = await trigramExtensionSchema(db);
  if (existing) return existing;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return (await trigramExtensionSchema(db)) ?? 'public';
}

/** The schema pg_trgm is installed in, or null when it is not installed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function trigramExtensionSchema(db: Kysely<any>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`select pg_namespace.nspname as schema
    from pg_extension join pg_namespace on pg_namespace.oid = pg_extension.extnamespace
    where pg_extension.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}
