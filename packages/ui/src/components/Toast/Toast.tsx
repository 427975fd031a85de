import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { iconButton } from '../../internal/iconButton.css.ts';
import { useTheme } from '../../theme/ThemeProvider.tsx';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';
import { defaultToastStore, type ToastItem, type ToastStore, type ToastTone } from './Toast.store.ts';

const toneIcons: Record<ToastTone, IconName> = { error: 'error', warning: 'warning', success: 'success', info: 'info' };

export interface ToastProps {
  tone: ToastTone;
  message: string;
  title?: string | undefined;
  /** Milliseconds before it closes itself. */
  duration?: number | undefined;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  /** Extra attributes for the close button. */
  closeButtonProps?: { [data: `data-${string}`]: string };
  /** Extra attributes for the toast element (e.g. `data-force-state` in stories). */
  [data: `data-${string}`]: string | undefined;
}

/**
 * One notification. Errors and warnings interrupt a screen reader (assertive); success and
 * info wait their turn (polite). Render inside a `<Toaster />` (or Radix's provider).
 */
export function Toast({
  tone,
  message,
  title,
  duration,
  open,
  onOpenChange,
  closeLabel = 'Close',
  closeButtonProps,
  ...rest
}: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={`${styles.toast} ${styles.tone[tone]}`}
      type={tone === 'error' || tone === 'warning' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      onOpenChange={onOpenChange}
      data-tone={tone}
      {...rest}
    >
      <Icon name={toneIcons[tone]} className={styles.toneIcon[tone]} />
      <div className={styles.text}>
        {title ? <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title> : null}
        <ToastPrimitive.Description className={styles.message}>{message}</ToastPrimitive.Description>
      </div>
      <ToastPrimitive.Close
        className={`${iconButton} ${styles.close}`}
        aria-label={closeLabel}
        data-part="close"
        {...closeButtonProps}
      >
        <Icon name="close" size="sm" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToasterProps {
  /** The queue to show; defaults to the one the `toast` functions write to. */
  store?: ToastStore;
  /** Names the toast region for screen-reader landmark navigation ({hotkey} is F8). */
  label?: string;
}

/**
 * Shows the toast queue, stacked in the top-right corner (full width on phones), each closable
 * and gone after its duration. Mount it once, inside the ThemeProvider.
 */
export function Toaster({ store = defaultToastStore, label = 'Notifications ({hotkey})' }: ToasterProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { portalContainer } = useTheme();
  return (
    <ToastPrimitive.Provider swipeDirection="right" announcerContainer={portalContainer ?? undefined}>
      {items.map((item: ToastItem) => (
        <Toast
          key={item.id}
          tone={item.tone}
          message={item.message}
          title={item.title}
          duration={item.duration}
          open
          onOpenChange={(open) => {
            if (!open) store.dismiss(item.id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} label={label} />
    </ToastPrimitive.Provider>
  );
}
