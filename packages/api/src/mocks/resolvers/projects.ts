import {
  paginate,
  type Cart,
  type CartLine,
  type Product,
  type ProjectChatMessage,
  type RoomFile,
} from '../../contract/index.ts';
import { withCartTotals } from '../../demo/dataset.ts';
import { roundToCents } from '../../demo/random.ts';
import { demoTimestamp } from '../../demo/time.ts';
import type { DemoUser } from '../../demo/users.ts';
import { invalid, MockFailure, notFound, type MockResolvers } from '../route.ts';
import type { MockState } from '../state.ts';

function ownProject(state: MockState, user: DemoUser, projectId: number) {
  const project = state.projects.find((candidate) => candidate.id === projectId && candidate.user_id === user.id);
  if (!project) throw notFound('Project');
  return project;
}

/** The owner, or the shop of the project's showroom, may read and write its chat. */
function chatProject(state: MockState, user: DemoUser, projectId: number) {
  const project = state.projects.find((candidate) => candidate.id === projectId);
  const allowed =
    project !== undefined &&
    (project.user_id === user.id || (project.showroom !== null && user.shop_profile?.vsd_id === project.showroom));
  if (!project || !allowed) throw notFound('Project');
  return project;
}

function productOrFail(state: MockState, productId: number, field: string): Product {
  const product = state.products.find((candidate) => candidate.id === productId);
  if (!product) throw invalid(field, 'The selected product is invalid.');
  return product;
}

function replaceCart(state: MockState, cart: Omit<Cart, 'total_qty' | 'subtotal'>): Cart {
  const next = withCartTotals(cart);
  const index = state.carts.findIndex((candidate) => candidate.cart_id === cart.cart_id);
  if (index === -1) state.carts.push(next);
  else state.carts[index] = next;
  return next;
}

function cartOrFail(state: MockState, cartId: string): Cart {
  const cart = state.carts.find((candidate) => candidate.cart_id === cartId);
  if (!cart) throw notFound('Cart');
  return cart;
}

function addLines(
  state: MockState,
  cart: Cart,
  items: readonly { product_id: number; size_id?: number | null | undefined; quantity: number }[],
): Cart {
  const lines: CartLine[] = cart.Project_tans.map((line) => ({ ...line }));
  items.forEach((item, index) => {
    const product = productOrFail(
      state,
      item.product_id,
      items.length === 1 ? 'product_id' : `items.${index}.product_id`,
    );
    const sizeId = item.size_id ?? product.sizes[0]?.id ?? null;
    const existing = lines.find((line) => line.product_id === product.id && line.size_id === sizeId);
    if (existing) {
      existing.qty += item.quantity;
      existing.amount = roundToCents(existing.price * existing.qty);
    } else {
      lines.push({
        id: state.nextId(),
        product_id: product.id,
        product_hash: product.hash,
        product_name: product.name,
        image: product.image,
        size_id: sizeId,
        qty: item.quantity,
        price: product.price,
        uom: product.uom,
        box_sqft: product.box_sqft,
        amount: roundToCents(product.price * item.quantity),
      });
    }
  });
  return replaceCart(state, { ...cart, Project_tans: lines });
}

/** A guest cart: new cart id and temporary project id, as sync_to_cart creates without cart_id. */
function cartFor(state: MockState, cartId: string | undefined, showroom: string | undefined): Cart {
  if (cartId !== undefined) return cartOrFail(state, cartId);
  const id = state.nextId();
  return withCartTotals({
    cart_id: `demo-cart-${id}`,
    temp_project_id: id,
    project_id: null,
    showroom: showroom ?? null,
    Project_tans: [],
  });
}

function emptyProjectCart(projectId: number, showroom: string | null): Cart {
  return withCartTotals({
    cart_id: `project-cart-${projectId}`,
    temp_project_id: null,
    project_id: projectId,
    showroom,
    Project_tans: [],
  });
}

export const projectResolvers = {
  getProjectCart: ({ query, state }) => {
    const cart =
      (query.temp_project_id !== undefined
        ? state.carts.find((candidate) => candidate.temp_project_id === query.temp_project_id)
        : undefined) ??
      (query.project !== undefined
        ? state.carts.find((candidate) => candidate.project_id === query.project)
        : undefined);
    if (cart) return { data: cart };
    if (query.project === undefined) throw notFound('Cart');
    return { data: emptyProjectCart(query.project, query.showroom ?? null) };
  },
  getCart: ({ query, state }) => ({ data: cartOrFail(state, query.cart_id) }),
  syncToCart: ({ body, state }) => ({
    data: addLines(state, cartFor(state, body.cart_id, body.showroom), [body]),
    message: 'Product added to cart successfully.',
  }),
  syncToBulkCart: ({ body, state }) => ({
    data: addLines(state, cartFor(state, body.cart_id, body.showroom), body.items),
    message: 'Products added to cart successfully.',
  }),
  updateCart: ({ body, state }) => {
    const cart = cartOrFail(state, body.cart_id);
    if (!cart.Project_tans.some((line) => line.id === body.line_id)) throw notFound('Cart item');
    const lines = cart.Project_tans.map((line) =>
      line.id === body.line_id
        ? { ...line, qty: body.quantity, amount: roundToCents(line.price * body.quantity) }
        : line,
    );
    return { data: replaceCart(state, { ...cart, Project_tans: lines }), message: 'Cart updated successfully.' };
  },
  updateProjectCart: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project_id);
    const current =
      state.carts.find((candidate) => candidate.project_id === project.id) ??
      emptyProjectCart(project.id, project.showroom);
    const cleared = replaceCart(state, { ...current, Project_tans: [] });
    return { data: addLines(state, cleared, body.items), message: 'Cart updated successfully.' };
  },
  removeCartLine: ({ params, query, state }) => {
    const cart = cartOrFail(state, query.cart_id);
    if (!cart.Project_tans.some((line) => line.id === params.id)) throw notFound('Cart item');
    const lines = cart.Project_tans.filter((line) => line.id !== params.id);
    return { data: replaceCart(state, { ...cart, Project_tans: lines }), message: 'Item removed from cart.' };
  },
  createProject: ({ me, body, state }) => {
    const user = me();
    const id = state.nextId();
    const showroom = typeof body.my_item.showroom === 'string' ? body.my_item.showroom : null;
    state.projects.push({
      id,
      user_id: user.id,
      name: body.name ?? `Project ${id}`,
      showroom,
      extra_info: { floorplan: body.my_item.floorplan ?? null, floorTemplate: body.my_item.floorTemplate ?? null },
      total_items: 0,
      created_at: demoTimestamp(0),
    });
    user.total_projects += 1;
    state.hiredDesigners.set(id, new Set());
    return { data: id, message: 'Project created successfully.' };
  },
  getProject: ({ me, params, state }) => ({ data: ownProject(state, me(), params.projectId) }),
  updateProject: ({ me, params, body, state }) => {
    const project = ownProject(state, me(), params.projectId);
    project.extra_info = body.extra_info;
    return { data: project, message: 'Project saved.' };
  },
  addProjectToCart: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project_id);
    const cart = state.carts.find((candidate) => candidate.temp_project_id === body.re_temp_project_id);
    if (!cart) throw notFound('Cart');
    return {
      data: replaceCart(state, { ...cart, temp_project_id: null, project_id: project.id }),
      message: 'Cart attached to your project.',
    };
  },
  listChecklistProjects: ({ me, state }) => {
    const user = me();
    return { data: state.projects.filter((project) => project.user_id === user.id) };
  },
  getChecklist: ({ me, params, state }) => {
    const project = ownProject(state, me(), params.projectId);
    return {
      data: {
        append_items: false,
        project_checklist: state.checklistItems.filter((item) => item.project_id === project.id),
      },
    };
  },
  addChecklistItems: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project_id);
    const existing = state.checklistItems.filter((item) => item.project_id === project.id);
    const fresh = body.items.filter((item) => !existing.some((known) => known.title === item.title));
    for (const item of fresh) {
      state.checklistItems.push({
        id: state.nextId(),
        project_id: project.id,
        title: item.title,
        product_id: item.product_id ?? null,
        is_done: false,
        created_at: demoTimestamp(0),
      });
    }
    return {
      data: {
        append_items: fresh.length > 0,
        project_checklist: state.checklistItems.filter((item) => item.project_id === project.id),
      },
      message: fresh.length > 0 ? 'Checklist updated successfully.' : 'These items are already in your checklist.',
    };
  },
  updateChecklistItem: ({ me, params, body, state }) => {
    const user = me();
    const item = state.checklistItems.find((candidate) => candidate.id === params.id);
    if (!item || !state.projects.some((p) => p.id === item.project_id && p.user_id === user.id)) {
      throw notFound('Checklist item');
    }
    if (body.title !== undefined) item.title = body.title;
    if (body.is_done !== undefined) item.is_done = body.is_done;
    return { data: item, message: 'Checklist updated successfully.' };
  },
  shareProjectToContractor: ({ me, params, state }) => {
    const project = ownProject(state, me(), params.projectId);
    const showroom = state.showrooms.find((candidate) => candidate.profile.vsd_id === project.showroom);
    if (!showroom)
      throw new MockFailure(422, 'This project has no showroom to share with.', {
        project: ['This project has no showroom.'],
      });
    return { data: null, message: `Project shared with ${showroom.profile.company_name}.` };
  },
  listProjectChats: ({ me, query, state }) => {
    const user = me();
    const visible = state.projects
      .filter((project) => query.project_id === undefined || project.id === query.project_id)
      .filter(
        (project) =>
          project.user_id === user.id || (project.showroom !== null && user.shop_profile?.vsd_id === project.showroom),
      )
      .map((project) => project.id);
    const rows: (ProjectChatMessage | RoomFile)[] =
      query.t === 'files'
        ? state.roomFiles.filter((file) => visible.includes(file.project_id))
        : state.chatMessages.filter((message) => visible.includes(message.project_id));
    return { data: paginate(rows, { page: query.page, perPage: query.per_page, path: '/api/projectChat' }) };
  },
  getProjectChat: ({ me, params, state }) => {
    const project = chatProject(state, me(), params.projectId);
    return {
      data: {
        Project_chats: state.chatMessages.filter((message) => message.project_id === project.id),
        room_files: state.roomFiles.filter((file) => file.project_id === project.id),
      },
    };
  },
  sendProjectChat: ({ me, body, state }) => {
    const user = me();
    const project = chatProject(state, user, body.project_id);
    const message = {
      id: state.nextId(),
      project_id: project.id,
      user_id: user.id,
      user_name: `${user.first_name} ${user.last_name}`,
      message: body.message,
      created_at: demoTimestamp(0),
    };
    state.chatMessages.push(message);
    return { data: message, message: 'Message sent.' };
  },
  hireDesigner: ({ me, body, state }) => {
    const project = ownProject(state, me(), body.project);
    if (!state.designers.some((designer) => designer.id === body.designer_id)) {
      throw invalid('designer_id', 'The selected designer is invalid.');
    }
    const hired = state.hiredDesigners.get(project.id) ?? new Set<number>();
    hired.add(body.designer_id);
    state.hiredDesigners.set(project.id, hired);
    return {
      data: { designers: state.designers.map((designer) => ({ ...designer, hired: hired.has(designer.id) })) },
      message: 'Designer hired successfully.',
    };
  },
  listDesigners: ({ me, query, state }) => {
    const project = ownProject(state, me(), query.project);
    const hired = state.hiredDesigners.get(project.id) ?? new Set<number>();
    return { data: { designers: state.designers.map((designer) => ({ ...designer, hired: hired.has(designer.id) })) } };
  },
} satisfies Partial<MockResolvers>;
