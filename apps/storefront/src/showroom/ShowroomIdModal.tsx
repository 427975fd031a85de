import { lazy, Suspense, useLayoutEffect, useRef } from 'react';

// The dialog (Radix) loads when the modal first opens: the home page that offers it must stay light.
const ShowroomIdDialog = lazy(() =>
  import('./ShowroomIdDialog.tsx').then((module) => ({ default: module.ShowroomIdDialog })),
);

export interface ShowroomIdModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * §2 Home: "the modal with a Back to shopping link": the Showroom ID card in a dialog, opened
 * when a category or See All is chosen without an active showroom.
 */
export function ShowroomIdModal({ open, onOpenChange }: ShowroomIdModalProps) {
  useFocusReturn(open);
  if (!open) return <></>;
  return (
    <Suspense fallback={null}>
      <ShowroomIdDialog onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/**
 * Focus goes back to whatever opened the modal: the dialog is not opened by a Radix trigger
 * (the page decides when), so Radix has nothing to return focus to. Only when focus was lost
 * to the body: a navigation that closed the modal moves on.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own (passive) effect moves focus into it.
  useLayoutEffect(() => {
    if (!open) return undefined;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const element = opener.current;
      opener.current = null;
      // After the dialog has gone: only then is it known whether focus was lost.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if ((active === null || active === document.body) && element?.isConnected) element.focus();
      });
    };
  }, [open]);
}
