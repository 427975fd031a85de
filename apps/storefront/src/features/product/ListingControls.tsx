import { productSortLabels, productSortValues, type ProductFacets, type ProductSort } from '@showroom/api';
import { Button, Checkbox, DecimalInput, DeferredSelect, Field, formatUsd } from '@showroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { activeFilterCount, NO_FILTERS, priceRangeError, type ListingFilters } from './listingFilters.ts';
import * as styles from './ListingControls.css.ts';

const sortOptions = productSortValues.map((value) => ({ value, label: productSortLabels[value] }));

export interface ListingControlsProps {
  readonly filters: ListingFilters;
  /** What the category offers; null until the first answer (the filters wait for it). */
  readonly facets: ProductFacets | null;
  readonly onChange: (filters: ListingFilters) => void;
}

/**
 * The list's sort box, its Filters panel (brands, price range, in stock) and the filters in use
 * as buttons that remove them. Brand and stock choices apply at once; the price range applies
 * with its own button, so typing does not reload the list at every digit.
 */
export function ListingControls({ filters, facets, onChange }: ListingControlsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  return (
    <>
      <div className={styles.controls}>
        <Field label="Sort by" className={styles.sort}>
          <DeferredSelect
            name="sort"
            options={sortOptions}
            value={filters.sort}
            onValueChange={(sort) => onChange({ ...filters, sort: sort as ProductSort })}
          />
        </Field>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          disabled={facets === null}
        >
          {count > 0 ? `Filters (${count})` : 'Filters'}
        </Button>
      </div>
      {open && facets ? (
        <div id={panelId} className={styles.panel} role="group" aria-label="Filters">
          <BrandFilter facets={facets} filters={filters} onChange={onChange} />
          <PriceFilter
            key={`${filters.minPrice}-${filters.maxPrice}`}
            facets={facets}
            filters={filters}
            onChange={onChange}
          />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Availability</legend>
            <Checkbox
              label={`In stock only (${facets.in_stock})`}
              checked={filters.inStock}
              onCheckedChange={(inStock) => onChange({ ...filters, inStock })}
            />
          </fieldset>
        </div>
      ) : null}
      <ActiveFilters filters={filters} onChange={onChange} />
    </>
  );
}

interface FilterPartProps {
  readonly facets: ProductFacets;
  readonly filters: ListingFilters;
  readonly onChange: (filters: ListingFilters) => void;
}

function BrandFilter({ facets, filters, onChange }: FilterPartProps) {
  if (facets.brands.length === 0) return null;
  const toggle = (name: string, checked: boolean) =>
    onChange({
      ...filters,
      brands: checked ? [...filters.brands, name] : filters.brands.filter((brand) => brand !== name),
    });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Brand</legend>
      <ul className={styles.brandList}>
        {facets.brands.map((brand) => (
          <li key={brand.name}>
            <Checkbox
              label={`${brand.name} (${brand.count})`}
              checked={filters.brands.includes(brand.name)}
              onCheckedChange={(checked) => toggle(brand.name, checked)}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const priceText = (value: number | null) => (value === null ? '' : String(value));

function PriceFilter({ facets, filters, onChange }: FilterPartProps) {
  const [min, setMin] = useState(priceText(filters.minPrice));
  const [max, setMax] = useState(priceText(filters.maxPrice));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = priceRangeError(min, max);
    setError(problem);
    if (problem) return;
    onChange({
      ...filters,
      minPrice: min.trim() === '' ? null : Number(min),
      maxPrice: max.trim() === '' ? null : Number(max),
    });
  };
  const described = error ? errorId : undefined;
  return (
    <form onSubmit={apply} noValidate>
      <fieldset className={styles.fieldset} aria-describedby={described}>
        <legend className={styles.legend}>Price</legend>
        <div className={styles.priceRow}>
          <Field label="Min ($)" className={styles.priceField}>
            <DecimalInput value={min} onValueChange={setMin} invalid={error !== null} placeholder="0" />
          </Field>
          <Field label="Max ($)" className={styles.priceField}>
            <DecimalInput value={max} onValueChange={setMax} invalid={error !== null} placeholder="Any" />
          </Field>
        </div>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : facets.price ? (
          <p className={styles.hint}>
            From {formatUsd(facets.price.min)} to {formatUsd(facets.price.max)} in this category.
          </p>
        ) : null}
        <Button type="submit" variant="outline" size="sm">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}

/** The filters in use, each a button that removes it, and Clear all. */
function ActiveFilters({ filters, onChange }: Omit<FilterPartProps, 'facets'>) {
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
