import type { InspiredDesign } from '@showroom/api/client';
import { Picture } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import * as styles from './sections.css.ts';

/** How wide a design is drawn: the sliders show 1.2, 2.2 and 3 at a time. */
const designPictureSizes = '(max-width: 768px) 80vw, (max-width: 1024px) 44vw, 25rem';

/**
 * One card of §2 "Inspired Designs": the product in its room, its name and its home category.
 * With a showroom the card opens the product; before one is chosen it asks for the showroom.
 */
export function InspiredDesignCard({
  design,
  showroom,
  onChoose,
}: {
  design: InspiredDesign;
  showroom: string | null;
  onChoose: () => void;
}) {
  const content = (
    <>
      <Picture className={styles.designImage} picture={design.picture} sizes={designPictureSizes} alt="" />
      <span className={styles.caption}>{design.title}</span>
      <span className={styles.designCategory}>{design.category}</span>
    </>
  );
  return showroom !== null ? (
    <PrefetchLink className={styles.design} to={`/product/${design.product_hash}`}>
      {content}
    </PrefetchLink>
  ) : (
    <button type="button" className={styles.design} onClick={onChoose}>
      {content}
    </button>
  );
}
