import type { ProductFacets, ProductSort } from '@showroom/api';
import { Button, Pagination, StateMessage } from '@showroom/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import {
  productListQuery,
  useCatalogueQuery,
  PRODUCTS_PER_PAGE,
  type CatalogueQuery,
  type ProductListPage,
} from './catalogueQueries.ts';
import { SHOWROOM_PATH } from './CatalogueBreadcrumb.tsx';
import { ListingControls } from './ListingControls.tsx';
import {
  activeFilterCount,
  filtersFromSearch,
  NO_FILTERS,
  searchWithFilters,
  type ListingFilters,
} from './listingFilters.ts';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid.tsx';
import * as styles from './ProductListing.css.ts';
import { pageFromSearch } from './productLinks.ts';

export interface ProductListingProps {
  /** The category of the address: its slug_url or id (§2). */
  readonly category: string;
  readonly showroom: string | null;
  /** Names the list for screen readers ('Porcelain Tile products'). */
  readonly title: string;
}

/** A category's products: the listing below with the category's list and its empty states. */
export function ProductListing({ category, showroom, title }: ProductListingProps) {
  return (
    <FilteredProductListing
      listQuery={(page, filters) => productListQuery(category, page, showroom, filters)}
      facetKey={`${showroom ?? ''}:${category}`}
      showroom={showroom}
      title={title}
      renderEmpty={(clearFilters) =>
        clearFilters ? (
          <StateMessage
            tone="empty"
            title="No products match these filters."
            description="Remove a filter, or clear them all to see every product in this category."
            action={
              <Button variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <StateMessage
            tone="empty"
            title="No products here yet."
            description="This showroom has not listed products in this category. Browse its other departments."
            action={
              <Button asChild variant="outline">
                <PrefetchLink to={SHOWROOM_PATH}>Back to the showroom</PrefetchLink>
              </Button>
            }
          />
        )
      }
    />
  );
}

export interface FilteredProductListingProps<Page extends ProductListPage> {
  /** The list's page with these filters (the page and filters come from the address). */
  readonly listQuery: (page: number, filters: ListingFilters) => CatalogueQuery<Page>;
  /** What the facets belong to: the filter panel keeps them while lists with other filters load. */
  readonly facetKey: string;
  readonly showroom: string | null;
  /** Names the list for screen readers ('Porcelain Tile products'). */
  readonly title: string;
  /** The heading over the list ('Products'). */
  readonly heading?: string;
  /** The sort box's labels (a search's default order is 'Best match'). */
  readonly sortLabels?: Readonly<Record<ProductSort, string>>;
  /** The count line ('Showing 1–10 of 56 products'). */
  readonly countText?: (page: Page) => string;
  /** Said above the products of an answer (a search's corrected spelling). */
  readonly renderIntro?: (page: Page) => ReactNode;
  /** The empty state: `clearFilters` is given when filters narrowed the list to nothing. */
  readonly renderEmpty: (clearFilters: (() => void) | null, page: Page) => ReactNode;
  /** The error state's title. */
  readonly failureTitle?: string;
  readonly loadingLabel?: string;
}

/** Set by a page change, so the new page moves focus to its results, as a screen reader expects. */
interface ListingNavigationState {
  readonly focusResults?: boolean;
}

/**
 * Products a page at a time (§3 pagination record, §9 page size 10) with the list's sort and
 * filters. The page, sort and filters are in the address (`?page=2&sort=price_asc`), so Back,
 * reload and shared links show the same list; a page past the end shows the last one and the
 * address says so. Loading, empty and error states of their own.
 */
export function FilteredProductListing<Page extends ProductListPage>({
  listQuery,
  facetKey,
  showroom,
  title,
  heading = 'Products',
  sortLabels,
  countText = (answer) => rangeText(answer.current_page, answer.per_page, answer.data.length, answer.total),
  renderIntro,
  renderEmpty,
  failureTitle = 'The products could not be loaded.',
  loadingLabel = 'Loading products',
}: FilteredProductListingProps<Page>) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const page = pageFromSearch(search);
  const filters = filtersFromSearch(search);
  const { state, retry } = useCatalogueQuery(listQuery(page, filters));
  const results = useRef<HTMLHeadingElement>(null);
  const headingId = 'category-products';

  const goTo = (next: number, replace = false) => {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const query = params.toString();
    void navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '' },
      { replace, state: { focusResults: true } satisfies ListingNavigationState },
    );
  };

  const changeFilters = (next: ListingFilters) => {
    const query = searchWithFilters(search, next).toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { state: IN_PLACE });
  };

  const answered = state.status === 'ready' ? state.data : null;
  // The facets do not depend on the filters: the panel keeps the last ones while a list loads.
  const [facets, setFacets] = useState<{ key: string; facets: ProductFacets } | null>(null);
  if (answered && facets?.facets !== answered.facets) setFacets({ key: facetKey, facets: answered.facets });
  const shownFacets = facets?.key === facetKey ? facets.facets : null;
  const filtered = activeFilterCount(filters) > 0;
  // A page past the end (or ?page=abc) was answered with another page: the address follows.
  const corrected = answered && answered.current_page !== page ? answered.current_page : null;
  useEffect(() => {
    if (corrected !== null) goTo(corrected, true);
    // goTo changes every render; the corrected page is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [corrected]);

  const focusResults = (location.state as ListingNavigationState | null)?.focusResults === true;
  useEffect(() => {
    if (focusResults && answered) results.current?.focus({ preventScroll: true });
  }, [focusResults, answered]);

  return (
    <section className={styles.listing} aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.heading} ref={results} tabIndex={-1}>
          {heading}
        </h2>
        {answered && answered.total > 0 ? (
          <p className={styles.count} aria-live="polite">
            {countText(answered)}
          </p>
        ) : null}
      </div>
      <ListingControls
        filters={filters}
        facets={shownFacets}
        onChange={changeFilters}
        {...(sortLabels ? { sortLabels } : {})}
      />
      {(() => {
        switch (state.status) {
          case 'idle':
          case 'loading':
            return <ProductGridSkeleton label={loadingLabel} count={PRODUCTS_PER_PAGE} />;
          case 'error':
            return (
              <StateMessage
                tone="error"
                title={failureTitle}
                description={state.message}
                action={
                  <Button variant="outline" onClick={retry}>
                    Try again
                  </Button>
                }
              />
            );
          case 'ready':
            if (state.data.total === 0)
              return renderEmpty(
                filtered ? () => changeFilters({ ...NO_FILTERS, sort: filters.sort }) : null,
                state.data,
              );
            return (
              <>
                {renderIntro?.(state.data)}
                <ProductGrid
                  products={state.data.data}
                  showroom={showroom}
                  eagerCount={4}
                  label={`${title}, page ${state.data.current_page} of ${state.data.last_page}`}
                />
                {state.data.last_page > 1 ? (
                  <Pagination
                    className={styles.pagination}
                    label={`${title} pages`}
                    pagination={state.data}
                    onPageChange={(next) => goTo(next)}
                  />
                ) : null}
              </>
            );
        }
      })()}
    </section>
  );
}

/** 'Showing 11–20 of 56 products'. */
export function rangeText(page: number, perPage: number, shown: number, total: number): string {
  const first = (page - 1) * perPage + 1;
  const last = first + shown - 1;
  const noun = total === 1 ? 'product' : 'products';
  return shown === total ? `${total} ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`;
}
