import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { useCallback, useState, type ReactNode } from 'react';
import { iconButton } from '../../internal/iconButton.css.ts';
import { modalOverlay } from '../../internal/modalOverlay.css.ts';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Dialog.css.ts';

export const dialogSizes = ['sm', 'md'] as const;
export type DialogSize = (typeof dialogSizes)[number];

const contentClass = cva(styles.content, { variants: { size: styles.size }, defaultVariants: { size: 'md' } });

export interface DialogProps {
  /** Required: it names the dialog for assistive technology. */
  title: ReactNode;
  /** A sentence under the title; announced with it when the dialog opens. */
  description?: ReactNode;
  /** Element that opens the dialog (rendered with Radix `asChild`), e.g. a Button. */
  trigger?: ReactNode;
  /** Actions under the body, right-aligned. Wrap a button in `DialogClose` to close with it. */
  footer?: ReactNode;
  children?: ReactNode;
  size?: DialogSize;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Hides the corner close button (Escape still closes); keep a close action in the footer. */
  hideCloseButton?: boolean;
  /** Where the dialog is portalled; defaults to the nearest ThemeProvider, so shop colours apply. */
  container?: HTMLElement | null;
  /**
   * Non-modal dialogs leave the page usable: no scrim, no focus trap. For side panels and
   * side-by-side previews; confirmations stay modal.
   */
  modal?: boolean;
  /** Extra attributes for the corner close button. */
  closeButtonProps?: Omit<DialogPrimitive.DialogCloseProps, 'children'> & { [data: `data-${string}`]: string };
  /** Extra attributes for the dialog element (e.g. `data-testid`). */
  contentProps?: Omit<DialogPrimitive.DialogContentProps, 'children'>;
}

/**
 * A modal dialog: scrim, title, optional description, close button, scrolling body and
 * footer actions. Focus is trapped inside and returns to the trigger; Escape closes it.
 */
export function Dialog({
  title,
  description,
  trigger,
  footer,
  children,
  size = 'md',
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  hideCloseButton = false,
  container,
  modal = true,
  closeButtonProps,
  contentProps,
}: DialogProps) {
  const { portalContainer } = useTheme();
  const [observeBody, bodyOverflows] = useOverflow();
  const { className, ...restContent } = contentProps ?? {};
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container ?? portalContainer ?? undefined}>
        <DialogPrimitive.Overlay className={modalOverlay} data-part="overlay" />
        <DialogPrimitive.Content
          className={[contentClass({ size }), className].filter(Boolean).join(' ')}
          data-size={size}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...restContent}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <DialogPrimitive.Close
                className={`${iconButton} ${styles.close}`}
                aria-label={closeLabel}
                data-part="close"
                {...closeButtonProps}
              >
                <Icon name="close" />
              </DialogPrimitive.Close>
            )}
          </div>
          {children ? (
            <div
              ref={observeBody}
              className={styles.body}
              data-part="body"
              // A body that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
              {...(bodyOverflows ? { tabIndex: 0, role: 'region', 'aria-label': 'Dialog content' } : {})}
            >
              {children}
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Whether an element's content overflows it, kept up to date as it resizes. */
function useOverflow(): [(element: HTMLDivElement | null) => (() => void) | undefined, boolean] {
  const [overflows, setOverflows] = useState(false);
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [observe, overflows];
}

/** Closes the surrounding dialog when its child (a Button, say) is activated. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
