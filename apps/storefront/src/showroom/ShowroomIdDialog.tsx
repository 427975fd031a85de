import { Button, Dialog } from '@showroom/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ShowroomIdCard } from './ShowroomIdCard.tsx';
import * as styles from './ShowroomIdDialog.css.ts';

/** The open Showroom ID modal (its own chunk, see ShowroomIdModal). */
export function ShowroomIdDialog({ onOpenChange }: { onOpenChange(open: boolean): void }) {
  useCloseOnNavigation(() => onOpenChange(false));
  const body = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="sm"
      contentProps={{
        // The ID field, not the corner close button, is where someone who opened this wants to be.
        onOpenAutoFocus: (event) => {
          const field = body.current?.querySelector('input');
          if (!field) return;
          event.preventDefault();
          field.focus();
        },
      }}
      title="Choose a showroom"
      description="Products and prices come from the showroom of a contractor or designer."
      footer={
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Back to shopping
        </Button>
      }
    >
      <div ref={body} className={styles.body}>
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
