import type { Picture } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { describeGallery, describeProductPicture } from './pictureKeys.ts';
import type { PictureSubject } from './pictureSubject.ts';
import type { PictureView } from './pictureViews.ts';

/** The product columns a picture is made from (the rest of a subject is its categories' names). */
export interface ProductPictureRow {
  id: number;
  hash: string;
  name: string;
  brand: string;
  category_id: number;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
}

export const productPictureColumns = [
  'products.id',
  'products.hash',
  'products.name',
  'products.brand',
  'products.category_id',
  'products.width_size',
  'products.height_size',
  'products.length_size',
  'products.pattern',
] as const;

/**
 * What the API needs to describe pictures without painting them: category names (a subject's
 * family comes from them) and, per category, the product whose swatch stands for it. Read once
 * when the server starts: categories change only with the seed or a migration, and a product
 * added later still gets its pictures (its category is known); only a category's stand-in
 * stays the one chosen at start-up.
 */
export interface PictureCatalog {
  subjectOf(row: ProductPictureRow): PictureSubject;
  summaryPicture(row: ProductPictureRow): Picture;
  gallery(row: ProductPictureRow): Picture[];
  categoryPicture(categoryId: number, name: string): Picture | null;
  /** A home (top-level) category's picture by its name; null when there is no such category. */
  homeCategoryPicture(name: string): Picture | null;
  /** One view of a product (the home page shows products in their rooms). */
  viewPicture(row: ProductPictureRow, view: PictureView): Picture;
  /** A product's subject, read now (the picture route must see a renamed product's new key). */
  findSubject(productId: number): Promise<PictureSubject | null>;
  /** Every product's subject, for warming the cache. */
  allSubjects(): Promise<PictureSubject[]>;
}

export async function loadPictureCatalog(db: Kysely<Database>): Promise<PictureCatalog> {
  const categories = await db.selectFrom('categories').select(['id', 'name', 'parent_id']).execute();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const subjectOf = (row: ProductPictureRow): PictureSubject => {
    const leaf = byId.get(row.category_id);
    const top = leaf?.parent_id != null ? byId.get(leaf.parent_id) : leaf;
    return {
      id: row.id,
      hash: row.hash,
      name: row.name,
      brand: row.brand,
      category: leaf?.name ?? '',
      topCategory: top?.name ?? '',
      widthSize: row.width_size,
      lengthSize: row.length_size,
      heightSize: row.height_size,
      pattern: row.pattern,
    };
  };
  const products = () => db.selectFrom('products').select(productPictureColumns).orderBy('products.id');
  // The first product of each category (leaf or, through its children, top-level) stands for it.
  const standIns = new Map<number, PictureSubject>();
  for (const row of await products().execute()) {
    const subject = subjectOf(row);
    const leaf = byId.get(row.category_id);
    for (const id of [row.category_id, leaf?.parent_id]) if (id != null && !standIns.has(id)) standIns.set(id, subject);
  }
  function categoryPicture(categoryId: number, name: string): Picture | null {
    const subject = standIns.get(categoryId);
    return subject ? { ...describeProductPicture(subject, 'swatch'), alt: name } : null;
  }
  return {
    subjectOf,
    summaryPicture: (row) => describeProductPicture(subjectOf(row), 'swatch'),
    gallery: (row) => describeGallery(subjectOf(row)),
    categoryPicture,
    homeCategoryPicture(name) {
      const home = categories.find((category) => category.parent_id === null && category.name === name);
      return home ? categoryPicture(home.id, home.name) : null;
    },
    viewPicture: (row, view) => describeProductPicture(subjectOf(row), view),
    async findSubject(productId) {
      const row = await products().where('products.id', '=', productId).executeTakeFirst();
      return row ? subjectOf(row) : null;
    },
    async allSubjects() {
      return (await products().execute()).map(subjectOf);
    },
  };
}
