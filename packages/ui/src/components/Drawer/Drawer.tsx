import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { iconButton } from '../../internal/iconButton.css.ts';
import { modalOverlay } from '../../internal/modalOverlay.css.ts';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Drawer.css.ts';

export const drawerSides = ['left', 'right'] as const;
export const drawerTones = ['light', 'dark'] as const;
export type DrawerSide = (typeof drawerSides)[number];
export type DrawerTone = (typeof drawerTones)[number];

const contentClass = cva(styles.content, {
  variants: { side: styles.side, tone: styles.tone },
  defaultVariants: { side: 'left', tone: 'light' },
});

export interface DrawerProps {
  /** Required: names the panel for assistive technology (the mobile menu's is 'Menu'). */
  title: ReactNode;
  /** Element that opens the drawer (Radix `asChild`), e.g. the header's menu button. */
  trigger?: ReactNode;
  children?: ReactNode;
  side?: DrawerSide;
  tone?: DrawerTone;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  /** Non-modal drawers leave the page usable (no scrim, no focus trap). */
  modal?: boolean;
  /** Where the drawer is portalled; defaults to the nearest ThemeProvider. */
  container?: HTMLElement | null;
  closeButtonProps?: { [data: `data-${string}`]: string };
  contentProps?: Omit<DialogPrimitive.DialogContentProps, 'children'>;
}

/**
 * A panel that slides in from the edge of the window over a scrim: the mobile menu (left,
 * dark, titled 'Menu'), filters, a mini cart. Focus is trapped inside; Escape or the close
 * button closes it, and focus returns to the trigger.
 */
export function Drawer({
  title,
  trigger,
  children,
  side = 'left',
  tone = 'light',
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  modal = true,
  container,
  closeButtonProps,
  contentProps,
}: DrawerProps) {
  const { portalContainer } = useTheme();
  const { className, ...restContent } = contentProps ?? {};
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container ?? portalContainer ?? undefined}>
        <DialogPrimitive.Overlay className={modalOverlay} data-part="overlay" />
        <DialogPrimitive.Content
          className={[contentClass({ side, tone }), className].filter(Boolean).join(' ')}
          data-side={side}
          data-tone={tone}
          aria-describedby={undefined}
          {...restContent}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className={iconButton}
              aria-label={closeLabel}
              data-part="close"
              {...closeButtonProps}
            >
              <Icon name="close" />
            </DialogPrimitive.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding drawer when its child (a link, say) is activated. */
export function DrawerClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
