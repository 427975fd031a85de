import { sizeInInches } from '@showroom/machines';
/**
 * What a picture is made from: a product's own attributes, nothing else. Two products with the
 * same attributes get the same picture; any attribute that changes the picture is here, and is
 * hashed into the picture's address (pictureKeys.ts).
 */
export interface PictureSubject {
  readonly id: number;
  readonly hash: string;
  readonly name: string;
  readonly brand: string;
  /** The product's own (leaf) category, e.g. 'Subway Tile'. */
  readonly category: string;
  /** Its top-level (home) category, e.g. 'Backsplash Tiles'. */
  readonly topCategory: string;
  readonly widthSize: string | null;
  readonly lengthSize: string | null;
  readonly heightSize: string | null;
  readonly pattern: string | null;
}

/** A §3 size such as '12 in', '3.5"', '2 ft' or '600 mm', in inches; null when absent or unreadable (the take-off's reading). */
export const inches = (size: string | null): number | null => sizeInInches(size);

/** All the words a family or finish can be recognised by, lower-case. */
export function subjectText(subject: PictureSubject): string {
  return `${subject.name} ${subject.category} ${subject.topCategory}`.toLowerCase();
}
