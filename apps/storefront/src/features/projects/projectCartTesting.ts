import type { ShoppingCart, ShoppingCartLine } from '@showroom/api';

/** A project cart line for tests: product `productId`, size `sizeId`, `qty` at `price`. (Tests only.) */
export function testLine(
  id: number,
  productId: number,
  sizeId: number | null,
  qty: number,
  price = 10,
  extra: Partial<ShoppingCartLine> = {},
): ShoppingCartLine {
  return {
    id,
    product_id: productId,
    product_hash: `p${productId}`,
    product_name: `Product ${productId}`,
    image: `/media/p${productId}.svg`,
    size_id: sizeId,
    size_label: sizeId === null ? null : `Size ${sizeId}`,
    qty,
    price,
    uom: 'Box',
    box_sqft: null,
    amount: Math.round(price * qty * 100) / 100,
    vendor_id: 1,
    vendor_name: 'Vendor',
    min_qty: 1,
    max_qty: 99,
    in_stock: true,
    ...extra,
  };
}

/** A project cart of `lines` with the server's totals (shipping 0). (Tests only.) */
export function testCart(lines: readonly ShoppingCartLine[], extra: Partial<ShoppingCart> = {}): ShoppingCart {
  const subtotal = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
  return {
    cart_id: 'project-cart-1',
    temp_project_id: null,
    project_id: 1,
    showroom: 'DEMO0001',
    Project_tans: [...lines],
    vendors: [],
    total_qty: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal,
    shipping_charge: 0,
    total: subtotal,
    ...extra,
  };
}
