import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SearchCombobox.css.ts';

export interface SearchInputProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'type' | 'children'> {
  /** The field's name for screen readers and, unless `hideLabel`, on screen. */
  label: string;
  hideLabel?: boolean;
  /** Extra props of the `<label>` (a combobox gives its id). */
  labelProps?: ComponentPropsWithRef<'label'>;
  /** Drawn at the end of the box (a clear button). */
  endAdornment?: ReactNode;
  /** Class of the outer box (for layout); other props go to the `<input>`. */
  className?: string;
  /** Drawn under the box, inside the outer one (`SearchCombobox` hangs its popup here). */
  children?: ReactNode;
}

/**
 * A labelled search box without behaviour of its own: what a page renders before the
 * `SearchCombobox` code has arrived (it works in a plain `<form role="search">`), drawn exactly
 * as the combobox draws its field, so one replaces the other without anything moving.
 */
export function SearchInput({
  label,
  hideLabel = false,
  labelProps,
  endAdornment,
  className,
  id,
  children,
  ...rest
}: SearchInputProps) {
  const labelElement = (
    <label htmlFor={id} {...labelProps}>
      {label}
    </label>
  );
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {hideLabel ? <VisuallyHidden asChild>{labelElement}</VisuallyHidden> : labelElement}
      <div className={styles.shell}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="search" size="sm" />
        </span>
        <input id={id} type="search" enterKeyHint="search" autoComplete="off" className={styles.input} {...rest} />
        {endAdornment}
      </div>
      {children}
    </div>
  );
}
