import {
  chooseInspiredDesigns,
  signatureProductOfEachBrand,
  homeCategoryNames,
  inspiredRoomLabels,
  isHomeCategoryName,
  type HomeCategoryName,
  type HomeShowcase,
} from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { productPictureColumns, type PictureCatalog, type ProductPictureRow } from '../media/pictureCatalog.ts';
import { offeredCategoryIds } from './catalogQueries.ts';

/**
 * The home page's pictures (§2) from a showroom's catalogue, or the whole catalogue without
 * one: each Inspired Designs room shows real products where they belong (the `room` view), each
 * home category the picture of a product it holds, and each brand by one of its products, up close.
 */
export async function homeShowcase(
  db: Kysely<Database>,
  shopId: number | null,
  pictures: PictureCatalog,
): Promise<HomeShowcase> {
  let query = db.selectFrom('products').select(productPictureColumns).orderBy('products.id');
  if (shopId !== null) query = query.where('products.category_id', 'in', offeredCategoryIds(db, shopId));
  const rows: { row: ProductPictureRow; home: HomeCategoryName }[] = [];
  const inShowroom = await query.execute();
  for (const row of inShowroom) {
    const home = pictures.subjectOf(row).topCategory;
    if (isHomeCategoryName(home)) rows.push({ row, home });
  }
  const chosen = chooseInspiredDesigns(rows, (entry) => entry.home);
  return {
    rooms: inspiredRoomLabels.map((label) => ({
      label,
      designs: chosen[label].map(({ row, home }) => ({
        title: row.name,
        product_hash: row.hash,
        category: home,
        picture: pictures.viewPicture(row, 'room'),
      })),
    })),
    categories: homeCategoryNames.map((name) => ({ name, picture: pictures.homeCategoryPicture(name) })),
    brands: signatureProductOfEachBrand(
      inShowroom,
      (row) => row.brand,
      (row) => row.category_id,
    ).map((row) => ({
      name: row.brand,
      title: row.name,
      product_hash: row.hash,
      picture: pictures.viewPicture(row, 'closeup'),
    })),
  };
}
