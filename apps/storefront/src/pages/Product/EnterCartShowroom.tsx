import type { Product } from '@showroom/api';
import { Button } from '@showroom/ui';
import { useState } from 'react';
import { productHref } from '../../features/product/productLinks.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { enterShowroom } from '../../showroom/showroomProfile.ts';
import { messageOf } from '../../state/loadable.ts';
import * as styles from './ProductPage.css.ts';

type Entering =
  { readonly kind: 'idle' } | { readonly kind: 'entering' } | { readonly kind: 'failed'; readonly message: string };

/**
 * An add refused because the cart is priced in another showroom offers what the refusal says to
 * do: enter that showroom. The product then opens there, at that showroom's price, and the
 * shopper adds it again seeing the price that will be charged (never added at a price not shown).
 */
export function EnterCartShowroom({ showroom, product }: { showroom: string; product: Product }) {
  const services = useServices();
  const [entering, setEntering] = useState<Entering>({ kind: 'idle' });

  const enter = () => {
    if (entering.kind === 'entering') return;
    setEntering({ kind: 'entering' });
    enterShowroom(services, showroom).then(
      (found) => {
        if (!found) {
          setEntering({
            kind: 'failed',
            message: 'it no longer exists. Check out or empty your cart to add products here.',
          });
          return;
        }
        services.router.navigate(productHref(product, showroom));
        // The page scrolls to its top with a new price: say why it changed.
        services.notify('info', `You are in showroom ${showroom} now: prices shown are this showroom's.`);
      },
      (error: unknown) => setEntering({ kind: 'failed', message: messageOf(error, 'Please try again.') }),
    );
  };

  return (
    <div className={styles.enterShowroom}>
      <Button variant="outline" loading={entering.kind === 'entering'} onClick={enter}>
        Enter showroom {showroom}
      </Button>
      <div role="status" className={styles.addingMessage}>
        {entering.kind === 'failed' ? (
          <p className={styles.failed}>
            Showroom {showroom} was not entered: {entering.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
