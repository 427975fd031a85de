import { z } from 'zod';
import { MAX_CART_LINE_QUANTITY } from '../cart.rules.ts';
import { named } from '../registry.ts';
import {
  idParamSchema,
  mediaPathSchema,
  moneySchema,
  timestampSchema,
  unitOfMeasureSchema,
  vsdIdSchema,
} from '../vocabulary.ts';

/** §3 project extra_info: free-form design data the visualizer keeps. */
export const extraInfoSchema = named('ProjectExtraInfo', z.record(z.string(), z.unknown()));

/** §3 project. */
export const projectSchema = named(
  'Project',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    showroom: vsdIdSchema.nullable(),
    extra_info: extraInfoSchema.nullable(),
    total_items: z.number().int().nonnegative(),
    created_at: timestampSchema,
  }),
);
export type Project = z.infer<typeof projectSchema>;

/** §3 the saved design item (`my_item`) a project is created from. */
export const savedItemSchema = named(
  'SavedItem',
  z.object({
    showroom: vsdIdSchema.nullable().optional(),
    floorplan: z.string().nullable().optional(),
    floorTemplate: z.string().nullable().optional(),
    project: z.union([z.number(), z.string()]).nullable().optional(),
  }),
);

/** §3 project cart line ("Project_tans, each with qty") = one quantity box (size_id, quantity, amount). */
export const cartLineSchema = named(
  'CartLine',
  z.object({
    id: z.number().int().positive(),
    product_id: z.number().int().positive(),
    product_hash: z.string(),
    product_name: z.string(),
    image: mediaPathSchema,
    size_id: z.number().int().positive().nullable(),
    qty: z.number().int().positive(),
    price: moneySchema,
    uom: unitOfMeasureSchema,
    box_sqft: z.number().positive().nullable(),
    amount: moneySchema,
  }),
);
export type CartLine = z.infer<typeof cartLineSchema>;

/** §3 cart: cart_id and temp_project_id are what the browser stores. */
export const cartSchema = named(
  'Cart',
  z.object({
    cart_id: z.string().min(1),
    temp_project_id: z.number().int().positive().nullable(),
    project_id: z.number().int().positive().nullable(),
    showroom: vsdIdSchema.nullable(),
    Project_tans: z.array(cartLineSchema),
    /** The header badge: sum of the lines' quantities (§2). */
    total_qty: z.number().int().nonnegative(),
    subtotal: moneySchema,
  }),
);
export type Cart = z.infer<typeof cartSchema>;

/**
 * A cart line as the cart endpoints answer it: the §3 line plus what the cart page shows and
 * groups by. `price` is the unit price and `amount` the line total, both the server's own
 * (a price a client sends is ignored).
 */
export const shoppingCartLineSchema = named(
  'ShoppingCartLine',
  cartLineSchema.extend({
    size_label: z.string().nullable(),
    vendor_id: z.number().int().positive(),
    vendor_name: z.string(),
    /** The product's minimum unit (§5 quantity box: minus disabled here; 1 unless the product says more). */
    min_qty: z.number().int().positive(),
    max_qty: z.number().int().positive(),
    in_stock: z.boolean(),
  }),
);
export type ShoppingCartLine = z.infer<typeof shoppingCartLineSchema>;

/** One vendor's part of the cart: each vendor ships its own items (cart.rules.ts). */
export const cartVendorSchema = named(
  'CartVendor',
  z.object({
    vendor_id: z.number().int().positive(),
    vendor_name: z.string(),
    /** Its lines, in the cart's order. */
    line_ids: z.array(z.number().int().positive()),
    total_qty: z.number().int().nonnegative(),
    subtotal: moneySchema,
    shipping_charge: moneySchema,
    /** How much more from this vendor makes its delivery free (0 when it already is). */
    free_delivery_remaining: moneySchema,
  }),
);
export type CartVendor = z.infer<typeof cartVendorSchema>;

/**
 * The cart as every cart endpoint answers it: enough to render the cart page from one
 * response (lines, the vendors they group into, totals). `cart_id` is the cart's secret
 * handle: a guest's cart is read and changed with it alone, so it is long and random.
 */
export const shoppingCartSchema = named(
  'ShoppingCart',
  cartSchema.extend({
    Project_tans: z.array(shoppingCartLineSchema),
    vendors: z.array(cartVendorSchema),
    /** The shipping rule's charge for these lines (cart.rules.ts); shipping is US-only. */
    shipping_charge: moneySchema,
    /** subtotal + shipping_charge. */
    total: moneySchema,
  }),
);
export type ShoppingCart = z.infer<typeof shoppingCartSchema>;

/** One line sent to sync_to_cart / sync_to_bulk_cart / update_project_cart. */
export const cartLineInputSchema = named(
  'CartLineInput',
  z.object({
    product_id: z.number().int().positive(),
    size_id: z.number().int().positive().nullable().optional(),
    /** Whole units from the product's minimum unit (§5, §9: 1) up to MAX_CART_LINE_QUANTITY. */
    quantity: z.number().int().min(1).max(MAX_CART_LINE_QUANTITY),
  }),
);

/** A guest cart's handle as the browser keeps it (§3 cart_id). */
export const cartIdSchema = z.string().min(1).max(200);

/** §3 checklist entry. */
export const checklistItemSchema = named(
  'ChecklistItem',
  z.object({
    id: z.number().int().positive(),
    project_id: z.number().int().positive(),
    title: z.string(),
    product_id: z.number().int().positive().nullable(),
    is_done: z.boolean(),
    created_at: timestampSchema,
  }),
);
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** POST /api/projectChecklist: whether items were appended, and the project's checklist. */
export const checklistResultSchema = named(
  'ChecklistResult',
  z.object({ append_items: z.boolean(), project_checklist: z.array(checklistItemSchema) }),
);

export const projectChatMessageSchema = named(
  'ProjectChatMessage',
  z.object({
    id: z.number().int().positive(),
    project_id: z.number().int().positive(),
    user_id: z.number().int().positive(),
    user_name: z.string(),
    message: z.string(),
    created_at: timestampSchema,
  }),
);
export type ProjectChatMessage = z.infer<typeof projectChatMessageSchema>;

export const roomFileSchema = named(
  'RoomFile',
  z.object({
    id: z.number().int().positive(),
    project_id: z.number().int().positive(),
    name: z.string(),
    url: mediaPathSchema,
    created_at: timestampSchema,
  }),
);
export type RoomFile = z.infer<typeof roomFileSchema>;

/** §3 chat: Project_chats and room_files (names as the spec spells them). */
export const projectChatSchema = named(
  'ProjectChat',
  z.object({ Project_chats: z.array(projectChatMessageSchema), room_files: z.array(roomFileSchema) }),
);

/** §3 "designers list from hiring". */
export const designerSchema = named(
  'Designer',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    company_name: z.string(),
    city: z.string(),
    rating: z.number().min(0).max(5),
    image: mediaPathSchema,
    hired: z.boolean(),
  }),
);
export type Designer = z.infer<typeof designerSchema>;

export const projectIdParamsSchema = z.object({ projectId: idParamSchema });
