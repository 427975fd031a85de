import { roundToCents, uomLabel } from '@showroom/domain';
import type { Product } from '@showroom/api';

/**
 * schema.org Product with its Offer, as search engines read it: name, pictures (absolute),
 * description, SKU, brand, and the price in USD with two decimals, per unit, with availability.
 */
export function productStructuredData(product: Product, pageUrl: string): Record<string, unknown> {
  const absolute = (path: string) => new URL(path, pageUrl).href;
  const price = roundToCents(product.price).toFixed(2);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.images.map(absolute),
    description: product.description,
    sku: product.sku,
    category: product.category_name,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price,
      priceCurrency: 'USD',
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'USD',
        unitText: uomLabel(product.uom),
      },
    },
  };
}

/** The meta description: what it is, its price per unit, and for a box what it covers. */
export function productDescription(product: Product, formattedPrice: string): string {
  const coverage =
    product.uom === 'Box' && product.box_sqft !== null ? ` Each box covers ${product.box_sqft} sq ft.` : '';
  return `${product.name} by ${product.brand}: ${formattedPrice} per ${uomLabel(product.uom)}.${coverage} ${product.description}`
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}
