import { z } from 'zod';
import { pictureSchema } from './pictures.ts';
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
import {
  MAX_CHECKLIST_TITLE_LENGTH,
  MAX_ROOM_FILE_NAME_LENGTH,
  ROOM_FILE_CHUNK_LENGTH,
  ROOM_FILE_MAX_CHUNKS,
} from '../projects.rules.ts';

// The limits, the room-file rule and the texts live without zod (a page importing them stays small).
export {
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_CHECKLIST_ITEMS_PER_REQUEST,
  MAX_CHECKLIST_TITLE_LENGTH,
  MAX_ROOM_FILE_NAME_LENGTH,
  projectShareMessage,
  projectToolMessages,
  ROOM_FILE_CHUNK_LENGTH,
  ROOM_FILE_MAX_CHUNKS,
  roomFileExtensions,
  roomFileRule,
  toRoomFileChunks,
} from '../projects.rules.ts';

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
    /** The product's swatch, for the line's picture. Absent from servers that predate pictures: show `image` then. */
    picture: pictureSchema.optional(),
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
    /** The author: the project's customer, its showroom's contractor (once shared) or a hired designer. */
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
    /**
     * The upload resized: AVIF, WebP and JPEG at `uploadPictureWidths` up to its own
     * width, turned upright and without its metadata (a phone photo's location stays private).
     * Null for a vector file (SVG, shown as it is) and the demo's files; absent from servers
     * that predate it: show `url` then.
     */
    picture: pictureSchema.nullable().optional(),
    /** Who uploaded it. */
    user_id: z.number().int().positive(),
    user_name: z.string(),
    created_at: timestampSchema,
  }),
);
export type RoomFile = z.infer<typeof roomFileSchema>;

/** The project a chat belongs to, for callers who cannot open the project itself (contractor, designer). */
export const projectChatProjectSchema = named(
  'ProjectChatProject',
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    owner_name: z.string(),
    showroom: vsdIdSchema.nullable(),
  }),
);

/** §3 chat: Project_chats and room_files (names as the spec spells them), oldest first. */
export const projectChatSchema = named(
  'ProjectChat',
  z.object({
    project: projectChatProjectSchema,
    Project_chats: z.array(projectChatMessageSchema),
    room_files: z.array(roomFileSchema),
  }),
);
export type ProjectChat = z.infer<typeof projectChatSchema>;

/**
 * A room file sent with a chat post (designed: §7 gives no payload; §5 gives the image rule):
 * its file name and its bytes in base64, cut into pieces by `toRoomFileChunks` (a
 * `data:…;base64,` prefix, as FileReader gives it, is allowed). The server checks the type by
 * the name and by the bytes, the size, and the minimum dimensions, with the messages of
 * `projectToolMessages`, under the field `file`.
 */
export const roomFileUploadSchema = named(
  'RoomFileUpload',
  z.object({
    name: z.string().trim().min(1).max(MAX_ROOM_FILE_NAME_LENGTH),
    data: z.array(z.string().min(1).max(ROOM_FILE_CHUNK_LENGTH)).min(1).max(ROOM_FILE_MAX_CHUNKS),
  }),
);

/** POST /api/projectChat: what the post made (a message, a room file, or both). */
export const projectChatPostSchema = named(
  'ProjectChatPost',
  z.object({ chat: projectChatMessageSchema.nullable(), room_file: roomFileSchema.nullable() }),
);
export type ProjectChatPost = z.infer<typeof projectChatPostSchema>;

/**
 * GET /api/project/share_to_contractor/{projectId}: the project is shared with its showroom's
 * owner (a Contractor, or a Designer who runs a showroom), who may then read it and chat on it.
 */
export const projectShareSchema = named(
  'ProjectShare',
  z.object({
    project_id: z.number().int().positive(),
    showroom: vsdIdSchema,
    company_name: z.string(),
    shared_at: timestampSchema,
  }),
);
export type ProjectShare = z.infer<typeof projectShareSchema>;

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

/** My Projects (GET /api/projectChecklist): each project with what its tools hold. */
export const projectOverviewSchema = named(
  'ProjectOverview',
  projectSchema.extend({
    /** The showroom's company, whom a share goes to; null without a showroom. */
    showroom_name: z.string().nullable(),
    /** When the project was shared with the showroom's contractor; null while it is not. */
    shared_at: timestampSchema.nullable(),
    checklist_total: z.number().int().nonnegative(),
    checklist_done: z.number().int().nonnegative(),
    hired_designers: z.number().int().nonnegative(),
  }),
);
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;

/** A new checklist entry (POST /api/projectChecklist). */
export const checklistItemInputSchema = named(
  'ChecklistItemInput',
  z.object({
    title: z.string().trim().min(1).max(MAX_CHECKLIST_TITLE_LENGTH),
    product_id: z.number().int().positive().optional(),
  }),
);
