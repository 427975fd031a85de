import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cartSchema,
  categorySchema,
  checklistItemSchema,
  designerSchema,
  headerMenuSchema,
  notificationSchema,
  orderItemSchema,
  orderItemStatuses,
  orderSchema,
  paymentDetailsSchema,
  payoutSettingsSchema,
  productSchema,
  projectChatMessageSchema,
  projectSchema,
  roomFileSchema,
  shippingAddressSchema,
  shopSettingsSchema,
  showroomProfileSchema,
  siteSettingsSchema,
  userSchema,
  userTypes,
  aiUserSchema,
} from '../contract/index.ts';
import { homeCategoryNames } from './catalog.ts';
import { buildDemoDataset, getDemoDataset } from './dataset.ts';
import { isDemoImagePath, renderDemoImage } from './images.ts';
import { DEMO_NOW } from './time.ts';
import { DEMO_CREDENTIALS, DEMO_PASSWORD } from './users.ts';
import { DEMO_VISITOR_SESSIONS } from './views.ts';

const data = getDemoDataset();

/** Every fixture list against the schema the API answers with. */
const fixtureLists: [string, z.ZodType, readonly unknown[]][] = [
  ['users', userSchema, data.users],
  ['aiUsers', aiUserSchema, data.aiUsers],
  ['showroom profiles', showroomProfileSchema, data.showrooms.map((s) => s.profile)],
  ['shop settings', shopSettingsSchema, data.showrooms.map((s) => s.settings)],
  ['categories', categorySchema, data.categories],
  ['menus', headerMenuSchema, data.menus],
  ['products', productSchema, data.products],
  ['orders', orderSchema, data.orders],
  ['order items', orderItemSchema, data.orderItems],
  ['projects', projectSchema, data.projects],
  ['carts', cartSchema, data.carts],
  ['checklist items', checklistItemSchema, data.checklistItems],
  ['chat messages', projectChatMessageSchema, data.chatMessages],
  ['room files', roomFileSchema, data.roomFiles],
  ['designers', designerSchema, data.designers],
  ['notifications', notificationSchema, data.notifications],
  ['shipping addresses', shippingAddressSchema, data.shippingAddresses.map((a) => a.address)],
  ['payment details', paymentDetailsSchema, data.paymentDetails.map((p) => p.details)],
  ['payout settings', payoutSettingsSchema, data.payoutSettings.map((p) => p.settings)],
  ['site settings', siteSettingsSchema, [data.settings]],
];

describe('demo dataset', () => {
  it.each(fixtureLists)('every %s fixture satisfies its schema', (_, schema, rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const result = schema.safeParse(row);
      expect(result.success ? 'ok' : z.prettifyError(result.error)).toBe('ok');
    }
  });

  it('is deterministic and fast to build', () => {
    const started = performance.now();
    const again = buildDemoDataset();
    const elapsed = performance.now() - started;
    expect(JSON.stringify(again)).toBe(JSON.stringify(buildDemoDataset()));
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
    expect(elapsed).toBeLessThan(200);
  });

  it('has at least 3 showrooms with 8-character IDs and distinct theme colours, DEMO0001 branded', () => {
    expect(data.showrooms.length).toBeGreaterThanOrEqual(3);
    for (const { profile } of data.showrooms) expect(profile.vsd_id).toMatch(/^[A-Z0-9]{8}$/);
    const colours = data.showrooms.map((s) => s.profile.theme_color);
    expect(new Set(colours).size).toBe(colours.length);
    const demo = data.showrooms.find((s) => s.profile.vsd_id === 'DEMO0001');
    expect(demo?.profile.custom_addon.subscription_status).toBe(1);
    expect(data.showrooms.filter((s) => s.profile.custom_addon.subscription_status === 1)).toHaveLength(1);
  });

  it('has the 21 home categories of §2, each with child categories, grouped into departments', () => {
    expect(data.categories.map((c) => c.name)).toEqual([...homeCategoryNames]);
    for (const category of data.categories) expect(category.children.length).toBeGreaterThan(0);
    const inMenus = data.menus.flatMap((menu) => menu.categories.map((c) => c.name)).sort();
    expect(inMenus).toEqual([...homeCategoryNames].sort());
  });

  it('has 300+ products across every leaf category; tile and flooring by the Box with box_sqft, others by the Piece', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(300);
    const leaves = data.categories.flatMap((c) => c.children.map((child) => ({ child, parent: c })));
    for (const { child, parent } of leaves) {
      const products = data.products.filter((p) => p.category_id === child.id);
      expect(products.length).toBeGreaterThan(0);
      const boxed = /Tile|Flooring|flooring/.test(parent.name);
      for (const product of products) {
        expect(product.uom).toBe(boxed ? 'Box' : 'Piece');
        if (boxed) expect(product.box_sqft).toBeGreaterThan(0);
        else expect(product.box_sqft).toBeNull();
      }
    }
    expect(new Set(data.products.map((p) => p.hash)).size).toBe(data.products.length);
  });

  it('has users of every type, the documented demo accounts and the sign-in edge cases', () => {
    expect(new Set(data.users.map((u) => u.type))).toEqual(new Set(userTypes));
    for (const credential of DEMO_CREDENTIALS) {
      const user = data.users.find((u) => u.email === credential.email);
      expect(user, credential.email).toBeDefined();
      expect(user?.type).toBe(credential.type);
      expect(user?.password).toBe(DEMO_PASSWORD);
    }
    const byEmail = (email: string) => data.users.find((u) => u.email === email);
    expect(byEmail('pending@demo.test')).toMatchObject({ type: 'User', status: 'pending' });
    expect(byEmail('deactivated@demo.test')).toMatchObject({ type: 'User', status: 'Deactive' });
    expect(byEmail('unverified@demo.test')).toMatchObject({ type: 'User', email_verified_at: null });
    expect(DEMO_PASSWORD).toBe('Demo-pass-2026');
  });

  it('has order items in all 14 statuses, each inside an order', () => {
    expect(new Set(data.orderItems.map((item) => item.status))).toEqual(new Set(orderItemStatuses));
    const orderIds = new Set(data.orders.map((o) => o.id));
    for (const item of data.orderItems) expect(orderIds.has(item.order_id)).toBe(true);
    for (const order of data.orders) {
      expect(data.orderItems.filter((item) => item.order_id === order.id)).toHaveLength(order.items_count);
    }
  });

  it('has product views of existing products, each by one demo User account or one visitor session', () => {
    const productIds = new Set(data.products.map((product) => product.id));
    const customers = new Set(data.users.filter((user) => user.type === 'User').map((user) => user.id));
    const today = new Date(DEMO_NOW).toISOString().slice(0, 10);
    expect(data.productViews.length).toBeGreaterThan(0);
    for (const view of data.productViews) {
      expect(productIds.has(view.product_id), `product ${view.product_id}`).toBe(true);
      // Exactly one viewer: a User account, or a visitor session.
      if (view.user_id === null) expect(view.visitor_key).toMatch(/^demo-visitor-\d{3}$/);
      else {
        expect(customers.has(view.user_id), `user ${view.user_id}`).toBe(true);
        expect(view.visitor_key).toBeNull();
      }
      // Fixed ISO timestamps, before the demo's "today" (a view recorded today is a new one).
      expect(view.viewed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(view.viewed_at.slice(0, 10) < today, view.viewed_at).toBe(true);
    }
    const byEmail = (email: string) => data.users.find((user) => user.email === email)?.id;
    const viewers = new Set(data.productViews.map((view) => view.user_id));
    expect(viewers.has(byEmail('customer@demo.test') ?? -1)).toBe(true);
    expect(viewers.has(byEmail('customer2@demo.test') ?? -1)).toBe(true);
    expect(JSON.stringify(buildDemoDataset().productViews)).toBe(JSON.stringify(data.productViews));
  });

  it('has visitor sessions of 3-8 distinct products, mostly within one home category', () => {
    const homeOf = new Map(
      data.categories.flatMap((home) => home.children.map((child) => [child.id, home.id] as const)),
    );
    const categoryOf = new Map(data.products.map((product) => [product.id, homeOf.get(product.category_id)]));
    const sessions = new Map<string, number[]>();
    for (const view of data.productViews) {
      if (view.visitor_key === null) continue;
      sessions.set(view.visitor_key, [...(sessions.get(view.visitor_key) ?? []), view.product_id]);
    }
    expect(sessions.size).toBe(DEMO_VISITOR_SESSIONS);
    let inMainCategory = 0;
    for (const [key, products] of sessions) {
      expect(products.length, key).toBeGreaterThanOrEqual(3);
      expect(products.length, key).toBeLessThanOrEqual(8);
      expect(new Set(products).size, key).toBe(products.length);
      const counts = new Map<unknown, number>();
      for (const id of products) counts.set(categoryOf.get(id), (counts.get(categoryOf.get(id)) ?? 0) + 1);
      inMainCategory += Math.max(...counts.values());
    }
    const visitorViews = [...sessions.values()].reduce((sum, products) => sum + products.length, 0);
    expect(inMainCategory / visitorViews).toBeGreaterThan(0.7);
  });

  it('uses no external URLs, and every media path renders as a local SVG', () => {
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/https?:\/\//);
    const paths = [...new Set(text.match(/\/media\/[a-z0-9/_.-]+/g) ?? [])];
    expect(paths.length).toBeGreaterThan(300);
    for (const path of paths) {
      expect(isDemoImagePath(path), path).toBe(true);
      expect(renderDemoImage(path)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    }
  });
});

describe('renderDemoImage', () => {
  it('is pure: the same path gives the same picture, another path another', () => {
    const path = '/media/products/arden-matte-black-knob-1017.svg';
    expect(renderDemoImage(path)).toBe(renderDemoImage(path));
    expect(renderDemoImage(path)).not.toBe(renderDemoImage('/media/products/arden-matte-black-knob-1018.svg'));
    expect(renderDemoImage(path)).toContain('Arden Matte Black Knob');
  });

  it('refuses paths that are not demo images', () => {
    for (const path of ['/media/products/x.png', '/media/../etc/passwd.svg', '/media/other/x.svg', 'x'])
      expect(renderDemoImage(path)).toBeNull();
  });
});
