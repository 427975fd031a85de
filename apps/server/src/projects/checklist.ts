import { type ChecklistItem, projectToolMessages } from '@showroom/api';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProjectChecklistItemsTable } from '../db/schema.ts';
import { notFound, validationError } from '../http/errors.ts';
import { isUniqueViolation } from '../db/uniqueViolation.ts';

/** How titles are compared: trimmed, case ignored ('order samples ' is 'Order samples'). */
export const checklistTitleKey = (title: string) => title.trim().toLowerCase();

function checklistItemView(row: Selectable<ProjectChecklistItemsTable>): ChecklistItem {
  return {
    id: row.id,
    project_id: row.project_id,
    title: row.title,
    product_id: row.product_id,
    is_done: row.is_done === 1,
    created_at: row.created_at,
  };
}

/** A project's checklist, oldest entry first. */
export async function projectChecklist(db: Kysely<Database>, projectId: number): Promise<ChecklistItem[]> {
  const rows = await db
    .selectFrom('project_checklist_items')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  return rows.map(checklistItemView);
}

/**
 * Adds the entries not yet on the checklist (by title key; the first of two equal titles in
 * one request wins) and says how many were new. Products must exist: one unknown product id
 * refuses the whole request before anything is added. A title another request adds meanwhile
 * is skipped by the unique index instead of failing.
 */
export async function addChecklistEntries(
  db: Kysely<Database>,
  projectId: number,
  items: readonly { title: string; product_id?: number | undefined }[],
  now: string,
): Promise<number> {
  const productIds = [...new Set(items.flatMap((item) => (item.product_id === undefined ? [] : [item.product_id])))];
  if (productIds.length > 0) {
    const known = new Set(
      (await db.selectFrom('products').select('id').where('id', 'in', productIds).execute()).map((row) => row.id),
    );
    const errors: Record<string, string[]> = {};
    items.forEach((item, index) => {
      if (item.product_id !== undefined && !known.has(item.product_id)) {
        errors[`items.${index}.product_id`] = [projectToolMessages.productInvalid];
      }
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
  }
  const fresh = new Map<string, { title: string; product_id: number | null }>();
  for (const item of items) {
    const key = checklistTitleKey(item.title);
    if (!fresh.has(key)) fresh.set(key, { title: item.title.trim(), product_id: item.product_id ?? null });
  }
  const inserted = await db
    .insertInto('project_checklist_items')
    .values(
      [...fresh].map(([key, item]) => ({
        project_id: projectId,
        title: item.title,
        title_key: key,
        product_id: item.product_id,
        is_done: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['project_id', 'title_key']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Renames or ticks an entry of one of the customer's projects; another's entry is 404. */
export async function updateChecklistEntry(
  db: Kysely<Database>,
  ownerId: number,
  itemId: number,
  change: { title?: string | undefined; is_done?: boolean | undefined },
  now: string,
): Promise<ChecklistItem> {
  const item = await db
    .selectFrom('project_checklist_items')
    .innerJoin('projects', 'projects.id', 'project_checklist_items.project_id')
    .select('project_checklist_items.id')
    .where('project_checklist_items.id', '=', itemId)
    .where('projects.user_id', '=', ownerId)
    .executeTakeFirst();
  if (!item) throw notFound(projectToolMessages.checklistItemNotFound);
  const title = change.title?.trim();
  const row = await db
    .updateTable('project_checklist_items')
    .set({
      ...(title === undefined ? {} : { title, title_key: checklistTitleKey(title) }),
      ...(change.is_done === undefined ? {} : { is_done: change.is_done ? 1 : 0 }),
      updated_at: now,
    })
    .where('id', '=', item.id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      // Renamed to a title the checklist already has.
      if (isUniqueViolation(error)) throw validationError({ title: [projectToolMessages.checklistTitleTaken] });
      throw error;
    });
  return checklistItemView(row);
}
