import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import type * as SelectComponent from '../../components/Select/Select.tsx';
import type { SelectOption, SelectProps } from '../../components/Select/Select.tsx';
import * as styles from '../../components/Select/Select.css.ts';
import { useFieldControl } from '../../components/Field/Field.context.ts';
import { Icon } from '../../components/Icon/Icon.tsx';
import { deferredModule, prefetch, useDeferredModule, type DeferredModule } from '../deferredModule.ts';
import { typeaheadMatch } from './typeahead.ts';

export type SelectModule = typeof SelectComponent;

const selectModule = deferredModule<SelectModule>(() => import('../../components/Select/Select.tsx'));

/** Which loader DeferredSelect uses. Only stories replace it, to hold the list back. */
export const SelectModuleContext = createContext<DeferredModule<SelectModule>>(selectModule);

/** Loads the Radix select behind every DeferredSelect (stories preload it). */
export function loadSelectModule(): Promise<SelectModule> {
  return selectModule.load();
}

/** The keys that open Radix Select's trigger. */
const openKeys = [' ', 'Enter', 'ArrowUp', 'ArrowDown'];
/** How long typed letters add up to one search, as in Radix Select. */
const TYPEAHEAD_RESET_MS = 1000;

export interface DeferredSelectProps extends Omit<SelectProps, 'options'> {
  /**
   * The options, or a function that makes them. A function is called only when the whole list is
   * wanted (typing ahead, or the Radix list rendering): a long list whose labels are costly to make
   * (country names from `Intl.DisplayNames`) then costs nothing while the page first renders.
   */
  options: readonly SelectOption[] | (() => readonly SelectOption[]);
  /** With lazy options: the chosen value's option for the closed picker, without the whole list. */
  optionFor?: (value: string) => SelectOption | undefined;
}

const allOptions = (options: DeferredSelectProps['options']) => (typeof options === 'function' ? options() : options);

/**
 * `Select` whose Radix part (the list, its positioning and focus trapping: ~30 kB gzip) loads
 * only when wanted: until then a trigger of the same look, markup and roles stands in. It is a
 * combobox button with the chosen value; typing a name picks the option as Radix's closed
 * trigger does; hovering or focusing it fetches the list, and opening it (click, tap, Enter,
 * Space, arrows, a screen reader's activation) shows the list as soon as it has arrived.
 * Once loaded, every DeferredSelect renders the Radix one straight away.
 */
export function DeferredSelect({ optionFor, ...props }: DeferredSelectProps) {
  const module = useContext(SelectModuleContext);
  const loaded = useDeferredModule(module);
  // Tracked here so a value picked before the list loads carries over to the Radix select.
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const [standInFocused, setStandInFocused] = useState(false);
  const mustLoad = props.open !== undefined || props.defaultOpen === true || openWhenLoaded;

  useEffect(() => {
    if (mustLoad) prefetch(module);
  }, [mustLoad, module]);

  const value = props.value ?? uncontrolled;
  const setValue = (next: string) => {
    setUncontrolled(next);
    props.onValueChange?.(next);
  };

  // The focused stand-in is swapped only when the person opens the list (focus then moves into
  // it) or leaves, so a screen reader is not told about the same control twice.
  if (loaded && (!standInFocused || openWhenLoaded)) {
    return (
      <loaded.Select
        {...props}
        options={allOptions(props.options)}
        value={value}
        defaultValue={undefined}
        defaultOpen={props.defaultOpen === true || openWhenLoaded}
        onValueChange={setValue}
      />
    );
  }
  return (
    <StandInTrigger
      {...props}
      optionFor={optionFor}
      value={value}
      onPick={setValue}
      loading={openWhenLoaded}
      onWant={() => prefetch(module)}
      onOpen={() => {
        setOpenWhenLoaded(true);
        props.onOpenChange?.(true);
      }}
      onCancelOpen={() => {
        // The stand-in also loses the focus when the Radix select replaces it (the list has
        // arrived): only a blur while the list is still on its way cancels the opening.
        if (module.current() !== undefined) return;
        if (openWhenLoaded) props.onOpenChange?.(false);
        setOpenWhenLoaded(false);
      }}
      onFocusChange={setStandInFocused}
    />
  );
}

interface StandInProps extends DeferredSelectProps {
  loading: boolean;
  onPick(value: string): void;
  onWant(): void;
  onOpen(): void;
  onCancelOpen(): void;
  onFocusChange(focused: boolean): void;
}

function optionText(option: SelectOption): string {
  return option.textValue ?? (typeof option.label === 'string' ? option.label : '');
}

/** The closed Radix trigger, rendered without Radix (same classes, attributes and children). */
function StandInTrigger({
  options,
  optionFor,
  value,
  placeholder,
  renderValue,
  size = 'md',
  invalid,
  name,
  id,
  disabled,
  required,
  className,
  loading,
  onPick,
  onWant,
  onOpen,
  onCancelOpen,
  onFocusChange,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-errormessage': errorMessage,
  // Props of the Radix root and list: they take effect once it has loaded.
  defaultValue: _defaultValue,
  onValueChange: _onValueChange,
  open: _open,
  defaultOpen: _defaultOpen,
  onOpenChange: _onOpenChange,
  container: _container,
  contentProps: _contentProps,
  ...triggerProps
}: StandInProps) {
  const control = useFieldControl({
    id,
    disabled,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    'aria-errormessage': errorMessage,
  });
  const search = useRef('');
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerType = useRef('touch');
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const chosen =
    value === undefined
      ? undefined
      : (optionFor?.(value) ?? allOptions(options).find((option) => option.value === value));
  const showsPlaceholder = value === undefined || value === '';
  let shown: ReactNode = placeholder;
  if (!showsPlaceholder) shown = chosen ? (renderValue ? renderValue(chosen) : chosen.label) : undefined;

  const typeahead = (key: string) => {
    search.current += key;
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => (search.current = ''), TYPEAHEAD_RESET_MS);
    const items = allOptions(options).map((option) => ({
      value: option.value,
      text: optionText(option),
      disabled: option.disabled,
    }));
    const next = typeaheadMatch(items, search.current, value);
    if (next) onPick(next.value);
  };
  const open = () => {
    search.current = '';
    onOpen();
  };

  return (
    <>
      <button
        type="button"
        // As Radix's closed trigger: aria-controls names the list only while it is shown (ARIA 1.2).
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- the list does not exist yet
        role="combobox"
        aria-expanded={false}
        aria-required={control.required || undefined}
        aria-autocomplete="none"
        aria-busy={loading || undefined}
        dir="ltr"
        data-state="closed"
        disabled={control.disabled}
        data-disabled={control.disabled ? '' : undefined}
        data-placeholder={showsPlaceholder ? '' : undefined}
        className={[styles.trigger, styles.triggerSize[size], className].filter(Boolean).join(' ')}
        data-size={size}
        id={control.id}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-errormessage={control['aria-errormessage']}
        {...triggerProps}
        onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
          triggerProps.onPointerEnter?.(event);
          onWant();
        }}
        onFocus={(event) => {
          triggerProps.onFocus?.(event);
          onFocusChange(true);
          onWant();
        }}
        onBlur={(event) => {
          triggerProps.onBlur?.(event);
          onFocusChange(false);
          onCancelOpen();
        }}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          triggerProps.onPointerDown?.(event);
          if (event.defaultPrevented) return;
          pointerType.current = event.pointerType;
          onWant();
          if (event.button === 0 && !event.ctrlKey && event.pointerType === 'mouse') open();
        }}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          triggerProps.onClick?.(event);
          if (event.defaultPrevented) return;
          event.currentTarget.focus();
          // Touch, pen and a screen reader's activation (a click with no pointer) open on click.
          if (pointerType.current !== 'mouse') open();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          triggerProps.onKeyDown?.(event);
          if (event.defaultPrevented) return;
          const typingAhead = search.current !== '';
          if (!event.ctrlKey && !event.altKey && !event.metaKey && event.key.length === 1) typeahead(event.key);
          if (typingAhead && event.key === ' ') return;
          if (event.key === 'Escape') onCancelOpen();
          if (openKeys.includes(event.key)) {
            event.preventDefault();
            open();
          }
        }}
      >
        <span className={styles.value}>
          <span style={{ pointerEvents: 'none' }}>{shown}</span>
        </span>
        <span aria-hidden className={styles.chevron}>
          <Icon name="chevron-down" size="sm" />
        </span>
      </button>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} disabled={control.disabled} />}
    </>
  );
}
