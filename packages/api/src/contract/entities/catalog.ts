import { z } from 'zod';
import { named } from '../registry.ts';
import { type Picture, pictureSchema } from './pictures.ts';
import { mediaPathSchema, moneySchema, unitOfMeasureSchema } from '../vocabulary.ts';

/** §3 product category: a tree; `unit` Box marks tile and flooring sold by the box. */
export interface Category {
  id: number;
  name: string;
  slug_url: string | null;
  parent_id: number | null;
  unit: 'Box' | 'Piece' | null;
  image: string | null;
  /**
   * The category's picture: the swatch of a product it holds, so it shows the real material.
   * Absent from servers that predate pictures.
   */
  picture?: Picture | null;
  children: Category[];
}
export const categorySchema: z.ZodType<Category> = named(
  'Category',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    slug_url: z.string().nullable(),
    parent_id: z.number().int().positive().nullable(),
    unit: unitOfMeasureSchema.nullable(),
    image: mediaPathSchema.nullable(),
    picture: pictureSchema.nullable().optional(),
    get children() {
      return z.array(categorySchema);
    },
  }),
);

/** §3 header menu: a department with its categories and their children. */
export const menuChildCategorySchema = named(
  'MenuChildCategory',
  z.object({ id: z.number().int().positive(), name: z.string(), slug_url: z.string().nullable() }),
);
export const menuCategorySchema = named(
  'MenuCategory',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    slug_url: z.string().nullable(),
    children: z.array(menuChildCategorySchema),
  }),
);
export const headerMenuSchema = named(
  'HeaderMenu',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    menu_slug: z.string(),
    categories: z.array(menuCategorySchema),
  }),
);
export type HeaderMenu = z.infer<typeof headerMenuSchema>;

/** §3 item size display. */
export const itemSizeSchema = named(
  'ItemSize',
  z.object({
    width_size: z.string().nullable(),
    height_size: z.string().nullable(),
    length_size: z.string().nullable(),
    pattern: z.string().nullable(),
  }),
);

/** §3 size set: what the quantity box (size_id) picks; box_sqft for Box units. */
export const sizeSetSchema = named(
  'SizeSet',
  z.object({
    id: z.number().int().positive(),
    label: z.string(),
    /** What the customer pays for this size in the showroom (see ProductSummary.price). */
    price: moneySchema,
    box_sqft: z.number().positive().nullable(),
  }),
);

/** A product as lists show it (category pages, sliders, search). */
export const productSummarySchema = named(
  'ProductSummary',
  z.object({
    id: z.number().int().positive(),
    hash: z.string().min(1),
    name: z.string(),
    brand: z.string(),
    category_id: z.number().int().positive(),
    /**
     * What the customer pays per unit in the showroom the request names: the wholesale price
     * plus the showroom's markup (at least 10 %, and 10 % without a showroom), by the pricing
     * rule checkout charges with, so a cart's total is the order's.
     */
    price: moneySchema,
    /** §9: default label Piece. */
    uom: unitOfMeasureSchema,
    /** Square feet per box for Box units (§9 price per square foot = price / box_sqft), else null. */
    box_sqft: z.number().positive().nullable(),
    image: mediaPathSchema,
    /**
     * The product's swatch (a square picture of its material or of the thing itself) for cards.
     * Absent from servers that predate pictures: show `image` then.
     */
    picture: pictureSchema.optional(),
  }),
);
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/public: the product page. */
export const productSchema = named(
  'Product',
  productSummarySchema.extend({
    sku: z.string(),
    description: z.string(),
    category_name: z.string(),
    category_slug: z.string().nullable(),
    images: z.array(mediaPathSchema).min(1),
    /**
     * The gallery: the swatch, a close-up and an in-room view, in that order. Absent from
     * servers that predate pictures: show `images` then.
     */
    pictures: z.array(pictureSchema).optional(),
    size: itemSizeSchema.nullable(),
    sizes: z.array(sizeSetSchema).min(1),
    vendor_id: z.number().int().positive(),
    in_stock: z.boolean(),
    /**
     * The product's minimum unit, named as the cart line's: the quantity box starts here and
     * disables minus here, and the cart refuses less. A server that predates it means 1 (§9).
     */
    min_qty: z.number().int().positive().default(1),
  }),
);
export type Product = z.infer<typeof productSchema>;
