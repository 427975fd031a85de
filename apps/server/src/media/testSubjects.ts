import { getDemoDataset } from '@showroom/api/demo';
import type { PictureSubject } from './pictureSubject.ts';

/** The demo catalogue's products as picture subjects, the way the server reads them from its database. */
export function demoSubjects(): PictureSubject[] {
  const { categories, products } = getDemoDataset();
  const names = new Map<number, { name: string; top: string }>();
  for (const top of categories) {
    names.set(top.id, { name: top.name, top: top.name });
    for (const child of top.children) names.set(child.id, { name: child.name, top: top.name });
  }
  return products.map((product) => ({
    id: product.id,
    hash: product.hash,
    name: product.name,
    brand: product.brand,
    category: names.get(product.category_id)?.name ?? '',
    topCategory: names.get(product.category_id)?.top ?? '',
    widthSize: product.size?.width_size ?? null,
    lengthSize: product.size?.length_size ?? null,
    heightSize: product.size?.height_size ?? null,
    pattern: product.size?.pattern ?? null,
  }));
}

/** The same product in another finish: the finish words of its name swapped. */
export function inFinish(subject: PictureSubject, from: string, to: string): PictureSubject {
  return { ...subject, name: subject.name.replace(from, to) };
}
