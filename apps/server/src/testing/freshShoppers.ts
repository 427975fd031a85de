import type { TestServer } from './testServer.ts';

/**
 * A new customer account (a copy of customer@demo.test under a new e-mail) with no project,
 * cart or registration showroom, and a token for it: tests of carts and prices start from it.
 */
export async function freshCustomer(server: TestServer, prefix: string): Promise<{ id: number; token: string }> {
  const { db } = server.database;
  const { id: _id, ...customer } = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'customer@demo.test')
    .executeTakeFirstOrThrow();
  const email = `${prefix}-${crypto.randomUUID()}@example.test`;
  const { id } = await db
    .insertInto('users')
    .values({ ...customer, email, total_projects: 0, registered_shop_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token: await server.tokenFor(email) };
}

/** The first `count` products a cart takes one unit of: in stock, minimum unit 1. */
export async function inStockProductIds(server: TestServer, count: number): Promise<number[]> {
  const rows = await server.database.db
    .selectFrom('products')
    .select('id')
    .where('in_stock', '=', 1)
    .where('min_qty', '=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}
