import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useCallback,
  useEffect,
  useRef,
  type FocusEvent as ReactFocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { assignRef } from '../../internal/mergeRefs.ts';
import * as styles from './SearchCombobox.css.ts';
import { SearchInput } from './SearchInput.tsx';

/** What the suggestions are doing: the caller's answer for the text in the box. */
export const searchComboboxStatuses = ['idle', 'loading', 'ready', 'error'] as const;
export type SearchComboboxStatus = (typeof searchComboboxStatuses)[number];

export interface SearchComboboxOptionState {
  /** The option the arrow keys (or the pointer) are on: Enter chooses it. */
  readonly active: boolean;
}

export interface SearchComboboxProps<Item> {
  /** The field's accessible name ('Search products'); on screen unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** The input's name, so the text is sent when the form around it is (`q`). */
  name?: string;
  placeholder?: string;
  id?: string;
  /** The text in the box (controlled). */
  inputValue: string;
  onInputValueChange: (value: string) => void;
  /** The suggestions for the text; options of the listbox, drawn by `renderOption`. */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The option's name as read out and as typed-ahead text (a product's name). */
  itemToString: (item: Item) => string;
  renderOption: (item: Item, state: SearchComboboxOptionState) => ReactNode;
  /** Enter or a click on an option. Enter on the text itself submits the form around the box. */
  onSelect: (item: Item) => void;
  /** `idle`: nothing asked (too short); `loading`; `ready` (no items: the empty row); `error`. */
  status: SearchComboboxStatus;
  loadingText?: string;
  emptyText?: ReactNode;
  errorText?: ReactNode;
  /** Shown with the error row as a 'Try again' button; the popup stays open for the new answer. */
  onRetry?: () => void;
  /** A line above the options ('Did you mean tile?'). */
  notice?: ReactNode;
  /** A line under the options ('See all results'). */
  footer?: ReactNode;
  /** What a screen reader hears when the suggestions change (defaults from the state). */
  announcement?: string;
  /** The popup in the page's flow instead of over it (in a drawer, where a floating card would be cut off). */
  inlinePopup?: boolean;
  /** Opens with the popup shown (it also takes the focus, as downshift does). */
  initialIsOpen?: boolean;
  /** Holds the popup open or closed whatever happens (a state matrix showing several at once). */
  isOpen?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A search box with suggestions as you type, on the WAI-ARIA 1.2 combobox pattern (downshift's
 * `useCombobox`): the input is the `combobox`, the options a `listbox` it controls, the active
 * option named by `aria-activedescendant` while focus stays in the box. Up and Down move, Enter
 * chooses the active option (or, with none, submits the form the box is in), Escape closes the
 * popup and a second Escape clears the text. Loading, empty and error rows sit beside the listbox
 * (they are not options) and are announced in a polite live region.
 */
export function SearchCombobox<Item>({
  label,
  hideLabel,
  name,
  placeholder,
  id,
  inputValue,
  onInputValueChange,
  items,
  itemKey,
  itemToString,
  renderOption,
  onSelect,
  status,
  loadingText = 'Loading suggestions…',
  emptyText = 'No suggestions.',
  errorText = 'Suggestions could not be loaded.',
  onRetry,
  notice,
  footer,
  announcement,
  inlinePopup = false,
  initialIsOpen = false,
  isOpen: heldOpen,
  inputRef,
  className,
}: SearchComboboxProps<Item>) {
  const popupRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  // A callback, not a ref object: downshift's prop getter merges it with its own ref.
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      ownInputRef.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );
  const combobox = useCombobox<Item>({
    ...(id ? { inputId: id } : {}),
    items: items as Item[],
    itemToString: (item) => (item ? itemToString(item) : ''),
    itemToKey: (item) => (item ? itemKey(item) : item),
    inputValue,
    initialIsOpen,
    ...(heldOpen === undefined ? {} : { isOpen: heldOpen }),
    // Nothing stays selected: choosing an option opens it elsewhere, and the box keeps what was typed.
    selectedItem: null,
    stateReducer: keepTypedText,
    onInputValueChange: ({ inputValue: next }) => onInputValueChange(next),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelect(selectedItem);
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, openMenu } = combobox;

  const hasText = inputValue.trim().length > 0;
  const showStatus = status !== 'idle' && !(status === 'ready' && items.length > 0);
  const popupShown = isOpen && hasText && (items.length > 0 || showStatus || Boolean(notice));

  const retry = () => {
    onRetry?.();
    // A click outside the listbox closed the popup; the new answer shows in it.
    openMenu();
  };

  // Focus moving from the box to the popup's own buttons (Try again) keeps it open.
  const keepOpenForPopup = (event: ReactFocusEvent<HTMLInputElement>) => {
    if (popupRef.current?.contains(event.relatedTarget as Node | null)) {
      (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    }
  };
  // Enter with no active option is the form's: downshift would swallow it while the popup is open.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || highlightedIndex >= 0 || event.nativeEvent.isComposing) return;
    (event.nativeEvent as Event & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    combobox.closeMenu();
  };
  // Focus leaving the popup's own buttons for somewhere outside the box closes it.
  const { closeMenu } = combobox;
  useEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    const leave = (event: FocusEvent) => {
      if (!popup.parentElement?.contains(event.relatedTarget as Node | null)) closeMenu();
    };
    popup.addEventListener('focusout', leave);
    return () => popup.removeEventListener('focusout', leave);
  }, [closeMenu]);

  const spoken = announcement ?? defaultAnnouncement(status, items.length, popupShown);

  return (
    <SearchInput
      label={label}
      {...(hideLabel === undefined ? {} : { hideLabel })}
      labelProps={getLabelProps()}
      className={className}
      placeholder={placeholder}
      {...(name === undefined ? {} : { name })}
      // downshift's getter only composes these handlers and refs; nothing reads a ref while rendering.
      // eslint-disable-next-line react-hooks/refs
      {...getInputProps({ onBlur: keepOpenForPopup, onKeyDown: submitOnEnter, ref: setInput })}
      endAdornment={
        hasText ? (
          <button
            type="button"
            className={styles.clearButton}
            aria-label="Clear search"
            onClick={() => {
              onInputValueChange('');
              combobox.closeMenu();
              ownInputRef.current?.focus();
            }}
          >
            <Icon name="close" size="sm" />
          </button>
        ) : null
      }
    >
      <div
        ref={popupRef}
        className={[styles.popup, inlinePopup ? styles.popupInline : ''].filter(Boolean).join(' ')}
        hidden={!popupShown}
        data-state={popupShown ? 'open' : 'closed'}
      >
        {notice && popupShown ? <div className={styles.notice}>{notice}</div> : null}
        <ul {...getMenuProps()} className={styles.listbox} hidden={items.length === 0}>
          {popupShown
            ? items.map((item, index) => (
                <li
                  key={itemKey(item)}
                  className={styles.option}
                  data-active={highlightedIndex === index ? '' : undefined}
                  {...getItemProps({ item, index })}
                >
                  {renderOption(item, { active: highlightedIndex === index })}
                </li>
              ))
            : null}
        </ul>
        {showStatus ? (
          <StatusRow
            status={status}
            loadingText={loadingText}
            emptyText={emptyText}
            errorText={errorText}
            {...(onRetry ? { onRetry: retry } : {})}
          />
        ) : null}
        {footer && popupShown ? <div className={styles.footer}>{footer}</div> : null}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {spoken}
      </VisuallyHidden>
    </SearchInput>
  );
}

/** Choosing an option leaves the text as typed (downshift would put the option's name in the box). */
function keepTypedText<Item>(state: UseComboboxState<Item>, { type, changes }: UseComboboxStateChangeOptions<Item>) {
  switch (type) {
    // selectedItem is held at null, so after a choice downshift would also write null's text ('') in the box.
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
    case useCombobox.stateChangeTypes.ItemClick:
    case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
      return { ...changes, inputValue: state.inputValue };
    case useCombobox.stateChangeTypes.InputBlur:
      // Leaving the box (Tab, a click elsewhere) is not choosing the option the pointer was on.
      return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
    default:
      return changes;
  }
}

function defaultAnnouncement(status: SearchComboboxStatus, count: number, shown: boolean): string {
  if (!shown) return '';
  if (status === 'loading') return '';
  if (status === 'error') return 'Suggestions could not be loaded.';
  if (count === 0) return 'No suggestions.';
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose.`;
}

interface StatusRowProps {
  readonly status: SearchComboboxStatus;
  readonly loadingText: string;
  readonly emptyText: ReactNode;
  readonly errorText: ReactNode;
  readonly onRetry?: () => void;
}

function StatusRow({ status, loadingText, emptyText, errorText, onRetry }: StatusRowProps) {
  if (status === 'loading')
    return (
      <div className={styles.row} data-status="loading">
        <Spinner size="sm" tone="muted" label={null} />
        {loadingText}
      </div>
    );
  if (status === 'error')
    return (
      <div className={[styles.row, styles.errorRow].join(' ')} data-status="error">
        <Icon name="error" size="sm" />
        <span>{errorText}</span>
        {onRetry ? (
          <button type="button" className={styles.retryButton} onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  return (
    <div className={styles.row} data-status="empty">
      {emptyText}
    </div>
  );
}
