// The root package does not depend on the workspace packages, so the modules are imported by path.
import type {
  HomeCategoryName,
  InspiredDesign,
  Picture,
  PictureFormat,
  ProductSummary,
} from '../packages/api/src/contract/index.ts';
import {
  isHomeCategoryName,
  pictureExtensions,
  pictureFormats,
  pictureMimeTypes,
} from '../packages/api/src/contract/index.ts';
import { getDemoDataset, toProductSummary } from '../packages/api/src/demo/index.ts';
import { describeProductPicture, pictureKey } from '../apps/server/src/media/pictureKeys.ts';
import type { PictureSubject } from '../apps/server/src/media/pictureSubject.ts';
import { heightFor } from '../apps/server/src/media/pictureViews.ts';
import type { PictureView } from '../apps/server/src/media/pictureViews.ts';
import { familyFor } from '../apps/server/src/media/renderPicture.ts';
import { demoSubjects } from '../apps/server/src/media/testSubjects.ts';
import { type Painting, paintedOnce } from './materialGallery.ts';

/**
 * The server renderer's own pictures in the storefront's picture components (issue 32): product
 * cards, the product page's gallery and category cards, for `Features/Product pictures`. Each
 * picture record is the server's (`describeProductPicture`: its alt text, placeholder colour and
 * span), with widths that are exactly the sizes the story lays the components out at, so
 * Chromium shows every picture 1:1 and the screenshots are the same on every run (see
 * storyPictures.ts for why the page stories use vector stand-ins instead).
 */
export interface StoryProductPictures {
  /** Product cards: the demo products of four families, each with its real swatch. */
  readonly cards: readonly ProductSummary[];
  /** The product page's gallery: one product's close-up, in-room view and swatch. */
  readonly gallery: { readonly name: string; readonly pictures: readonly Picture[] };
  /** Category cards: a category's picture is the in-room view of a product it holds. */
  readonly categories: readonly { readonly name: string; readonly picture: Picture }[];
  /** The home page's Inspired Designs cards: products in their rooms, with their home categories. */
  readonly designs: readonly InspiredDesign[];
}

/**
 * The widths the story shows each at: a card 18rem, the gallery 36rem with 80 px thumbnails, a
 * category card 20rem, an Inspired Designs card 25rem (its width on a desktop's slider).
 */
export const storyPictureWidths = { card: 288, gallery: 576, thumbnail: 80, category: 320, design: 400 } as const;

const CARD_FAMILIES = ['tile', 'plank', 'faucet', 'vanity'] as const;
const GALLERY_FAMILY = 'slab';
const CATEGORY_FAMILIES = ['subway', 'paver', 'tub', 'light'] as const;
/** A bathroom, a kitchen and an outdoor design, as the home page's room tabs have them. */
const DESIGN_FAMILIES = ['vanity', 'slab', 'paver'] as const;

let built: { data: StoryProductPictures; paintings: Map<string, Painting & { format: PictureFormat }> } | null = null;

function build() {
  const subjects = demoSubjects();
  const dataset = getDemoDataset();
  const products = new Map(dataset.products.map((product) => [product.id, product]));
  // A product's home category, as the home page's showcase finds it (the mocks' homeShowcaseOf).
  const homeCategoryOf = new Map<number, HomeCategoryName>();
  for (const home of dataset.categories) {
    if (!isHomeCategoryName(home.name)) continue;
    for (const id of [home.id, ...home.children.map((child) => child.id)]) homeCategoryOf.set(id, home.name);
  }
  const paintings = new Map<string, Painting & { format: PictureFormat }>();
  const ofFamily = (family: string) => {
    const subject = subjects.find((candidate) => familyFor(candidate) === family);
    if (!subject) throw new Error(`The demo catalogue has no ${family}.`);
    return subject;
  };
  /** The server's record of the picture, at the story's widths and addresses. */
  const picture = (subject: PictureSubject, view: PictureView, widths: readonly number[]): Picture => {
    const record = describeProductPicture(subject, view);
    const base = `/media/gallery/products/${pictureKey(subject)}/${view}`;
    const address = (width: number, format: PictureFormat) => `${base}-${width}.${pictureExtensions[format]}`;
    for (const width of widths) {
      for (const format of pictureFormats) paintings.set(address(width, format), { subject, view, width, format });
    }
    const largest = Math.max(...widths);
    return {
      ...record,
      width: largest,
      height: heightFor(view, largest),
      src: address(largest, 'jpeg'),
      widths: [...widths],
      sources: pictureFormats.map((format) => ({
        type: pictureMimeTypes[format],
        srcset: widths.map((width) => `${address(width, format)} ${width}w`).join(', '),
      })),
    };
  };
  const summary = (subject: PictureSubject): ProductSummary => {
    const product = products.get(subject.id);
    if (!product) throw new Error(`No demo product ${subject.id}.`);
    return { ...toProductSummary(product), picture: picture(subject, 'swatch', [storyPictureWidths.card]) };
  };
  const featured = ofFamily(GALLERY_FAMILY);
  const galleryWidths = [storyPictureWidths.thumbnail, storyPictureWidths.gallery];
  const data: StoryProductPictures = {
    cards: CARD_FAMILIES.map((family) => summary(ofFamily(family))),
    gallery: {
      name: featured.name,
      pictures: (['closeup', 'room', 'swatch'] as const).map((view) => picture(featured, view, galleryWidths)),
    },
    categories: CATEGORY_FAMILIES.map((family) => {
      const subject = ofFamily(family);
      return { name: subject.category, picture: picture(subject, 'room', [storyPictureWidths.category]) };
    }),
    designs: DESIGN_FAMILIES.map((family) => {
      const subject = ofFamily(family);
      const product = products.get(subject.id);
      const category = product ? homeCategoryOf.get(product.category_id) : undefined;
      if (!product || !category) throw new Error(`The demo ${family} is in no home category.`);
      return {
        title: product.name,
        product_hash: product.hash,
        category,
        picture: picture(subject, 'room', [storyPictureWidths.design]),
      };
    }),
  };
  return { data, paintings };
}

/** What `/media/gallery/products.json` answers. */
export function storyProductPictures(): StoryProductPictures {
  built ??= build();
  return built.data;
}

/** The bytes and type of a picture these stories show, painted and encoded once; null for any other address. */
export function storyProductPicture(path: string): { type: string; bytes: Promise<Buffer> } | null {
  built ??= build();
  const painting = built.paintings.get(path);
  return painting ? { type: pictureMimeTypes[painting.format], bytes: paintedOnce(path, painting) } : null;
}
