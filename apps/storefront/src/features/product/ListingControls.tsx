import { formatUsd } from '@showroom/domain';
import { productSortLabels, productSortValues, type ProductFacets, type ProductSort } from '@showroom/api';
import { Button, DeferredSelect, Field } from '@showroom/ui';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { activeFilterCount, NO_FILTERS, type ListingFilters } from './listingFilters.ts';
import * as styles from './ListingControls.css.ts';

// The panel's fields load when the shopper reaches for them (hover, focus or a tap on Filters).
const loadFilterPanel = () => import('./ListingFilterPanel.tsx').then((m) => ({ default: m.ListingFilterPanel }));
const ListingFilterPanel = lazy(loadFilterPanel);
const prefetchFilterPanel = () => void loadFilterPanel().catch(() => undefined);

const optionsFor = (labels: Readonly<Record<ProductSort, string>>) =>
  productSortValues.map((value) => ({ value, label: labels[value] }));
const sortOptions = optionsFor(productSortLabels);

export interface ListingControlsProps {
  readonly filters: ListingFilters;
  /** What the category offers; null until the first answer (the filters wait for it). */
  readonly facets: ProductFacets | null;
  readonly onChange: (filters: ListingFilters) => void;
  /** The sort box's labels (a search's default order is 'Best match'). */
  readonly sortLabels?: Readonly<Record<ProductSort, string>>;
}

/**
 * The list's sort box, its Filters panel (brands, price range, in stock) and the filters in use
 * as buttons that remove them. Brand and stock choices apply at once; the price range applies
 * with its own button, so typing does not reload the list at every digit.
 */
export function ListingControls({ filters, facets, onChange, sortLabels }: ListingControlsProps) {
  const [open, setOpen] = useState(false);
  const options = useMemo(() => (sortLabels ? optionsFor(sortLabels) : sortOptions), [sortLabels]);
  const panelId = useId();
  const count = activeFilterCount(filters);
  return (
    <>
      <div className={styles.controls}>
        <Field label="Sort by" className={styles.sort}>
          <DeferredSelect
            name="sort"
            options={options}
            value={filters.sort}
            onValueChange={(sort) => onChange({ ...filters, sort: sort as ProductSort })}
          />
        </Field>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          onPointerEnter={prefetchFilterPanel}
          onFocus={prefetchFilterPanel}
          disabled={facets === null}
        >
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
      </div>
      {open && facets ? (
        <Suspense fallback={<p className={styles.hint}>Loading the filters…</p>}>
          <div className={styles.panelFrame}>
            <ListingFilterPanel id={panelId} facets={facets} filters={filters} onChange={onChange} />
          </div>
        </Suspense>
      ) : null}
      <ActiveFilters filters={filters} onChange={onChange} />
    </>
  );
}

interface FilterPartProps {
  readonly filters: ListingFilters;
  readonly onChange: (filters: ListingFilters) => void;
}

/** The filters in use, each a button that removes it, and Clear all. */
function ActiveFilters({ filters, onChange }: FilterPartProps) {
  if (activeFilterCount(filters) === 0) return null;
  const price =
    filters.minPrice !== null || filters.maxPrice !== null
      ? filters.maxPrice === null
        ? `From ${formatUsd(filters.minPrice ?? 0)}`
        : filters.minPrice === null
          ? `Up to ${formatUsd(filters.maxPrice)}`
          : `${formatUsd(filters.minPrice)} to ${formatUsd(filters.maxPrice)}`
      : null;
  return (
    <ul className={styles.chips} aria-label="Filters in use">
      {filters.brands.map((brand) => (
        <li key={brand}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter: ${brand}`}
            onClick={() => onChange({ ...filters, brands: filters.brands.filter((name) => name !== brand) })}
          >
            {brand} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {price ? (
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter: ${price}`}
            onClick={() => onChange({ ...filters, minPrice: null, maxPrice: null })}
          >
            {price} <span aria-hidden="true">×</span>
          </button>
        </li>
      ) : null}
      {filters.inStock ? (
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-label="Remove filter: In stock only"
            onClick={() => onChange({ ...filters, inStock: false })}
          >
            In stock only <span aria-hidden="true">×</span>
          </button>
        </li>
      ) : null}
      <li>
        <Button variant="link" size="sm" onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
          Clear all
        </Button>
      </li>
    </ul>
  );
}
