import type { DesignProduct, FloorTemplate, Product } from '@showroom/api';
import {
  type AddDesignToCartRequest,
  type LoadedDesign,
  type OpenDesignRequest,
  type SaveDesignRequest,
  appPaths,
  roomDesignMachine,
} from '@showroom/machines';
import { createActor, fromPromise } from 'xstate';
import type { AppServices } from '../../services/createAppServices.ts';
import { storageKeys } from '../../state/storageKeys.ts';
import { designHref } from './designUrl.ts';

export const roomDesignTexts = {
  otherRoom: 'This style is for another kind of room. Choose a style for this plan.',
  customersOnly: 'Designs are kept as projects of customer accounts. Sign in as a customer to save one.',
} as const;

/** A product page's product as a design holds it: its swatch, size and minimum for the take-off. */
export function designProductOf(product: Product): DesignProduct {
  return {
    id: product.id,
    hash: product.hash,
    name: product.name,
    brand: product.brand,
    category_id: product.category_id,
    price: product.price,
    uom: product.uom,
    box_sqft: product.box_sqft,
    image: product.image,
    ...(product.pictures?.[0] ? { picture: product.pictures[0] } : {}),
    category_name: product.category_name,
    size: product.size,
    min_qty: product.min_qty,
  };
}

/** Whether the session may keep designs: a signed-in customer (projects are theirs, §3). */
function customerSignedIn(services: AppServices): boolean {
  const { status, user } = services.session.getState();
  return status === 'signedIn' && (user?.type ?? 'User') === 'User';
}

/** A rejection the machine reads as "sign in first" (§4: the design is kept for after). */
const signInFirst = { status: 401 } as const;

/**
 * The roomDesign machine with the storefront's effects, for a design in `showroom`: the plan
 * and template from the API (saved choices looked up as products of that showroom), Save as the
 * customer's project (POST /api/projectCart from my_item, then its extra_info with the choices),
 * Add design to cart in one sync_to_bulk_cart, and §4's way through sign-in for a guest.
 */
export function createRoomDesignActor(services: AppServices, showroom: string) {
  const { persistence, router, notify } = services;
  const api = async () => (await services.runtime()).api;

  async function productsOfChoices(
    template: FloorTemplate,
    choices: Readonly<Record<string, number | null>>,
  ): Promise<Record<string, DesignProduct | null>> {
    const client = await api();
    const found: Record<string, DesignProduct | null> = {};
    await Promise.all(
      Object.entries(choices).map(async ([slot, id]) => {
        const fits = template.slots.find((candidate) => candidate.slot === slot);
        if (!fits) return;
        if (id === null) {
          found[slot] = null;
          return;
        }
        if (fits.product?.id === id) return;
        try {
          const product = (await client.getProduct({ query: { pid: String(id), showroom } })).data;
          // A link naming a product that does not fit the slot (or another showroom's) is ignored.
          if (fits.categories.includes(product.category_name)) found[slot] = designProductOf(product);
        } catch {
          // Gone from the showroom: the template's product stays.
        }
      }),
    );
    return found;
  }

  const machine = roomDesignMachine.provide({
    actors: {
      loadDesign: fromPromise<LoadedDesign, OpenDesignRequest>(async ({ input }) => {
        const client = await api();
        const [plan, template] = await Promise.all([
          client.getFloorPlan({ params: { slug: input.plan } }).then((answer) => answer.data),
          client
            .getFloorTemplate({ params: { slug: input.template }, query: { showroom } })
            .then((answer) => answer.data),
        ]);
        if (plan.room_group !== template.room_group) throw { userMessage: roomDesignTexts.otherRoom };
        return {
          plan,
          templateSlug: template.slug,
          slots: template.slots.map(({ slot, label, categories, product }) => ({ slot, label, categories, product })),
          choices: await productsOfChoices(template, input.choices ?? {}),
        };
      }),
      saveDesign: fromPromise<{ projectId: number }, SaveDesignRequest>(async ({ input }) => {
        if (services.session.getState().status !== 'signedIn') throw signInFirst;
        if (!customerSignedIn(services)) throw { userMessage: roomDesignTexts.customersOnly };
        const client = await api();
        const { floorplan, floorTemplate, choices } = input.design;
        const projectId =
          input.projectId ??
          (
            await client.createProject({
              body: { my_item: { showroom, floorplan, floorTemplate, project: null } },
            })
          ).data;
        await client.updateProject({
          params: { projectId },
          body: { extra_info: { showroom, floorplan, floorTemplate, choices } },
        });
        persistence.write(storageKeys.project, String(projectId));
        return { projectId };
      }),
      addDesignToCart: fromPromise<void, AddDesignToCartRequest>(async ({ input }) => {
        if (services.session.getState().status !== 'signedIn') throw signInFirst;
        // The cart's own chunk, as everywhere: loaded when a design is first added.
        const { cartServiceOf } = await import('../../services/cartService.ts');
        const cart = await cartServiceOf(services);
        await cart.addMany(
          input.lines.map((line) => ({ product: { id: line.productId }, quantity: line.qty })),
          { showroom },
        );
      }),
    },
    actions: {
      notify: (_, { kind, message }) => notify(kind, message),
      // The cart service has already updated the cart store (header badge) and said so.
      cartChanged: () => undefined,
      requireSignIn: (_, design) => {
        // §4: kept for after sign-in or registration, which create the project and come back here.
        persistence.writeJson(storageKeys.myItem, {
          showroom,
          floorplan: design.floorplan,
          floorTemplate: design.floorTemplate,
          project: null,
        });
        const back = designHref({ plan: design.floorplan, template: design.floorTemplate, choices: design.choices });
        persistence.write(storageKeys.visualRedirect, back);
        router.navigate(`${appPaths.login}?redirect=${encodeURIComponent(back)}`);
      },
    },
  });
  return createActor(machine);
}

export type RoomDesignActor = ReturnType<typeof createRoomDesignActor>;
