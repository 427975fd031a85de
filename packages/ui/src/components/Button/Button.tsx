import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import * as styles from './Button.css.ts';

export const buttonVariants = ['solid', 'outline', 'ghost', 'link'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const buttonClass = cva(styles.base, {
  variants: {
    variant: {
      solid: styles.solid,
      outline: styles.outline,
      ghost: styles.ghost,
      link: styles.link,
    },
    size: { sm: styles.sm, md: styles.md, lg: styles.lg },
    fullWidth: { true: styles.fullWidth, false: null },
  },
  defaultVariants: { variant: 'solid', size: 'md', fullWidth: false },
});

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy for assistive technology and ignores clicks. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** Icon before the label; decorative, hidden from assistive technology. */
  startIcon?: ReactNode;
  /** Icon after the label; decorative, hidden from assistive technology. */
  endIcon?: ReactNode;
  /** Renders the only child (a link, say) with the button's styles and behaviour. */
  asChild?: boolean;
}

export function Button({
  variant = 'solid',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled = false,
  startIcon,
  endIcon,
  asChild = false,
  type,
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const state = disabled ? 'disabled' : loading ? 'loading' : 'idle';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const startSlot = startIcon ? (
    <span className={styles.icon} aria-hidden="true">
      {startIcon}
    </span>
  ) : null;
  const endSlot = endIcon ? (
    <span className={styles.icon} aria-hidden="true">
      {endIcon}
    </span>
  ) : null;

  const sharedProps = {
    // A plain <button> inside a form must not submit by accident.
    type: asChild ? type : (type ?? 'button'),
    className: [buttonClass({ variant, size, fullWidth }), className].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-size': size,
    'data-state': state,
    disabled: asChild ? undefined : disabled,
    'aria-disabled': loading || (asChild && disabled) ? true : undefined,
    'aria-busy': loading || undefined,
    onClick: handleClick,
    ...rest,
  };

  if (loading && !asChild) {
    return (
      <Component {...sharedProps}>
        <span className={styles.hiddenContent}>
          {startSlot}
          {children}
          {endSlot}
        </span>
        <span className={styles.spinner} aria-hidden="true" data-part="spinner" />
      </Component>
    );
  }

  return (
    <Component {...sharedProps}>
      {startSlot}
      <Slottable>{children}</Slottable>
      {endSlot}
    </Component>
  );
}
