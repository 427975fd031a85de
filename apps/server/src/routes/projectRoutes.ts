import { type Project, cartMessages } from '@showroom/api';
import type { Kysely, Selectable } from 'kysely';
import {
  accessibleCart,
  claimGuestCart,
  createProjectRow,
  ownProject,
  projectCart,
  shopIdOfShowroom,
  shopperOf,
  touchCart,
} from '../cart/cartAccess.ts';
import { mergeCartInto } from '../cart/cartLines.ts';
import { cartView } from '../cart/cartView.ts';
import type { Database, ProjectsTable } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';
import type { RouteTable } from '../http/routes.ts';

/** The largest extra_info a project keeps, as JSON text. */
export const MAX_EXTRA_INFO_BYTES = 64 * 1024;
export const DEFAULT_PROJECT_NAME = 'My project';

const projectMessages = {
  created: 'Project created successfully.',
  loaded: 'The project.',
  saved: 'Project saved.',
  extraInfoTooLarge: `The extra info may not be greater than ${MAX_EXTRA_INFO_BYTES / 1024} KB.`,
} as const;

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

async function projectView(db: Kysely<Database>, project: Selectable<ProjectsTable>): Promise<Project> {
  const [shop, lines] = await Promise.all([
    project.shop_id === null
      ? undefined
      : db.selectFrom('shops').select('vsd_id').where('id', '=', project.shop_id).executeTakeFirst(),
    db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('carts.project_id', '=', project.id)
      .executeTakeFirst(),
  ]);
  return {
    id: project.id,
    name: project.name,
    showroom: shop?.vsd_id ?? null,
    extra_info: parseExtraInfo(project.extra_info),
    total_items: Number(lines?.count ?? 0),
    created_at: project.created_at,
  };
}

/** Projects (§3: the id the browser keeps) and attaching a guest cart to one at sign-in. */
export const projectRoutes: RouteTable = {
  createProject: {
    async handle({ body, caller }, { db, clock }) {
      const shopper = shopperOf(caller.user);
      const now = clock().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        // The saved cart is checked first: a cart id that does not open refuses the whole request.
        const saved = body.cart_id === undefined ? null : await accessibleCart(trx, body.cart_id, shopper);
        const { floorplan = null, floorTemplate = null } = body.my_item;
        const extraInfo = JSON.stringify({ floorplan, floorTemplate });
        if (Buffer.byteLength(extraInfo, 'utf8') > MAX_EXTRA_INFO_BYTES) {
          throw validationError({ my_item: [projectMessages.extraInfoTooLarge] });
        }
        const project = await createProjectRow(trx, {
          // authorize() let only a User in.
          userId: caller.user!.id,
          shopId: await shopIdOfShowroom(trx, body.my_item.showroom ?? undefined),
          name: body.name?.trim() || DEFAULT_PROJECT_NAME,
          extraInfo,
          now,
        });
        if (saved) {
          const cart = await claimGuestCart(trx, saved, await projectCart(trx, project, now), now);
          await mergeCartInto(trx, saved, cart.id, now);
          await touchCart(trx, cart.id, now);
        }
        return project.id;
      });
      return { data: id, message: projectMessages.created };
    },
  },
  getProject: {
    async handle({ params, caller }, { db }) {
      const project = await ownProject(db, shopperOf(caller.user), params.projectId);
      return { data: await projectView(db, project), message: projectMessages.loaded };
    },
  },
  updateProject: {
    async handle({ params, body, caller }, { db, clock }) {
      const text = JSON.stringify(body.extra_info);
      if (Buffer.byteLength(text, 'utf8') > MAX_EXTRA_INFO_BYTES) {
        throw validationError({ extra_info: [projectMessages.extraInfoTooLarge] });
      }
      const project = await ownProject(db, shopperOf(caller.user), params.projectId);
      const saved = await db
        .updateTable('projects')
        .set({ extra_info: text, updated_at: clock().toISOString() })
        .where('id', '=', project.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: await projectView(db, saved), message: projectMessages.saved };
    },
  },
  addProjectToCart: {
    async handle({ body, caller }, { db, clock, pictures }) {
      const shopper = shopperOf(caller.user);
      const cartId = body.cart_id;
      if (cartId === undefined) throw validationError({ cart_id: [cartMessages.cartIdRequired] });
      const now = clock().toISOString();
      const data = await db.transaction().execute(async (trx) => {
        const project = await ownProject(trx, shopper, body.project_id);
        const saved = await accessibleCart(trx, cartId, shopper);
        if (saved.temp_project_id !== body.re_temp_project_id) {
          throw validationError({ re_temp_project_id: [cartMessages.tempProjectMismatch] });
        }
        const cart = await claimGuestCart(trx, saved, await projectCart(trx, project, now), now);
        await mergeCartInto(trx, saved, cart.id, now);
        await touchCart(trx, cart.id, now);
        return cartView(trx, cart, pictures);
      });
      return { data, message: cartMessages.attached };
    },
  },
};
