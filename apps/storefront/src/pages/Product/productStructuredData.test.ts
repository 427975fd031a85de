import type { Product } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import { productDescription, productStructuredData } from './productStructuredData.ts';

const tile: Product = {
  id: 1001,
  hash: 'abc123def456',
  name: 'Coastal Matte Porcelain Tile',
  brand: 'Daltile',
  category_id: 101,
  price: 45.9,
  uom: 'Box',
  box_sqft: 15,
  image: '/media/products/tile.svg',
  sku: 'TIL-1001',
  description: 'Sold by the box; each box covers 15 sq ft.',
  category_name: 'Porcelain Tile',
  category_slug: 'porcelain-tile',
  images: ['/media/products/tile.svg', '/media/products/tile-2.svg'],
  size: { width_size: '12 in', height_size: null, length_size: '24 in', pattern: 'Straight' },
  sizes: [{ id: 10011, label: 'Box of 15 sq ft', price: 45.9, box_sqft: 15 }],
  vendor_id: 3,
  in_stock: true,
  min_qty: 1,
};

describe('product structured data (JSON-LD Product with offer)', () => {
  it('describes the product and its offer in USD with two decimals, per unit', () => {
    const data = productStructuredData(tile, 'https://shop.example/product/abc123def456/DEMO0001');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Coastal Matte Porcelain Tile',
      sku: 'TIL-1001',
      brand: { '@type': 'Brand', name: 'Daltile' },
      image: ['https://shop.example/media/products/tile.svg', 'https://shop.example/media/products/tile-2.svg'],
      offers: {
        '@type': 'Offer',
        price: '45.90',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/abc123def456/DEMO0001',
        priceSpecification: { unitText: 'Box', price: '45.90' },
      },
    });
  });

  it("says out of stock, and 'Piece' for a product without a unit", () => {
    const data = productStructuredData({ ...tile, in_stock: false, uom: null as never }, 'https://shop.example/p');
    expect(data['offers']).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
      priceSpecification: { unitText: 'Piece' },
    });
  });

  it('writes a meta description with the price per unit and the box coverage', () => {
    expect(productDescription(tile, '$45.90')).toBe(
      'Coastal Matte Porcelain Tile by Daltile: $45.90 per Box. Each box covers 15 sq ft. Sold by the box; each box covers 15 sq ft.',
    );
    expect(
      productDescription({ ...tile, uom: 'Piece', box_sqft: null, description: 'x'.repeat(400) }, '$1.00'),
    ).toHaveLength(300);
  });
});
