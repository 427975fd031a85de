import { normalizeSearchQuery, type ProductSummary } from '@showroom/api';
import { Picture, Price, SearchCombobox } from '@showroom/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { useCatalogueShowroom } from '../product/catalogueShowroom.ts';
import { productHref } from '../product/productLinks.ts';
import * as styles from './SearchForm.css.ts';
import { queryOfSearch, SEARCH_PATH, searchHref } from './searchLinks.ts';
import type { SiteSearchProps } from './SiteSearch.tsx';
import { useSuggestions } from './useSuggestions.ts';
import * as submitStyles from './searchSubmit.css.ts';

export interface SearchFormProps extends SiteSearchProps {
  /** What was typed in the plain box it replaces (null: start from the address). */
  readonly initialText: string | null;
  /** The plain box had the focus: the combobox takes it, the caret at the end. */
  readonly takeFocus: boolean;
}

/**
 * The search form with suggestions: the showroom's best matches for what is typed, each with
 * its picture, name, brand and price. A suggestion opens its product (in the showroom); Enter
 * on the text opens `/search?q=…`. On /search the box shows the query of the address.
 */
export function SearchForm({
  id,
  className,
  inlinePopup = false,
  onDone,
  initialText,
  takeFocus,
  landmarkLabel,
}: SearchFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const showroom = useCatalogueShowroom();
  const shownQuery = location.pathname === SEARCH_PATH ? queryOfSearch(location.search) : null;
  const [text, setText] = useState(initialText ?? shownQuery ?? '');
  // The address's query is not asked about until the shopper types (on /search its results are
  // on the page already); text typed in the plain box before the combobox came is.
  const [typed, setTyped] = useState(initialText !== null && initialText !== '' && initialText !== shownQuery);
  // A new /search address (Back, a "Did you mean" link) puts its query in the box.
  const [followed, setFollowed] = useState(shownQuery);
  if (shownQuery !== followed) {
    setFollowed(shownQuery);
    if (shownQuery !== null) {
      setText(shownQuery);
      setTyped(false);
    }
  }
  const suggestions = useSuggestions(typed ? text : '', showroom);
  const changeText = (next: string) => {
    setText(next);
    setTyped(true);
  };

  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const box = input.current;
    if (!takeFocus || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    // Only when it replaces the focused plain box, not when the focus comes back later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (normalizeSearchQuery(text) === '') {
      input.current?.focus();
      return;
    }
    void navigate(searchHref(text));
    onDone?.();
  };

  const trimmed = normalizeSearchQuery(text);
  const { didYouMean } = suggestions;
  return (
    <form
      role="search"
      action={SEARCH_PATH}
      method="get"
      className={className}
      aria-label={landmarkLabel}
      onSubmit={submit}
    >
      <SearchCombobox<ProductSummary>
        id={id}
        label="Search products"
        hideLabel
        name="q"
        placeholder="Search products, brands, SKUs"
        inputRef={input}
        inputValue={text}
        onInputValueChange={changeText}
        items={suggestions.products}
        itemKey={(product) => String(product.id)}
        itemToString={(product) => product.name}
        onSelect={(product) => {
          void navigate(productHref(product, showroom));
          onDone?.();
        }}
        status={suggestions.status}
        emptyText={`No products match “${trimmed}”.`}
        onRetry={suggestions.retry}
        inlinePopup={inlinePopup}
        notice={
          didYouMean ? (
            <>
              Did you mean{' '}
              <PrefetchLink className={styles.didYouMean} to={searchHref(didYouMean)} onClick={onDone}>
                {didYouMean}
              </PrefetchLink>
              ?
            </>
          ) : null
        }
        footer={
          suggestions.products.length > 0 ? (
            <PrefetchLink className={styles.allResults} to={searchHref(text)} onClick={onDone}>
              See all results for “{trimmed}”
            </PrefetchLink>
          ) : null
        }
        renderOption={(product) => <SuggestionRow product={product} />}
      />
      <button type="submit" className={submitStyles.submit}>
        Search
      </button>
    </form>
  );
}

function SuggestionRow({ product }: { product: ProductSummary }) {
  return (
    <span className={styles.suggestion}>
      {product.picture ? (
        <Picture className={styles.picture} picture={product.picture} sizes="2.5rem" alt="" />
      ) : (
        <img className={styles.picture} src={product.image} alt="" width={40} height={40} loading="lazy" />
      )}
      <span className={styles.text}>
        <span className={styles.name}>{product.name}</span>
        <span className={styles.brand}>{product.brand}</span>
      </span>
      <Price
        className={styles.price}
        amount={product.price}
        uom={product.uom}
        unit={product.uom}
        boxSqft={product.box_sqft}
        size="sm"
      />
    </span>
  );
}
