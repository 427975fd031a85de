import { z } from 'zod';
import { named } from '../registry.ts';
import { shippingAddressSchema } from './account.ts';
import { mediaPathSchema, moneySchema, orderItemStatusSchema, timestampSchema, vsdIdSchema } from '../vocabulary.ts';

/** §3 order item, plus what the Order Items modal needs (name, image, owners). */
export const orderItemSchema = named(
  'OrderItem',
  z.object({
    id: z.number().int().positive(),
    order_id: z.number().int().positive(),
    product_id: z.number().int().positive(),
    product_name: z.string(),
    image: mediaPathSchema,
    qty: z.number().int().positive(),
    final_price: moneySchema,
    contractor_markup_amt: moneySchema,
    admin_profit_inclusive_tax: moneySchema,
    status: orderItemStatusSchema,
    status_date: timestampSchema,
    vendor_id: z.number().int().positive(),
    contractor_id: z.number().int().positive().nullable(),
  }),
);
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as the order list shows it (designed: the spec does not show the list). */
export const orderSchema = named(
  'Order',
  z.object({
    id: z.number().int().positive(),
    order_number: z.string(),
    user_id: z.number().int().positive(),
    customer_name: z.string(),
    showroom: vsdIdSchema.nullable(),
    items_count: z.number().int().nonnegative(),
    subtotal: moneySchema,
    shipping_charge: moneySchema,
    total: moneySchema,
    shipping_address: shippingAddressSchema,
    created_at: timestampSchema,
  }),
);
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders/{orderId}/items. */
export const orderWithItemsSchema = named(
  'OrderWithItems',
  z.object({ order: orderSchema, items: z.array(orderItemSchema) }),
);
