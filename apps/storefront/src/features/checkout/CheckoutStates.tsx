import { Button, StateMessage } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { checkoutTexts } from './useCheckout.ts';

/** Where "back to the showroom" leads: the active showroom's catalogue, else home. */
export function useShowroomHome(): string {
  const showroom = useAppStore('showroom', (value) => value.active?.vsd_id ?? null);
  return showroom ? '/visualize/contractor/all' : '/';
}

/** Nothing to check out: says so, with the way back to the showroom. */
export function EmptyCheckout() {
  const home = useShowroomHome();
  return (
    <StateMessage
      tone="empty"
      icon="cart"
      title={checkoutTexts.emptyTitle}
      description={checkoutTexts.emptyDescription}
      action={
        <Button asChild>
          <PrefetchLink to={home}>Back to the showroom</PrefetchLink>
        </Button>
      }
    />
  );
}

/** The cart or the profile could not be loaded: the reason and Try again. */
export function CheckoutLoadError({ message, retry }: { message: string; retry(): void }) {
  return (
    <StateMessage
      tone="error"
      title={checkoutTexts.loadFailed}
      description={message}
      action={
        <Button variant="outline" onClick={retry}>
          Try again
        </Button>
      }
    />
  );
}
