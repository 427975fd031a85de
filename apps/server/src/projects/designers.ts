import type { Designer } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Every designer, best rated first, with `hired` for this project. */
export async function designersFor(db: Kysely<Database>, projectId: number): Promise<Designer[]> {
  const rows = await db
    .selectFrom('designers as d')
    .leftJoin('project_designers as h', (join) =>
      join.onRef('h.designer_id', '=', 'd.id').on('h.project_id', '=', projectId),
    )
    .select(['d.id', 'd.name', 'd.company_name', 'd.city', 'd.rating', 'd.image', 'h.id as hire_id'])
    .orderBy('d.rating', 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map(({ hire_id, ...designer }) => ({
    ...designer,
    rating: Math.round(Number(designer.rating) * 100) / 100,
    hired: hire_id !== null,
  }));
}

/**
 * Hires a designer for a project; hiring one already hired changes nothing (the unique pair
 * makes two requests at once hire once). Returns the designer, or null when there is none
 * with that id, and whether this request hired them.
 */
export async function hire(
  db: Kysely<Database>,
  projectId: number,
  designerId: number,
  now: string,
): Promise<{ designer: { id: number; user_id: number | null; name: string }; hired: boolean } | null> {
  const designer = await db
    .selectFrom('designers')
    .select(['id', 'user_id', 'name'])
    .where('id', '=', designerId)
    .executeTakeFirst();
  if (!designer) return null;
  const inserted = await db
    .insertInto('project_designers')
    .values({ project_id: projectId, designer_id: designerId, hired_at: now })
    .onConflict((conflict) => conflict.columns(['project_id', 'designer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { designer, hired: inserted !== undefined };
}
