import { z } from 'zod';
import { type FloorPlanData, fixtureKinds, planSurfaces, roomGroups, roomTypes, walls } from '../floorPlans.rules.ts';
import { productFixtures } from '../floorTemplates.rules.ts';
import { named } from '../registry.ts';
import { mediaPathSchema } from '../vocabulary.ts';
import { itemSizeSchema, productSummarySchema } from './catalog.ts';

/** Floor plan and template slugs: lower-case words and sizes joined by dashes, as `my_item` stores them (§3). */
export const designSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

const feet = z.number().nonnegative();

export const planOpeningSchema = named(
  'PlanOpening',
  z.object({
    kind: z.enum(['door', 'window']),
    wall: z.enum(walls),
    offset_ft: feet,
    width_ft: feet,
    height_ft: feet,
    sill_ft: feet,
  }),
);

export const planFixtureSchema = named(
  'PlanFixture',
  z.object({
    kind: z.enum(fixtureKinds),
    x_ft: feet,
    y_ft: feet,
    width_ft: feet,
    depth_ft: feet,
    height_ft: feet,
    rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  }),
);

export const planSurfaceAreaSchema = named(
  'PlanSurfaceArea',
  z.object({ surface: z.enum(planSurfaces), area_sqft: z.number().nonnegative() }),
);

/**
 * A floor plan: a room in feet (x east, y north, inside the walls; the entrance on
 * the south wall), its openings and fixtures, and each surface a material covers with its area
 * net of openings and of what stands on it; `thumbnail` a top-down drawing of it.
 */
export const floorPlanSchema = named(
  'FloorPlan',
  z.object({
    slug: designSlugSchema,
    name: z.string(),
    room_type: z.enum(roomTypes),
    room_group: z.enum(roomGroups),
    width_ft: z.number().positive(),
    length_ft: z.number().positive(),
    /** 0 outdoors. */
    ceiling_ft: feet,
    openings: z.array(planOpeningSchema),
    fixtures: z.array(planFixtureSchema),
    surfaces: z.array(planSurfaceAreaSchema).min(1),
    thumbnail: mediaPathSchema,
  }),
);
export type FloorPlan = z.infer<typeof floorPlanSchema>;

/** A product as a design uses it: a list's summary, with its size (true-scale textures) and minimum quantity (the take-off). */
export const designProductSchema = named(
  'DesignProduct',
  productSummarySchema.extend({
    category_name: z.string(),
    size: itemSizeSchema.nullable(),
    min_qty: z.number().int().positive(),
  }),
);
export type DesignProduct = z.infer<typeof designProductSchema>;

export const templateSlotNames = [...planSurfaces, 'hardware', ...productFixtures] as const;

export const templateSlotSchema = named(
  'TemplateSlot',
  z.object({
    slot: z.enum(templateSlotNames),
    label: z.string(),
    /** Leaf category names that fit the slot, best first: the products a shopper may pick from. */
    categories: z.array(z.string()).min(1),
    /** The style's finish words here, best first. */
    finishes: z.array(z.string()),
    /** The showroom's product the template puts here; null when the showroom sells nothing that fits, or no showroom was named. */
    product: designProductSchema.nullable(),
  }),
);
export type TemplateSlot = z.infer<typeof templateSlotSchema>;

/** A template: a style preset for a room group, filled from the named showroom's catalogue. */
export const floorTemplateSchema = named(
  'FloorTemplate',
  z.object({
    slug: designSlugSchema,
    name: z.string(),
    style: z.string(),
    room_group: z.enum(roomGroups),
    description: z.string(),
    slots: z.array(templateSlotSchema).min(1),
  }),
);
export type FloorTemplate = z.infer<typeof floorTemplateSchema>;

/** A plan of the catalogue as the API answers it: a copy the caller may change. */
export function floorPlanRecord(plan: FloorPlanData): FloorPlan {
  return {
    ...plan,
    openings: plan.openings.map((opening) => ({ ...opening })),
    fixtures: plan.fixtures.map((fixture) => ({ ...fixture })),
    surfaces: plan.surfaces.map((surface) => ({ ...surface })),
  };
}
