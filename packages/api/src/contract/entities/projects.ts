import { z } from 'zod';
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

/** One line sent to sync_to_cart / sync_to_bulk_cart. */
export const cartLineInputSchema = named(
  'CartLineInput',
  z.object({
    product_id: z.number().int().positive(),
    size_id: z.number().int().positive().nullable().optional(),
    /** §5 quantity box: minimum unit 1. */
    quantity: z.number().int().min(1),
  }),
);

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
