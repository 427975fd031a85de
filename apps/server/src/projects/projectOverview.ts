import type { ProjectOverview } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

function parseExtraInfo(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * My Projects: the customer's projects, newest first, each with its showroom, whether it is
 * shared, and what its cart, checklist and designers hold: one query, counts in subqueries.
 */
export async function projectOverviews(db: Kysely<Database>, userId: number): Promise<ProjectOverview[]> {
  const rows = await db
    .selectFrom('projects as p')
    .leftJoin('shops as s', 's.id', 'p.shop_id')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.extra_info',
      'p.created_at',
      's.vsd_id',
      's.company_name',
      eb
        .selectFrom('cart_items')
        .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('carts.project_id', '=', 'p.id')
        .as('total_items'),
      eb
        .selectFrom('project_shares')
        .select((inner) => inner.fn.min('shared_at').as('at'))
        .whereRef('project_shares.project_id', '=', 'p.id')
        .as('shared_at'),
      eb
        .selectFrom('project_checklist_items')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('project_checklist_items.project_id', '=', 'p.id')
        .as('checklist_total'),
      eb
        .selectFrom('project_checklist_items')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('project_checklist_items.project_id', '=', 'p.id')
        .where('project_checklist_items.is_done', '=', 1)
        .as('checklist_done'),
      eb
        .selectFrom('project_designers')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('project_designers.project_id', '=', 'p.id')
        .as('hired_designers'),
    ])
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    showroom: row.vsd_id,
    extra_info: parseExtraInfo(row.extra_info),
    total_items: Number(row.total_items ?? 0),
    created_at: row.created_at,
    showroom_name: row.company_name,
    shared_at: row.shared_at === null || row.shared_at === undefined ? null : String(row.shared_at),
    checklist_total: Number(row.checklist_total ?? 0),
    checklist_done: Number(row.checklist_done ?? 0),
    hired_designers: Number(row.hired_designers ?? 0),
  }));
}
