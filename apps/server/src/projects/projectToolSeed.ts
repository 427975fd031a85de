import { type DemoDataset, demoTimestamp } from '@showroom/api/demo';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { checklistTitleKey } from './checklist.ts';

/** The project-tool tables whose ids the seed sets (the dataset's ids are what docs and tests cite). */
export const projectToolTablesWithSeededIds = [
  'project_checklist_items',
  'project_chat_messages',
  'project_room_files',
  'designers',
] as const;

/**
 * The demo world's checklists, chats, room files, designers, hires and shares (issue 16), in
 * the seed's transaction. A share goes to the owner of the project's showroom, as the share
 * endpoint does.
 */
export async function seedProjectTools(
  db: Kysely<Database>,
  dataset: DemoDataset,
  shopIdOfVsd: ReadonlyMap<string, number>,
): Promise<void> {
  const projectOf = new Map(dataset.projects.map((project) => [project.id, project]));

  if (dataset.checklistItems.length > 0) {
    await db
      .insertInto('project_checklist_items')
      .values(
        dataset.checklistItems.map((item) => ({
          id: item.id,
          project_id: item.project_id,
          title: item.title,
          title_key: checklistTitleKey(item.title),
          product_id: item.product_id,
          is_done: item.is_done ? 1 : 0,
          created_at: item.created_at,
          updated_at: item.created_at,
        })),
      )
      .execute();
  }
  if (dataset.chatMessages.length > 0) {
    await db
      .insertInto('project_chat_messages')
      .values(
        dataset.chatMessages.map((message) => ({
          id: message.id,
          project_id: message.project_id,
          user_id: message.user_id,
          message: message.message,
          created_at: message.created_at,
        })),
      )
      .execute();
  }
  if (dataset.roomFiles.length > 0) {
    await db
      .insertInto('project_room_files')
      .values(
        dataset.roomFiles.map((file) => ({
          id: file.id,
          project_id: file.project_id,
          user_id: file.user_id,
          name: file.name,
          url: file.url,
          content_type: null,
          byte_size: null,
          width: null,
          height: null,
          content_base64: null,
          created_at: file.created_at,
        })),
      )
      .execute();
  }
  if (dataset.designers.length > 0) {
    await db
      .insertInto('designers')
      .values(
        dataset.designers.map((designer) => ({
          id: designer.id,
          user_id: designer.user_id,
          name: designer.name,
          company_name: designer.company_name,
          city: designer.city,
          rating: designer.rating,
          image: designer.image,
          created_at: demoTimestamp(365),
        })),
      )
      .execute();
  }
  if (dataset.designerHires.length > 0) {
    await db.insertInto('project_designers').values(dataset.designerHires).execute();
  }
  const shares = dataset.projectShares.flatMap((share) => {
    const vsd = projectOf.get(share.project_id)?.showroom ?? null;
    const owner = dataset.showrooms.find((showroom) => showroom.profile.vsd_id === vsd)?.profile.user_id;
    if (vsd === null || owner === undefined) return [];
    return [
      {
        project_id: share.project_id,
        user_id: owner,
        shop_id: shopIdOfVsd.get(vsd) ?? null,
        shared_at: share.shared_at,
      },
    ];
  });
  if (shares.length > 0) await db.insertInto('project_shares').values(shares).execute();
}
