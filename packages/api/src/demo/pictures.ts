import {
  type Category,
  type Picture,
  type Product,
  type ProductSummary,
  describePicture,
  pictureKeyPattern,
  pictureViewAspects,
  pictureViews,
  type PictureView,
} from '../contract/index.ts';
import { hashString } from './random.ts';

/**
 * Pictures in the demo world and the mocks: the same records and addresses (`/media/pictures/{key}/…`) the server
 * answers, so stories lay out `<picture>`s exactly as the app does. The mocks cannot run the
 * server's renderer (it needs native libvips in Node), so the files they serve are sized SVGs
 * in the picture's placeholder colour with a hint of its material: right size, right colour.
 * (This repository's Storybook answers these addresses with the renderer's real pictures.)
 */
const viewNames: Readonly<Record<PictureView, string>> = { swatch: 'swatch', closeup: 'close-up', room: 'in a room' };

/** A mock key names the product, so the mock's picture handler knows what to draw. */
export function mockPictureKey(productId: number): string {
  return `demo-${productId}`;
}

/** A muted colour per product (hue from its name), like a material's average colour. */
export function mockPlaceholder(name: string): string {
  const hash = hashString(name);
  const hue = hash % 360;
  const [r, g, b] = hslToRgb(hue / 360, 0.22, 0.55 + ((hash >>> 9) % 20) / 100);
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h * 12) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

export function mockPicture(product: Pick<ProductSummary, 'id' | 'name'>, view: PictureView): Picture {
  return describePicture(
    mockPictureKey(product.id),
    view,
    `${product.name}, ${viewNames[view]}`,
    mockPlaceholder(product.name),
  );
}

export function withSummaryPicture<T extends ProductSummary>(product: T): T {
  return { ...product, picture: mockPicture(product, 'swatch') };
}

export function withGallery(product: Product): Product {
  return {
    ...product,
    picture: mockPicture(product, 'swatch'),
    pictures: pictureViews.map((view) => mockPicture(product, view)),
  };
}

/** A category's picture: the swatch of its first product (its children's, for a home category). */
export function withCategoryPictures(categories: readonly Category[], products: readonly Product[]): Category[] {
  const firstIn = (ids: readonly number[]) => products.find((product) => ids.includes(product.category_id));
  const decorate = (category: Category): Category => {
    const product = firstIn([category.id, ...category.children.map((child) => child.id)]);
    return {
      ...category,
      picture: product ? { ...mockPicture(product, 'swatch'), alt: category.name } : null,
      children: category.children.map(decorate),
    };
  };
  return categories.map(decorate);
}

const mockPicturePath = /^\/media\/pictures\/([a-z0-9-]+)\/(swatch|closeup|room)-(\d{2,4})\.(avif|webp|jpg)$/;

/**
 * The SVG standing in for a picture address, or null when the address is not one. Sized like
 * the variant asked for, in the placeholder colour, with faint joints so a tile reads as laid.
 */
export function renderMockPicture(path: string, products: readonly Pick<Product, 'id' | 'name'>[]): string | null {
  const match = mockPicturePath.exec(path);
  if (!match || !pictureKeyPattern.test(match[1] ?? '')) return null;
  const id = Number((match[1] ?? '').replace(/^demo-/, ''));
  const product = products.find((candidate) => candidate.id === id);
  if (!product) return null;
  const view = match[2] as PictureView;
  const width = Number(match[3]);
  const height = Math.round(width * pictureViewAspects[view]);
  const colour = mockPlaceholder(product.name);
  // The drawing is the same at every width (one viewBox, strokes a pixel and a half on screen):
  // a browser may show any width it has cached for a srcset, and the picture must not change.
  const box = 120;
  const boxHeight = box * pictureViewAspects[view];
  const joints = [
    ...Array.from({ length: Math.floor(boxHeight / 10) }, (_, row) => `M0 ${row * 10}H${box}`),
    ...Array.from({ length: box / 20 }, (_, column) => `M${column * 20} 0V${boxHeight}`),
  ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${box} ${boxHeight}" preserveAspectRatio="none">`,
    `<rect width="${box}" height="${boxHeight}" fill="${colour}"/>`,
    `<path d="${joints}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5" vector-effect="non-scaling-stroke"/>`,
    `</svg>`,
  ].join('');
}
