import { MAX_CART_LINE_QUANTITY, type ShoppingCart, type ShoppingCartLine, vendorShipping } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PictureCatalog } from '../media/pictureCatalog.ts';
import { type ShowroomPricing, cartPricing, customerUnitCents } from '../orders/showroomPrice.ts';
import type { CartRow } from './cartAccess.ts';

const dollars = (cents: number) => cents / 100;

/**
 * The lines of a cart with everything the cart page shows, priced from the catalogue now at
 * what the customer pays in the cart's showroom (orders/showroomPrice.ts): the same unit price
 * checkout charges, so line totals, vendor subtotals, the free-delivery threshold and the total
 * are the order's.
 */
export async function cartLines(db: Kysely<Database>, cartId: number, pricing: ShowroomPricing) {
  const rows = await db
    .selectFrom('cart_items as ci')
    .innerJoin('products as p', 'p.id', 'ci.product_id')
    .leftJoin('size_sets as s', 's.id', 'ci.size_id')
    .leftJoin('users as v', 'v.id', 'p.vendor_id')
    .select([
      'ci.id',
      'ci.product_id',
      'ci.size_id',
      'ci.qty',
      'p.hash',
      'p.name',
      'p.image',
      'p.brand',
      'p.category_id',
      'p.width_size',
      'p.height_size',
      'p.length_size',
      'p.pattern',
      'p.uom',
      'p.box_sqft',
      'p.price_cents',
      'p.min_qty',
      'p.in_stock',
      'p.vendor_id',
      's.label as size_label',
      's.price_cents as size_price_cents',
      's.box_sqft as size_box_sqft',
      'v.first_name as vendor_first_name',
      'v.last_name as vendor_last_name',
    ])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.id')
    .execute();
  return rows.map((row) => {
    const unitCents = customerUnitCents(row.size_price_cents ?? row.price_cents, pricing);
    return {
      id: row.id,
      productId: row.product_id,
      sizeId: row.size_id,
      qty: row.qty,
      hash: row.hash,
      name: row.name,
      image: row.image,
      /** What the product's pictures are made from. */
      pictureRow: {
        id: row.product_id,
        hash: row.hash,
        name: row.name,
        brand: row.brand,
        category_id: row.category_id,
        width_size: row.width_size,
        height_size: row.height_size,
        length_size: row.length_size,
        pattern: row.pattern,
      },
      uom: row.uom,
      boxSqft: row.size_box_sqft ?? row.box_sqft,
      sizeLabel: row.size_label,
      unitCents,
      lineTotalCents: unitCents * row.qty,
      minQty: row.min_qty,
      inStock: row.in_stock === 1,
      vendorId: row.vendor_id,
      vendorName: `${row.vendor_first_name ?? ''} ${row.vendor_last_name ?? ''}`.trim() || `Vendor ${row.vendor_id}`,
    };
  });
}
export type PricedCartLine = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * The showroom a cart is priced in, whoever looks at it: the same rule checkout applies (orders/showroomPrice.ts `cartPricing`).
 */
export function pricingOfCart(db: Kysely<Database>, cart: Pick<CartRow, 'shop_id'>) {
  return cartPricing(db, cart.shop_id);
}

/** The cart as every cart endpoint answers it (contract: ShoppingCart), each line with its product's swatch. */
export async function cartView(db: Kysely<Database>, cart: CartRow, pictures: PictureCatalog): Promise<ShoppingCart> {
  const lines = await cartLines(db, cart.id, await pricingOfCart(db, cart));
  const shipping = vendorShipping(lines);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const shippingCents = shipping.reduce((sum, vendor) => sum + vendor.chargeCents, 0);
  const nameOf = new Map(lines.map((line) => [line.vendorId, line.vendorName]));
  return {
    cart_id: cart.public_id,
    temp_project_id: cart.temp_project_id,
    project_id: cart.project_id,
    showroom: cart.showroom,
    Project_tans: lines.map((line): ShoppingCartLine => ({
      id: line.id,
      product_id: line.productId,
      product_hash: line.hash,
      product_name: line.name,
      image: line.image,
      picture: pictures.summaryPicture(line.pictureRow),
      size_id: line.sizeId,
      size_label: line.sizeLabel,
      qty: line.qty,
      price: dollars(line.unitCents),
      uom: line.uom === 'Box' ? 'Box' : 'Piece',
      box_sqft: line.boxSqft,
      amount: dollars(line.lineTotalCents),
      vendor_id: line.vendorId,
      vendor_name: line.vendorName,
      min_qty: line.minQty,
      max_qty: MAX_CART_LINE_QUANTITY,
      in_stock: line.inStock,
    })),
    vendors: shipping.map((vendor) => {
      const own = lines.filter((line) => line.vendorId === vendor.vendorId);
      return {
        vendor_id: vendor.vendorId,
        vendor_name: nameOf.get(vendor.vendorId) ?? `Vendor ${vendor.vendorId}`,
        line_ids: own.map((line) => line.id),
        total_qty: own.reduce((sum, line) => sum + line.qty, 0),
        subtotal: dollars(vendor.subtotalCents),
        shipping_charge: dollars(vendor.chargeCents),
        free_delivery_remaining: dollars(vendor.toFreeDeliveryCents),
      };
    }),
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal: dollars(subtotalCents),
    shipping_charge: dollars(shippingCents),
    total: dollars(subtotalCents + shippingCents),
  };
}
