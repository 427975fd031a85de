import { SearchInput } from '@showroom/ui';
import { useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { SearchFormProps } from './SearchForm.tsx';
import * as submitStyles from './searchSubmit.css.ts';

/**
 * The search form with suggestions (downshift, the catalogue's queries) is its own chunk,
 * loaded when a search box is first hovered, touched or focused: the first load of every page
 * carries only the plain form below.
 */
let loadedForm: ComponentType<SearchFormProps> | undefined;
let loading: Promise<ComponentType<SearchFormProps>> | undefined;
function loadSearchForm(): Promise<ComponentType<SearchFormProps>> {
  loading ??= import('./SearchForm.tsx').then(
    (module) => (loadedForm = module.SearchForm),
    (error: unknown) => {
      // Asked for again at the next intent; the plain form searches meanwhile.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface SiteSearchProps {
  /** The input's id (each place of the box has its own). */
  readonly id: string;
  readonly className?: string;
  /** In a drawer the suggestions push what follows down instead of floating over it. */
  readonly inlinePopup?: boolean;
  /** After a search or a suggestion is opened (the mobile menu closes). */
  readonly onDone?: () => void;
  /** Names the search landmark where a page has two (the header's and the open menu's). */
  readonly landmarkLabel?: string;
}

interface HandOver {
  readonly Form: ComponentType<SearchFormProps>;
  /** What was typed in the plain box, and whether it had the focus, when the combobox came. */
  readonly text: string | null;
  readonly focused: boolean;
}

/**
 * The shopper's product search. Until its code arrives it is a plain `<form role="search"
 * action="/search">` with a `q` box, which searches without the app (before it runs, or if
 * the chunk fails); then the combobox with suggestions takes its place, with what was typed
 * and the focus.
 */
export function SiteSearch(props: SiteSearchProps) {
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [handOver, setHandOver] = useState<HandOver | null>(() =>
    loadedForm ? { Form: loadedForm, text: null, focused: false } : null,
  );
  if (handOver) return <handOver.Form {...props} initialText={handOver.text} takeFocus={handOver.focused} />;

  // Before the combobox comes, the plain box shows the query of a /search address, afresh for each.
  const query = location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const enhance = () =>
    void loadSearchForm().then(
      (Form) => {
        const box = input.current;
        setHandOver({ Form, text: box?.value ?? null, focused: box !== null && box === document.activeElement });
      },
      () => undefined,
    );
  return (
    <form role="search" action="/search" className={props.className} aria-label={props.landmarkLabel}>
      <SearchInput
        ref={input}
        id={props.id}
        label="Search products"
        hideLabel
        name="q"
        placeholder="Search products, brands, SKUs"
        key={query}
        defaultValue={query}
        onPointerEnter={enhance}
        onTouchStart={enhance}
        onFocus={enhance}
      />
      <button type="submit" className={submitStyles.submit}>
        Search
      </button>
    </form>
  );
}
