import {
  createContext,
  useContext,
  useEffect,
  useMemo,
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
import { mergeRefs } from '../mergeRefs.ts';
import { handOver, isTriggerKey } from './handOver.ts';

export type SelectModule = typeof SelectComponent;

const selectModule = deferredModule<SelectModule>(() => import('../../components/Select/Select.tsx'));

/** Which loader DeferredSelect uses. Only stories replace it, to hold the list back. */
export const SelectModuleContext = createContext<DeferredModule<SelectModule>>(selectModule);

/** Loads the Radix select behind every DeferredSelect (stories preload it). */
export function loadSelectModule(): Promise<SelectModule> {
  return selectModule.load();
}

export interface DeferredSelectProps extends Omit<SelectProps, 'options'> {
  /**
   * The options, or a function that makes them. A function is called only when the whole list is
   * wanted (the Radix select rendering): a long list whose labels are costly to make (country
   * names from `Intl.DisplayNames`) then costs nothing while the page first renders.
   */
  options: readonly SelectOption[] | (() => readonly SelectOption[]);
  /** With lazy options: the chosen value's option for the closed picker, without the whole list. */
  optionFor?: (value: string) => SelectOption | undefined;
}

const allOptions = (options: DeferredSelectProps['options']) => (typeof options === 'function' ? options() : options);

/**
 * `Select` whose Radix part (~30 kB gzip with positioning and focus trapping) loads only when
 * wanted: until then a button of the same look, markup and roles stands in, showing the value.
 * Hovering or focusing it fetches Radix; using it swaps the Radix select in as soon as it has
 * arrived: a click (mouse, tap, a screen reader's activation) opens it, and the keys the Radix
 * trigger acts on are handed to it, so Radix types ahead, opens and chooses: the stand-in has no
 * behaviour of its own. Once loaded, a DeferredSelect that does not hold the focus renders Radix
 * straight away.
 */
export function DeferredSelect({ optionFor, ref, ...props }: DeferredSelectProps) {
  const module = useContext(SelectModuleContext);
  const loaded = useDeferredModule(module);
  // Tracked here so a value held before Radix loads carries over to it.
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue);
  // The stand-in was clicked (Radix opens on arrival) or got keys (`keys` waits for Radix).
  const [clicked, setClicked] = useState(false);
  const [pressed, setPressed] = useState(false);
  const keys = useRef<string[]>([]);
  const used = clicked || pressed;
  const [standInFocused, setStandInFocused] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const triggerRef = useMemo(() => mergeRefs(trigger, ref), [ref]);
  const mustLoad = props.open !== undefined || props.defaultOpen === true || used;
  // The focused stand-in is swapped only once it is used (focus then stays on the Radix
  // trigger or moves into the list), so a screen reader is not told about the same control twice.
  const radix = loaded !== undefined && (!standInFocused || used);

  useEffect(() => {
    if (mustLoad) prefetch(module);
  }, [mustLoad, module]);

  useEffect(() => {
    if (!radix || trigger.current === null) return;
    void handOver(trigger.current, keys.current.splice(0));
  }, [radix]);

  const value = props.value ?? uncontrolled;
  const setValue = (next: string) => {
    setUncontrolled(next);
    props.onValueChange?.(next);
  };

  if (radix) {
    return (
      <loaded.Select
        {...props}
        ref={triggerRef}
        options={allOptions(props.options)}
        value={value}
        defaultValue={undefined}
        defaultOpen={props.defaultOpen === true || clicked}
        onValueChange={setValue}
      />
    );
  }
  return (
    <StandInTrigger
      {...props}
      ref={ref}
      optionFor={optionFor}
      value={value}
      loading={used}
      onWant={() => prefetch(module)}
      onOpenAsked={() => {
        setClicked(true);
        props.onOpenChange?.(true);
      }}
      onKeyKept={(key) => {
        keys.current.push(key);
        setPressed(true);
      }}
      onCancel={() => {
        // The stand-in also loses the focus when Radix replaces it: only a blur while Radix is
        // still on its way cancels what was asked of it.
        if (module.current() !== undefined) return;
        if (clicked) props.onOpenChange?.(false);
        keys.current = [];
        setClicked(false);
        setPressed(false);
      }}
      onFocusChange={setStandInFocused}
    />
  );
}

interface StandInProps extends DeferredSelectProps {
  loading: boolean;
  onWant(): void;
  onOpenAsked(): void;
  onKeyKept(key: string): void;
  onCancel(): void;
  onFocusChange(focused: boolean): void;
}

/**
 * The closed Radix trigger, drawn without Radix (same classes, attributes and children). It does
 * nothing itself: it records what the person does for the Radix trigger that replaces it.
 */
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
  onWant,
  onOpenAsked,
  onKeyKept,
  onCancel,
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

  const chosen =
    value === undefined
      ? undefined
      : (optionFor?.(value) ?? allOptions(options).find((option) => option.value === value));
  const showsPlaceholder = value === undefined || value === '';
  let shown: ReactNode = placeholder;
  if (!showsPlaceholder) shown = chosen ? (renderValue ? renderValue(chosen) : chosen.label) : undefined;

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
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          triggerProps.onPointerDown?.(event);
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
          onCancel();
        }}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          triggerProps.onClick?.(event);
          if (event.defaultPrevented) return;
          // A click opens Radix's list whatever made it (mouse, touch, pen, a screen reader).
          event.currentTarget.focus();
          onOpenAsked();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          triggerProps.onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'Escape') onCancel();
          if (!isTriggerKey(event)) return;
          // Space and Enter would click the stand-in, arrows scroll the page: Radix decides instead.
          event.preventDefault();
          onKeyKept(event.key);
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
