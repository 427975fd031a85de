import { Button, Dialog } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ShowroomIdCard } from './ShowroomIdCard.tsx';
import * as styles from './ShowroomIdDialog.css.ts';

/** The open Showroom ID modal (its own chunk, see ShowroomIdModal). */
export function ShowroomIdDialog({ onOpenChange }: { onOpenChange(open: boolean): void }) {
  useCloseOnNavigation(() => onOpenChange(false));
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="sm"
      title="Choose a showroom"
      description="Products, prices and delivery come from a contractor's or designer's showroom. Enter its Showroom ID to shop it."
      footer={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Back to shopping
        </Button>
      }
    >
      <div className={styles.body}>
        <ShowroomIdCard headingLevel={3} />
      </div>
    </Dialog>
  );
}

/** Next (and Continue Shopping) open the showroom page: the modal has done its job then. */
function useCloseOnNavigation(close: () => void) {
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (pathname !== openedAt.current) closeRef.current();
  }, [pathname]);
}
