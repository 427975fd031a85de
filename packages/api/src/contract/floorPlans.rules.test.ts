import { describe, expect, it } from 'vitest';
import { getDemoDataset } from '../demo/index.ts';
import { renderDemoImage } from '../demo/images.ts';
import { floorPlanSchema, floorTemplateSchema } from './entities/visualizer.ts';
import {
  findFloorPlan,
  floorPlanCatalog,
  type FloorPlanData,
  roomTypes,
  roomGroups,
  wallAreaOf,
} from './floorPlans.rules.ts';
import { chooseTemplateProducts, findFloorTemplate, floorTemplateCatalog } from './floorTemplates.rules.ts';

const areaOf = (plan: FloorPlanData, surface: string) =>
  plan.surfaces.find((entry) => entry.surface === surface)?.area_sqft;

describe('floor plans', () => {
  const plans = floorPlanCatalog();

  it('has more than 50 plans (§1), at least five of each room type, each with its own slug', () => {
    expect(plans.length).toBeGreaterThan(50);
    for (const type of roomTypes) {
      expect(plans.filter((plan) => plan.room_type === type).length, type).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(plans.map((plan) => plan.slug)).size).toBe(plans.length);
  });

  it('fits the contract, keeps every fixture and opening inside its room, and every area positive', () => {
    for (const plan of plans) {
      expect(() => floorPlanSchema.parse(plan), plan.slug).not.toThrow();
      for (const fixture of plan.fixtures) {
        expect(fixture.x_ft, `${plan.slug} ${fixture.kind}`).toBeGreaterThanOrEqual(0);
        expect(fixture.y_ft, `${plan.slug} ${fixture.kind}`).toBeGreaterThanOrEqual(0);
        expect(fixture.x_ft + fixture.width_ft, `${plan.slug} ${fixture.kind}`).toBeLessThanOrEqual(
          plan.width_ft + 1e-9,
        );
        expect(fixture.y_ft + fixture.depth_ft, `${plan.slug} ${fixture.kind}`).toBeLessThanOrEqual(
          plan.length_ft + 1e-9,
        );
      }
      for (const opening of plan.openings) {
        const wall = opening.wall === 'south' || opening.wall === 'north' ? plan.width_ft : plan.length_ft;
        expect(opening.offset_ft + opening.width_ft, `${plan.slug} ${opening.wall}`).toBeLessThanOrEqual(wall);
        expect(opening.sill_ft + opening.height_ft).toBeLessThanOrEqual(plan.ceiling_ft);
      }
      for (const surface of plan.surfaces)
        expect(surface.area_sqft, `${plan.slug} ${surface.surface}`).toBeGreaterThan(0);
      expect(plan.thumbnail).toBe(`/media/floorplans/${plan.slug}.svg`);
    }
  });

  it('never stands two fixtures in the same place (appliances in a cabinet run replace its cabinets; a sink never sits over a machine)', () => {
    // Fitted into a run or hung on a wall: they share their footprint with a cabinet by design.
    const fitted = new Set([
      'faucet',
      'sink',
      'range',
      'dishwasher',
      'vanity-light',
      'pendant',
      'exhaust-fan',
      'ceiling-fan',
    ]);
    const overlap = (a: FloorPlanData['fixtures'][number], b: FloorPlanData['fixtures'][number]) =>
      Math.min(a.x_ft + a.width_ft, b.x_ft + b.width_ft) - Math.max(a.x_ft, b.x_ft) > 0.01 &&
      Math.min(a.y_ft + a.depth_ft, b.y_ft + b.depth_ft) - Math.max(a.y_ft, b.y_ft) > 0.01;
    const clashes: string[] = [];
    for (const plan of plans) {
      const standing = plan.fixtures.filter((fixture) => !fitted.has(fixture.kind));
      const appliances = plan.fixtures.filter((fixture) =>
        ['fridge', 'dishwasher', 'range', 'sink', 'washer-dryer'].includes(fixture.kind),
      );
      for (const group of [standing, appliances]) {
        group.forEach((a, i) =>
          group.slice(i + 1).forEach((b) => {
            if (overlap(a, b)) clashes.push(`${plan.slug}: ${a.kind} and ${b.kind}`);
          }),
        );
      }
    }
    expect(clashes).toEqual([]);
  });

  it('measures a living room: the whole floor, and the accent wall less nothing (its openings are elsewhere)', () => {
    const plan = findFloorPlan('living-room-12x14');
    expect(plan).toBeDefined();
    expect(areaOf(plan!, 'floor')).toBe(168);
    expect(areaOf(plan!, 'walls')).toBe(12 * 9);
    // Four walls 9 ft high, less a door (3 × 6 ft 8 in) and two 5 × 4.5 ft windows.
    expect(wallAreaOf(plan!)).toBeCloseTo(2 * (12 + 14) * 9 - 3 * (6 + 8 / 12) - 2 * 5 * 4.5, 1);
  });

  it('measures a full bath: the floor less the tub, and the tub surround on three sides', () => {
    const plan = findFloorPlan('bath-full-5x8')!;
    expect(areaOf(plan, 'floor')).toBe(40 - 5 * 2.5);
    expect(areaOf(plan, 'shower-walls')).toBe((5 + 2 * 2.5) * 6);
  });

  it('measures a galley kitchen: two parallel runs, the backsplash less the window over the sink', () => {
    const plan = findFloorPlan('kitchen-galley-7x10')!;
    // Runs of 9 and 6 ft, 25 in deep; the backsplash 18 in high, less the window's 1 ft × 3 ft in that band.
    expect(areaOf(plan, 'countertop')).toBeCloseTo(((9 + 6) * 25) / 12, 2);
    expect(areaOf(plan, 'backsplash')).toBeCloseTo(9 * 1.5 - 3 + 6 * 1.5, 2);
  });

  it('measures a patio: the pool ringed by its coping, pavers around it, and the lawn strip', () => {
    const plan = findFloorPlan('patio-pool-20x30')!;
    expect(plan.ceiling_ft).toBe(0);
    expect(areaOf(plan, 'lawn')).toBe(20 * 6);
    expect(areaOf(plan, 'coping')).toBe(2 * (10 + 12) + 4);
    expect(areaOf(plan, 'ground')).toBe(20 * 24 - 10 * 12 - 48);
    expect(areaOf(plan, 'floor')).toBeUndefined();
  });

  it('draws each plan as its thumbnail, and nothing for a slug that names no plan', () => {
    const svg = renderDemoImage('/media/floorplans/kitchen-island-14x16.svg');
    expect(svg).toContain('aria-label="Island kitchen, 14 × 16 ft"');
    expect(svg).toContain('>14 ft<');
    expect(svg).toContain('>16 ft<');
    expect(renderDemoImage('/media/floorplans/kitchen-island-99x99.svg')).toBeNull();
    expect(renderDemoImage('/media/floorplans/../../etc.svg')).toBeNull();
  });
});

describe('floor templates', () => {
  const templates = floorTemplateCatalog();

  it('has more than 100 templates (§1), twenty styles for each room group, each with its own slug', () => {
    expect(templates.length).toBeGreaterThan(100);
    for (const group of roomGroups) {
      expect(templates.filter((template) => template.room_group === group)).toHaveLength(20);
    }
    expect(new Set(templates.map((template) => template.slug)).size).toBe(templates.length);
  });

  it("names only categories the demo catalogue has, so every slot can be filled from a showroom's", () => {
    const { categories } = getDemoDataset();
    const names = new Set(categories.flatMap((top) => top.children.map((child) => child.name)));
    for (const template of templates) {
      for (const slot of template.slots) {
        for (const category of slot.categories) expect(names, `${template.slug} ${slot.slot}`).toContain(category);
      }
      expect(() =>
        floorTemplateSchema.parse({ ...template, slots: template.slots.map((slot) => ({ ...slot, product: null })) }),
      ).not.toThrow();
    }
  });

  it('puts the product with the most preferred finish in each slot; the category order, then the id, break ties', () => {
    const template = findFloorTemplate('modern-matte-black-kitchen')!;
    const products = [
      { id: 1, name: 'Warm Oak Porcelain Tile', category: 'Porcelain Tile' },
      { id: 2, name: 'Charcoal Luxury Vinyl Plank', category: 'Luxury Vinyl Plank' },
      { id: 3, name: 'Charcoal Porcelain Tile', category: 'Porcelain Tile' },
      { id: 4, name: 'White Subway Tile', category: 'Subway Tile' },
      { id: 5, name: 'Matte Black Subway Tile', category: 'Subway Tile' },
      { id: 6, name: 'Stainless Steel Pull-Down Faucet', category: 'Pull-Down Faucets' },
    ];
    const chosen = chooseTemplateProducts(template, products);
    // Charcoal comes first in the style's palette; Porcelain Tile is listed before Luxury Vinyl Plank.
    expect(chosen.get('floor')?.id).toBe(3);
    // 'matte black' is preferred to 'white' after charcoal, which no backsplash has.
    expect(chosen.get('backsplash')?.id).toBe(5);
    // No faucet in matte black: the showroom's fitting one all the same.
    expect(chosen.get('faucet')?.id).toBe(6);
    // Nothing fits: no countertop in this showroom.
    expect(chosen.get('countertop')).toBeNull();
  });
});
