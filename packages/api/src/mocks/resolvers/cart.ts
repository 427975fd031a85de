import { priceOrderItem, roundToCents } from '@showroom/domain';
import {
  cartMessages,
  cartShowroomDetails,
  MAX_CART_LINE_QUANTITY,
  vendorShipping,
  type Cart,
  type CartLine,
  type Product,
  type ShoppingCart,
} from '../../contract/index.ts';
import { withCartTotals } from '../../demo/dataset.ts';
import { mockPicture } from '../../demo/pictures.ts';
import { demoTimestamp } from '../../demo/time.ts';
import type { DemoUser } from '../../demo/users.ts';
import { invalid, MockFailure, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';
import { markupIn } from './pricing.ts';

/**
 * The mocks' cart, following the reference server's rules (apps/server/src/cart): a guest cart
 * opens with its cart_id alone, a project's cart only for the project's owner; quantities are
 * set, not added, by update_cart; prices are always the catalogue's, shown at the customer's price in the cart's
 * showroom (pricing.ts). The mocks' products have no
 * minimum unit above 1.
 */

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => roundToCents(amount / 100);

const cartNotFound = () => new MockFailure(404, cartMessages.cartNotFound);

/** The owner of a project cart, or null for a guest cart. */
function ownerOf(state: MockState, cart: Cart): number | null {
  if (cart.project_id === null) return null;
  return state.projects.find((project) => project.id === cart.project_id)?.user_id ?? null;
}

/** A cart the caller may use: a guest cart by its id, or a project cart of the signed-in owner. */
export function accessibleCart(state: MockState, cartId: string, user: DemoUser | null): Cart {
  const cart = state.carts.find((candidate) => candidate.cart_id === cartId);
  if (!cart) throw cartNotFound();
  const owner = ownerOf(state, cart);
  if (cart.project_id !== null && (user === null || owner !== user.id)) throw cartNotFound();
  return cart;
}

export function ownProject(state: MockState, user: DemoUser, projectId: number) {
  const project = state.projects.find((candidate) => candidate.id === projectId && candidate.user_id === user.id);
  if (!project) throw new MockFailure(404, cartMessages.projectNotFound);
  return project;
}

function store(state: MockState, cart: Omit<Cart, 'total_qty' | 'subtotal'>): Cart {
  const next = withCartTotals(cart);
  const index = state.carts.findIndex((candidate) => candidate.cart_id === cart.cart_id);
  if (index === -1) state.carts.push(next);
  else state.carts[index] = next;
  return next;
}

/** The cart as the endpoints answer it: lines with vendor and limits, vendors, shipping, totals. */
export function viewOf(state: MockState, cart: Cart): ShoppingCart {
  const vendorName = (id: number) => {
    const vendor = state.users.find((user) => user.id === id);
    return vendor ? `${vendor.first_name} ${vendor.last_name}`.trim() : `Vendor ${id}`;
  };
  // Stored lines keep the wholesale price (orders price from it, as the server does from the
  // catalogue); the view shows what the customer pays in the cart's showroom.
  const markup = markupIn(state, cart.showroom);
  const lines = cart.Project_tans.map((line) => {
    const product = state.products.find((candidate) => candidate.id === line.product_id);
    const vendorId = product?.vendor_id ?? 1;
    const price = priceOrderItem({ baseUnitCents: cents(line.price), qty: line.qty, markupPercent: markup });
    return {
      ...line,
      ...(product ? { picture: mockPicture(product, 'swatch') } : {}),
      price: price.finalPriceCents / 100,
      amount: price.lineTotalCents / 100,
      size_label: product?.sizes.find((size) => size.id === line.size_id)?.label ?? null,
      vendor_id: vendorId,
      vendor_name: vendorName(vendorId),
      min_qty: product?.min_qty ?? 1,
      max_qty: MAX_CART_LINE_QUANTITY,
      in_stock: product?.in_stock ?? false,
    };
  });
  const shipping = vendorShipping(
    lines.map((line) => ({ vendorId: line.vendor_id, lineTotalCents: cents(line.amount) })),
  );
  const shippingCents = shipping.reduce((sum, vendor) => sum + vendor.chargeCents, 0);
  const subtotalCents = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  return {
    ...cart,
    Project_tans: lines,
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal: dollars(subtotalCents),
    vendors: shipping.map((vendor) => {
      const own = lines.filter((line) => line.vendor_id === vendor.vendorId);
      return {
        vendor_id: vendor.vendorId,
        vendor_name: vendorName(vendor.vendorId),
        line_ids: own.map((line) => line.id),
        total_qty: own.reduce((sum, line) => sum + line.qty, 0),
        subtotal: dollars(vendor.subtotalCents),
        shipping_charge: dollars(vendor.chargeCents),
        free_delivery_remaining: dollars(vendor.toFreeDeliveryCents),
      };
    }),
    shipping_charge: dollars(shippingCents),
    total: dollars(subtotalCents + shippingCents),
  };
}

/** The cart's shipping charge in dollars (the profile's checkout=1 answer). */
export function shippingChargeOf(state: MockState, cart: Cart | null): number {
  return cart ? viewOf(state, cart).shipping_charge : 0;
}

interface LineInput {
  readonly product_id: number;
  readonly size_id?: number | null | undefined;
  readonly quantity: number;
}

function priced(
  state: MockState,
  item: LineInput,
  field: string,
): { product: Product; sizeId: number | null; price: number } {
  const product = state.products.find((candidate) => candidate.id === item.product_id);
  if (!product) throw invalid(`${field}product_id`, cartMessages.productInvalid);
  const size =
    item.size_id == null ? product.sizes[0] : product.sizes.find((candidate) => candidate.id === item.size_id);
  if (!size && item.size_id != null) throw invalid(`${field}size_id`, cartMessages.sizeInvalid);
  return { product, sizeId: size?.id ?? null, price: size?.price ?? product.price };
}

function lineFor(state: MockState, item: LineInput, qty: number, field: string): CartLine {
  const { product, sizeId, price } = priced(state, item, field);
  return {
    id: state.nextId(),
    product_id: product.id,
    product_hash: product.hash,
    product_name: product.name,
    image: product.image,
    size_id: sizeId,
    qty,
    price,
    uom: product.uom,
    box_sqft: product.box_sqft,
    amount: roundToCents(price * qty),
  };
}

/** Adds quantities (merging lines of the same product and size); all or nothing. */
function mergeLines(
  state: MockState,
  current: readonly CartLine[],
  items: readonly LineInput[],
  { field, cap }: { field: (index: number) => string; cap: boolean },
): CartLine[] {
  const lines = current.map((line) => ({ ...line }));
  items.forEach((item, index) => {
    const { product, sizeId, price } = priced(state, item, field(index));
    // As the server: the request itself must reach the minimum, except when attaching a guest cart.
    if (item.quantity < product.min_qty && !cap) {
      throw invalid(`${field(index)}quantity`, cartMessages.belowMinimum(product.min_qty));
    }
    const existing = lines.find((line) => line.product_id === product.id && line.size_id === sizeId);
    const qty = (existing?.qty ?? 0) + item.quantity;
    if (qty > MAX_CART_LINE_QUANTITY && !cap) throw invalid(`${field(index)}quantity`, cartMessages.aboveMaximum);
    const bounded = Math.min(qty, MAX_CART_LINE_QUANTITY);
    if (existing) Object.assign(existing, { qty: bounded, price, amount: roundToCents(price * bounded) });
    else lines.push(lineFor(state, item, bounded, field(index)));
  });
  return lines;
}

function newGuestCart(state: MockState, showroom: string | undefined): Cart {
  const id = state.nextId();
  return withCartTotals({
    cart_id: `demo-cart-${id}`,
    temp_project_id: id,
    project_id: null,
    showroom: showroom ?? null,
    Project_tans: [],
  });
}

function projectCart(state: MockState, projectId: number, showroom: string | null): Cart {
  return (
    state.carts.find((candidate) => candidate.project_id === projectId) ??
    store(state, {
      cart_id: `project-cart-${projectId}`,
      temp_project_id: null,
      project_id: projectId,
      showroom,
      Project_tans: [],
    })
  );
}

/** A signed-in customer's current cart: the cart of their newest project, made when they have none. */
function currentCart(state: MockState, user: DemoUser): Cart {
  const projects = state.projects.filter((project) => project.user_id === user.id);
  const newest = projects.at(-1);
  if (newest) return projectCart(state, newest.id, newest.showroom);
  const id = state.nextId();
  state.projects.push({
    id,
    user_id: user.id,
    name: 'My cart',
    showroom: null,
    extra_info: null,
    total_items: 0,
    created_at: demoTimestamp(0),
  });
  user.total_projects += 1;
  return projectCart(state, id, null);
}

/** The cart a sync request adds to (see the server's rule), and whether taking the add's showroom repriced its lines. */
function targetCart(
  state: MockState,
  user: DemoUser | null,
  body: { cart_id?: string | undefined; project?: number | undefined; showroom?: string | undefined },
): { cart: Cart; repriced: boolean } {
  if (body.cart_id !== undefined) return inShowroom(state, accessibleCart(state, body.cart_id, user), body.showroom);
  if (body.project !== undefined) {
    if (user?.type !== 'User') throw new MockFailure(404, cartMessages.projectNotFound);
    const project = ownProject(state, user, body.project);
    return inShowroom(state, projectCart(state, project.id, project.showroom), body.showroom);
  }
  if (user?.type === 'User') return inShowroom(state, currentCart(state, user), body.showroom);
  return { cart: newGuestCart(state, knownShowroom(state, body.showroom) ?? undefined), repriced: false };
}

function knownShowroom(state: MockState, showroom: string | null | undefined): string | null {
  if (showroom == null) return null;
  const shop = state.showrooms.find((candidate) => candidate.profile.vsd_id.toLowerCase() === showroom.toLowerCase());
  return shop?.profile.vsd_id ?? null;
}

/**
 * The server's one pricing rule of a cart: an empty cart, or one without a showroom, takes the
 * add's showroom (the latter's lines are repriced, and the answer says so); a cart holding
 * lines of another showroom refuses the add (409).
 */
function inShowroom(
  state: MockState,
  cart: Cart,
  showroom: string | null | undefined,
): { cart: Cart; repriced: boolean } {
  const wanted = knownShowroom(state, showroom);
  if (cart.showroom === wanted) return { cart, repriced: false };
  const hasLines = cart.Project_tans.length > 0;
  if (hasLines && cart.showroom !== null) {
    throw new MockFailure(
      409,
      cartMessages.otherShowroom(cart.showroom),
      undefined,
      undefined,
      cartShowroomDetails(cart.showroom),
    );
  }
  // As on the server, a project joins the showroom its cart moves into (never none).
  const project = cart.project_id === null ? undefined : state.projects.find((each) => each.id === cart.project_id);
  if (project && wanted !== null) project.showroom = wanted;
  return { cart: store(state, { ...cart, showroom: wanted }), repriced: hasLines };
}

function addedMessage(added: string, repriced: boolean, showroom: string | null): string {
  return repriced && showroom !== null ? `${added} ${cartMessages.repriced(showroom)}` : added;
}

/**
 * Moves a guest cart's lines into a project's cart (quantities add up, capped at the maximum);
 * a guest cart in a showroom puts the project's cart in it (by the rule above).
 */
export function attachGuestCart(state: MockState, guest: Cart, projectId: number, showroom: string | null): Cart {
  let target = projectCart(state, projectId, showroom);
  if (target.cart_id === guest.cart_id) return target;
  if (guest.showroom !== null && guest.Project_tans.length > 0) target = inShowroom(state, target, guest.showroom).cart;
  const lines = mergeLines(
    state,
    target.Project_tans,
    guest.Project_tans.map((line) => ({ product_id: line.product_id, size_id: line.size_id, quantity: line.qty })),
    { field: () => '', cap: true },
  );
  state.carts = state.carts.filter((candidate) => candidate.cart_id !== guest.cart_id);
  return store(state, { ...target, Project_tans: lines });
}

export const cartResolvers = {
  getProjectCart: ({ query, state, user }) => {
    if (query.cart_id !== undefined) {
      const cart = accessibleCart(state, query.cart_id, user);
      if (query.temp_project_id !== undefined && cart.temp_project_id !== query.temp_project_id) throw cartNotFound();
      return { data: viewOf(state, cart), message: cartMessages.loaded };
    }
    if (user?.type !== 'User') throw cartNotFound();
    if (query.project !== undefined) {
      const project = ownProject(state, user, query.project);
      return { data: viewOf(state, projectCart(state, project.id, project.showroom)), message: cartMessages.loaded };
    }
    return { data: viewOf(state, currentCart(state, user)), message: cartMessages.loaded };
  },
  getCart: ({ query, state, user }) => ({
    data: viewOf(state, accessibleCart(state, query.cart_id, user)),
    message: cartMessages.loaded,
  }),
  syncToCart: ({ body, state, user }) => {
    const { cart, repriced } = targetCart(state, user, body);
    const lines = mergeLines(state, cart.Project_tans, [body], { field: () => '', cap: false });
    return {
      data: viewOf(state, store(state, { ...cart, Project_tans: lines })),
      message: addedMessage(cartMessages.added, repriced, cart.showroom),
    };
  },
  syncToBulkCart: ({ body, state, user }) => {
    const { cart, repriced } = targetCart(state, user, body);
    const lines = mergeLines(state, cart.Project_tans, body.items, { field: (i) => `items.${i}.`, cap: false });
    return {
      data: viewOf(state, store(state, { ...cart, Project_tans: lines })),
      message: addedMessage(cartMessages.addedMany, repriced, cart.showroom),
    };
  },
  updateCart: ({ body, state, user }) => {
    const cart = accessibleCart(state, body.cart_id, user);
    const line = cart.Project_tans.find((candidate) => candidate.id === body.line_id);
    if (!line) throw new MockFailure(404, cartMessages.lineNotFound);
    const minimum = state.products.find((product) => product.id === line.product_id)?.min_qty ?? 1;
    if (body.quantity < minimum) throw invalid('quantity', cartMessages.belowMinimum(minimum));
    const lines = cart.Project_tans.map((candidate) =>
      candidate.id === line.id
        ? { ...candidate, qty: body.quantity, amount: roundToCents(candidate.price * body.quantity) }
        : candidate,
    );
    return { data: viewOf(state, store(state, { ...cart, Project_tans: lines })), message: cartMessages.updated };
  },
  updateProjectCart: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project_id);
    const keys = body.items.map((item) => `${item.product_id}:${item.size_id ?? ''}`);
    const twice = keys.findIndex((key, index) => keys.indexOf(key) !== index);
    if (twice !== -1) throw invalid(`items.${twice}.product_id`, cartMessages.duplicateLine);
    const cart = projectCart(state, project.id, project.showroom);
    const lines = mergeLines(state, [], body.items, { field: (i) => `items.${i}.`, cap: false });
    return { data: viewOf(state, store(state, { ...cart, Project_tans: lines })), message: cartMessages.updated };
  },
  removeCartLine: ({ params, query, state, user }) => {
    const cart = accessibleCart(state, query.cart_id, user);
    if (!cart.Project_tans.some((line) => line.id === params.id)) throw new MockFailure(404, cartMessages.lineNotFound);
    const lines = cart.Project_tans.filter((line) => line.id !== params.id);
    return { data: viewOf(state, store(state, { ...cart, Project_tans: lines })), message: cartMessages.removed };
  },
  addProjectToCart: ({ me, body, state }) => {
    const user = me();
    const project = ownProject(state, user, body.project_id);
    if (body.cart_id === undefined) throw invalid('cart_id', cartMessages.cartIdRequired);
    const guest = accessibleCart(state, body.cart_id, user);
    if (guest.temp_project_id !== body.re_temp_project_id) {
      throw invalid('re_temp_project_id', cartMessages.tempProjectMismatch);
    }
    return {
      data: viewOf(state, attachGuestCart(state, guest, project.id, project.showroom)),
      message: cartMessages.attached,
    };
  },
} satisfies Partial<MockResolvers>;
