import { type DesignProduct, type FloorTemplate, type FloorTemplateData, chooseTemplateProducts } from '@showroom/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PictureCatalog } from '../media/pictureCatalog.ts';
import type { ShowroomPricing } from '../orders/showroomPrice.ts';
import { offeredCategoryIds, productSummaryColumns, toProductSummary } from './catalogQueries.ts';

type DesignRow = Awaited<ReturnType<typeof designRowsOf>>[number];

/** Every product a showroom sells, with what a design needs of it: its leaf category's name, size and minimum. */
function designRowsOf(db: Kysely<Database>, shopId: number) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .select([...productSummaryColumns, 'products.min_qty', 'categories.name as category_name'])
    .where('products.category_id', 'in', offeredCategoryIds(db, shopId))
    .orderBy('products.id')
    .execute();
}

function toDesignProduct(row: DesignRow, pricing: ShowroomPricing, pictures: PictureCatalog): DesignProduct {
  return {
    ...toProductSummary(row, pricing, pictures),
    category_name: row.category_name,
    size: {
      width_size: row.width_size,
      height_size: row.height_size,
      length_size: row.length_size,
      pattern: row.pattern,
    },
    min_qty: row.min_qty,
  };
}

/**
 * Templates with their slots filled from a showroom's catalogue (`chooseTemplateProducts`, the
 * rule the mocks use too), at the showroom's prices; empty slots without a showroom. One query
 * for the showroom's products, however many templates.
 */
export async function fillTemplates(
  db: Kysely<Database>,
  templates: readonly FloorTemplateData[],
  showroom: { shopId: number; pricing: ShowroomPricing } | null,
  pictures: PictureCatalog,
): Promise<FloorTemplate[]> {
  const rows = showroom ? await designRowsOf(db, showroom.shopId) : [];
  const candidates = rows.map((row) => ({ id: row.id, name: row.name, category: row.category_name, row }));
  return templates.map((template) => {
    const chosen = chooseTemplateProducts(template, candidates);
    return {
      ...template,
      slots: template.slots.map((slot) => {
        const pick = chosen.get(slot.slot);
        return {
          ...slot,
          categories: [...slot.categories],
          finishes: [...slot.finishes],
          product: pick && showroom ? toDesignProduct(pick.row, showroom.pricing, pictures) : null,
        };
      }),
    };
  });
}
