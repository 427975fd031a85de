import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { mergeRefs } from '../../internal/mergeRefs.ts';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './DisclosureMenu.css.ts';

export const disclosureMenuAligns = ['start', 'end'] as const;
export const disclosureMenuPanelWidths = ['auto', 'wide', 'full'] as const;
export type DisclosureMenuAlign = (typeof disclosureMenuAligns)[number];
export type DisclosureMenuPanelWidth = (typeof disclosureMenuPanelWidths)[number];

/** What arrow keys move between inside a panel: its links and buttons, in document order. */
function panelItems(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)') ?? []);
}

const panelClass = cva(styles.panel, { variants: { align: styles.align, width: styles.panelWidth } });

type DataAttributes = { [data: `data-${string}`]: string | undefined };

const join = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

/* ---------------------------------------------------------------- nav */

interface NavContextValue {
  /** Called by a menu that opens: closes the one open before it. Returns the release. */
  claim: (close: () => void) => () => void;
}

const NavContext = createContext<NavContextValue | null>(null);

export interface DisclosureNavProps extends ComponentPropsWithRef<'nav'> {
  /** Names the landmark: 'Departments', 'Account'. */
  'aria-label'?: string;
  /** `DisclosureMenu`s and `DisclosureNavLink`s, in the order of the bar. */
  children: ReactNode;
}

/** The top-level items of the nav's list: each item's trigger or link. */
function topLevelItems(list: HTMLElement): HTMLElement[] {
  return Array.from(list.children).flatMap((item) => {
    const control = item.querySelector<HTMLElement>(':scope > a[href], :scope > button:not(:disabled)');
    return control ? [control] : [];
  });
}

/**
 * A navigation bar of disclosure menus (the WAI-ARIA disclosure navigation pattern): a `nav`
 * landmark with a list of triggers and links. Left and Right arrows move between the top-level
 * items, Home and End jump to the first and last; only one panel is open at a time.
 */
export function DisclosureNav({ children, className, onKeyDown, ...rest }: DisclosureNavProps) {
  const openClose = useRef<(() => void) | null>(null);
  const context = useMemo<NavContextValue>(
    () => ({
      claim: (close) => {
        if (openClose.current && openClose.current !== close) openClose.current();
        openClose.current = close;
        return () => {
          if (openClose.current === close) openClose.current = null;
        };
      },
    }),
    [],
  );
  const listRef = useRef<HTMLUListElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    const list = listRef.current;
    if (event.defaultPrevented || !list || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = topLevelItems(list);
    const index = items.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: items.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[Math.min(Math.max(target, 0), items.length - 1)]?.focus();
  };

  return (
    <NavContext.Provider value={context}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys pressed on the triggers and links inside, handled in one place as in the APG example */}
      <nav className={join(styles.nav, className)} onKeyDown={handleKeyDown} {...rest}>
        <ul ref={listRef} className={styles.navList}>
          {children}
        </ul>
      </nav>
    </NavContext.Provider>
  );
}

export interface DisclosureNavLinkProps extends ComponentPropsWithRef<'a'> {
  /** Renders its only child (a router link) with the nav link's styles. */
  asChild?: boolean;
}

/** A plain top-level link in a `DisclosureNav` ('Shop All'), styled like the triggers beside it. */
export function DisclosureNavLink({ asChild = false, className, ...rest }: DisclosureNavLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <li className={styles.listItem}>
      <Component className={join(styles.trigger, className)} {...rest} />
    </li>
  );
}

/* ---------------------------------------------------------------- menu */

interface MenuContextValue {
  /** Closes the panel, returning focus to the trigger when it was inside the panel. */
  close: () => void;
}

const MenuContext = createContext<MenuContextValue | null>(null);

export interface DisclosureMenuProps {
  /** The trigger's content: a label ('Kitchen') or an icon with a label. */
  trigger: ReactNode;
  /** The panel's content: lists of links, sections, a loading or error message. */
  children: ReactNode;
  /** Controlled open state; leave out for an uncontrolled menu. */
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the panel lines up with; `end` for menus at the right of a bar. */
  align?: DisclosureMenuAlign;
  /**
   * `auto` fits a list of links; `wide` is a mega-menu of columns (up to 48rem); `full` spans
   * the nearest positioned ancestor: in a `DisclosureNav`, the whole bar.
   */
  panelWidth?: DisclosureMenuPanelWidth;
  /** Shows the chevron that turns when the panel opens (default). */
  chevron?: boolean;
  /** Extra props for the trigger `button`: `aria-label` for an icon trigger, `ref`, `data-*`. */
  triggerProps?: Omit<ComponentPropsWithRef<'button'>, 'children' | 'type' | 'aria-expanded' | 'aria-controls'> &
    DataAttributes;
  /** Extra props for the panel `div`. */
  panelProps?: Omit<ComponentPropsWithRef<'div'>, 'children' | 'id' | 'hidden'> & DataAttributes;
  className?: string;
  /** The wrapper: an `li` inside a `DisclosureNav`, a `div` elsewhere. */
  ref?: Ref<HTMLElement>;
}

/**
 * A button that shows and hides a panel of links (the WAI-ARIA disclosure pattern, not a
 * `role="menu"`): the desktop department menu, the header's account dropdown.
 *
 * Click, Enter or Space toggles; ArrowDown (ArrowUp) on the trigger opens the panel and
 * focuses its first (last) link; ArrowUp, ArrowDown, Home and End move between the panel's
 * links and buttons; Escape closes and returns focus to the trigger. A click outside, focus
 * moving elsewhere or choosing a link closes it.
 */
export function DisclosureMenu({
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  align = 'start',
  panelWidth = 'auto',
  chevron = true,
  triggerProps,
  panelProps,
  className,
  ref,
}: DisclosureMenuProps) {
  const nav = useContext(NavContext);
  const panelId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** Which panel item to focus once the panel is shown (after opening with an arrow key). */
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, openProp, onOpenChange],
  );

  const focusItem = (which: 'first' | 'last') => {
    const all = panelItems(panelRef.current);
    (which === 'first' ? all[0] : all[all.length - 1])?.focus();
  };

  const close = useCallback(
    (returnFocus: boolean) => {
      if (returnFocus) triggerRef.current?.focus();
      setOpen(false);
    },
    [setOpen],
  );

  // Outside listeners call the latest setOpen through a ref, so they (and the nav's record of
  // the open menu) stay the same while the menu re-renders with new props.
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const which = pendingFocus.current;
    pendingFocus.current = null;
    const all = panelItems(panelRef.current);
    (which === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeFromOutside = () => setOpenRef.current(false);
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) closeFromOutside();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    const release = nav?.claim(closeFromOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      release?.();
    };
  }, [open, nav]);

  const menuContext = useMemo<MenuContextValue>(
    () => ({ close: () => close(panelRef.current?.contains(document.activeElement) ?? false) }),
    [close],
  );

  const { className: triggerClassName, onClick, onKeyDown, ref: triggerRefProp, ...restTrigger } = triggerProps ?? {};
  const {
    className: panelClassName,
    onKeyDown: onPanelKeyDown,
    onClick: onPanelClick,
    ...restPanel
  } = panelProps ?? {};

  const handleTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setOpen(!open);
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const which = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      focusItem(which);
    } else {
      pendingFocus.current = which;
      setOpen(true);
    }
  };

  const handlePanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onPanelKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = panelItems(panelRef.current);
    const index = all.indexOf(event.target as HTMLElement);
    // Only links and buttons: arrow keys keep their meaning in a search field inside a panel.
    if (index === -1) return;
    const target = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: all.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    all[Math.min(Math.max(target, 0), all.length - 1)]?.focus();
  };

  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    onPanelClick?.(event);
    const chosen = event.target instanceof Element ? event.target.closest('a[href], [data-disclosure-close]') : null;
    // Router links prevent the default: the menu closes all the same.
    if (chosen && panelRef.current?.contains(chosen)) menuContext.close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here, so an enclosing dialog does not close as well.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  // Focus moving to another element outside closes the panel. Focus going nowhere (a click on
  // the panel's padding, the window losing focus) does not; an outside click is handled above.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  const rootRefs = useMemo(() => mergeRefs(rootRef, ref), [ref]);
  const triggerRefs = useMemo(() => mergeRefs(triggerRef, triggerRefProp), [triggerRefProp]);

  const state = open ? 'open' : 'closed';
  const Root = nav ? 'li' : 'div';
  return (
    <Root
      ref={rootRefs}
      className={join(styles.root, panelWidth === 'full' && styles.rootFull, className)}
      data-state={state}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <button
        ref={triggerRefs}
        type="button"
        className={join(styles.trigger, chevron && styles.triggerWithChevron, triggerClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={state}
        onClick={handleTriggerClick}
        onKeyDown={handleTriggerKeyDown}
        {...restTrigger}
      >
        {trigger}
        {chevron ? (
          <span className={styles.chevron} data-part="chevron">
            <Icon name="chevron-down" size="sm" />
          </span>
        ) : null}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys and clicks of the links and buttons inside, delegated */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={join(panelClass({ align, width: panelWidth }), panelClassName)}
        data-state={state}
        data-align={align}
        data-panel-width={panelWidth}
        onKeyDown={handlePanelKeyDown}
        onClick={handlePanelClick}
        {...restPanel}
      >
        <MenuContext.Provider value={menuContext}>{children}</MenuContext.Provider>
      </div>
    </Root>
  );
}

/* ---------------------------------------------------------------- panel content */

export interface DisclosureMenuListProps extends ComponentPropsWithRef<'ul'> {
  children: ReactNode;
}

/** A column of `DisclosureMenuLink`s. */
export function DisclosureMenuList({ className, ...rest }: DisclosureMenuListProps) {
  return <ul className={join(styles.list, className)} {...rest} />;
}

export interface DisclosureMenuLinkProps extends ComponentPropsWithRef<'a'> {
  /**
   * Renders its only child with the link's styles instead of an `a`: a router link, or a
   * `button` (Log Out), which then closes the menu as a link does.
   */
  asChild?: boolean;
}

/**
 * One entry of a `DisclosureMenuList`: a list item with a link (or, with `asChild`, a router
 * link or a button). Choosing it closes the menu. `aria-current="page"` marks the page shown.
 */
export function DisclosureMenuLink({ asChild = false, className, ...rest }: DisclosureMenuLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <li className={styles.listItem}>
      <Component className={join(styles.link, className)} data-disclosure-close="" {...rest} />
    </li>
  );
}

export interface DisclosureMenuSectionProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The column's heading: a category name, or a router link to the category. */
  title: ReactNode;
  /** Makes the title a plain link to this address (the category's own page). */
  titleHref?: string;
  /** Usually a `DisclosureMenuList` of `DisclosureMenuLink`s (the child categories); any content works. */
  children?: ReactNode;
}

/** A column of a mega-menu: a group named by its title (optionally a link) over its links. */
export function DisclosureMenuSection({ title, titleHref, children, className, ...rest }: DisclosureMenuSectionProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={join(styles.section, className)} {...rest}>
      <p id={titleId} className={styles.sectionTitle}>
        {titleHref ? <a href={titleHref}>{title}</a> : title}
      </p>
      {children}
    </div>
  );
}

/** Closes the surrounding menu from code, e.g. after a form in the panel was sent. */
export function useDisclosureMenu(): MenuContextValue | null {
  return useContext(MenuContext);
}
