import {
  type FloorPlan,
  type FloorTemplate,
  type Paginated,
  type ProductSummary,
  floorPlanCatalog,
  floorTemplateCatalog,
} from '@showroom/api';
import { createDemoHandlers } from '@showroom/api/mocks';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from '../testing/testServer.ts';

/** Issue 33: the visualizer's floor plans and templates, from the server. */
describe('visualizer routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  async function get<T>(url: string) {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<{ success: boolean; message: string; data: T }>() };
  }

  it('lists the floor plans ten to a page, by room type then size, and filters by room type and group', async () => {
    const first = await get<Paginated<FloorPlan>>('/api/visualizer/floorplans');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(floorPlanCatalog().length);
    expect(first.body.data.data.map((plan) => plan.slug)).toEqual(
      floorPlanCatalog()
        .slice(0, 10)
        .map((plan) => plan.slug),
    );
    const galleys = await get<Paginated<FloorPlan>>('/api/visualizer/floorplans?room_type=kitchen-galley');
    expect(galleys.body.data.total).toBe(6);
    expect(galleys.body.data.data.every((plan) => plan.room_type === 'kitchen-galley')).toBe(true);
    const kitchens = await get<Paginated<FloorPlan>>(
      '/api/visualizer/floorplans?room_group=kitchen&page=3&per_page=10',
    );
    expect(kitchens.body.data).toMatchObject({ total: 24, current_page: 3, last_page: 3 });
    expect(kitchens.body.data.data).toHaveLength(4);
  });

  it('gives one plan by its slug, and a 404 with a message for a slug that names none', async () => {
    const plan = await get<FloorPlan>('/api/visualizer/floorplan/bath-primary-12x14');
    expect(plan.status).toBe(200);
    expect(plan.body.data).toMatchObject({ room_type: 'bath-primary', width_ft: 12, length_ft: 14 });
    expect(plan.body.data.surfaces.map((surface) => surface.surface)).toEqual([
      'floor',
      'shower-floor',
      'shower-walls',
    ]);
    const missing = await get<null>('/api/visualizer/floorplan/bath-primary-99x99');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Floor plan not found.');
    expect((await get<null>('/api/visualizer/floorplan/Not%20A%20Slug')).status).toBe(422);
  });

  it('serves each plan thumbnail as an SVG drawn from the plan', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/floorplans/kitchen-u-12x14.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('U-shaped kitchen, 12 × 14 ft');
    expect((await server.app.inject({ method: 'GET', url: '/media/floorplans/kitchen-u-1x1.svg' })).statusCode).toBe(
      404,
    );
  });

  it("fills a template's slots from the showroom's own products, at the showroom's prices", async () => {
    const template = await get<FloorTemplate>('/api/visualizer/template/modern-matte-black-kitchen?showroom=DEMO0001');
    expect(template.status).toBe(200);
    const slots = template.body.data.slots;
    expect(slots.map((slot) => slot.slot)).toEqual(
      floorTemplateCatalog()
        .find((entry) => entry.slug === 'modern-matte-black-kitchen')
        ?.slots.map((slot) => slot.slot),
    );
    const filled = slots.filter((slot) => slot.product !== null);
    expect(filled.length).toBeGreaterThan(0);
    for (const slot of filled) {
      const product = slot.product!;
      expect(slot.categories, slot.slot).toContain(product.category_name);
      // The price a product list of the same showroom shows for it.
      const page = await get<{ price: number }>(`/api/public?pid=${product.hash}&showroom=DEMO0001`);
      expect(product.price, slot.slot).toBe(page.body.data.price);
    }
    const floor = slots.find((slot) => slot.slot === 'floor')?.product;
    expect(floor?.size).not.toBeNull();
    expect(floor?.min_qty).toBeGreaterThanOrEqual(1);
    // A surface's swatch says how many inches of material it shows (the 3D room's true scale); an object's does not.
    expect(floor?.picture?.span_in).toBeGreaterThan(12);
    expect(slots.find((slot) => slot.slot === 'faucet')?.product?.picture?.span_in).toBeUndefined();
  });

  it('leaves the slots empty without a showroom, and answers 404 for an unknown showroom or template', async () => {
    const bare = await get<FloorTemplate>('/api/visualizer/template/coastal-white-outdoor');
    expect(bare.status).toBe(200);
    expect(bare.body.data.slots.every((slot) => slot.product === null)).toBe(true);
    expect((await get<null>('/api/visualizer/template/coastal-white-outdoor?showroom=NOPE0000')).status).toBe(404);
    const missing = await get<null>('/api/visualizer/template/coastal-black-attic');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Template not found.');
  });

  it('lists templates twenty to a room group and filters by group', async () => {
    const list = await get<Paginated<FloorTemplate>>(
      '/api/visualizer/templates?room_group=outdoor&showroom=DEMO0001&per_page=20',
    );
    expect(list.body.data.total).toBe(20);
    expect(list.body.data.data.every((template) => template.room_group === 'outdoor')).toBe(true);
    const all = await get<Paginated<FloorTemplate>>('/api/visualizer/templates');
    expect(all.body.data.total).toBeGreaterThan(100);
  });

  it('chooses the same products as the mocks do from the same demo catalogue', async () => {
    const handlers = createDemoHandlers({ baseUrl: 'http://mock.test' });
    for (const slug of ['spa-marble-bathroom', 'warm-oak-farmhouse-kitchen', 'bold-copper-outdoor']) {
      const fromServer = await get<FloorTemplate>(`/api/visualizer/template/${slug}?showroom=DEMO0001`);
      const mocked = await getResponse(
        handlers,
        new Request(`http://mock.test/api/visualizer/template/${slug}?showroom=DEMO0001`),
      );
      const fromMocks = (await mocked?.json()) as { data: FloorTemplate };
      const ids = (template: FloorTemplate) =>
        template.slots.map((slot) => [slot.slot, (slot.product as ProductSummary | null)?.id ?? null]);
      expect(ids(fromServer.body.data), slug).toEqual(ids(fromMocks.data));
    }
  });
});
