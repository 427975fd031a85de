import { z } from 'zod';
import { named } from '../registry.ts';
import { INSPIRED_DESIGNS_PER_ROOM, inspiredRoomLabels } from '../homeShowcase.rules.ts';
import { homeCategoryNames } from '../vocabularyLists.ts';
import { pictureSchema } from './pictures.ts';

export const inspiredDesignSchema = named(
  'InspiredDesign',
  z.object({
    /** The product's name: what the picture shows. */
    title: z.string(),
    /** Its product page is /product/{product_hash}. */
    product_hash: z.string().min(1),
    /** The home category it belongs to. */
    category: z.enum(homeCategoryNames),
    /** The product in its room (the `room` view). */
    picture: pictureSchema,
  }),
);
export type InspiredDesign = z.infer<typeof inspiredDesignSchema>;

export const inspiredRoomSchema = named(
  'InspiredRoom',
  z.object({
    label: z.enum(inspiredRoomLabels),
    /** Up to 7; fewer (even none) when the showroom sells little for this room. */
    designs: z.array(inspiredDesignSchema).max(INSPIRED_DESIGNS_PER_ROOM),
  }),
);
export type InspiredRoom = z.infer<typeof inspiredRoomSchema>;

export const homeCategoryPictureSchema = named(
  'HomeCategoryPicture',
  z.object({
    name: z.enum(homeCategoryNames),
    /** The swatch of a product of the category; null when the catalogue has none. */
    picture: pictureSchema.nullable(),
  }),
);
export type HomeCategoryPicture = z.infer<typeof homeCategoryPictureSchema>;

export const homeBrandSchema = named(
  'HomeBrand',
  z.object({
    /** The brand, as its products name it. */
    name: z.string().min(1),
    /** The product shown: its name and its page, /product/{product_hash}. */
    title: z.string(),
    product_hash: z.string().min(1),
    /** The product up close (the `closeup` view): the brand shown by what it makes. */
    picture: pictureSchema,
  }),
);
export type HomeBrand = z.infer<typeof homeBrandSchema>;

/**
 * The home page's pictures (§2): the Inspired Designs rooms, the Shop by category cards and the
 * brand partners' row.
 */
export const homeShowcaseSchema = named(
  'HomeShowcase',
  z.object({
    /** The four rooms, in the spec's order. */
    rooms: z.array(inspiredRoomSchema).length(inspiredRoomLabels.length),
    /** The 21 home categories, in the spec's order. */
    categories: z.array(homeCategoryPictureSchema).length(homeCategoryNames.length),
    /** Each brand of the catalogue, in its order, by one of its products, as many materials as it can. */
    brands: z.array(homeBrandSchema),
  }),
);
export type HomeShowcase = z.infer<typeof homeShowcaseSchema>;
