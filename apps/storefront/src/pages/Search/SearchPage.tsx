import { MAX_SEARCH_QUERY_LENGTH, normalizeSearchQuery, searchSortLabels } from '@showroom/api';
import { Button, StateMessage } from '@showroom/ui';
import { useSearchParams } from 'react-router';
import { useCatalogueShowroom } from '../../features/product/catalogueShowroom.ts';
import { productSearchQuery, type ProductSearchPage } from '../../features/product/catalogueQueries.ts';
import { FilteredProductListing } from '../../features/product/ProductListing.tsx';
import { searchHref } from '../../features/search/searchLinks.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { PageProps } from '../../routes/pageModules.ts';
import { pageTitle } from '../pageTitle.css.ts';
import * as styles from './SearchPage.css.ts';

/**
 * `/search?q=…` (designed, issue 34): the showroom's products matching the query, best match
 * first, with the product list's sort, filters and pages (all in the address). A misspelled
 * word is read as the catalogue's ('tiel' → tile) and the page says so.
 */
export function SearchPage(_props: PageProps) {
  const [search] = useSearchParams();
  const query = normalizeSearchQuery(search.get('q') ?? '');
  const showroom = useCatalogueShowroom();
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>{query ? 'Search results' : 'Search'}</h1>
      <SearchResults query={query} showroom={showroom} />
    </div>
  );
}

function SearchResults({ query, showroom }: { query: string; showroom: string | null }) {
  if (query === '')
    return (
      <StateMessage
        tone="info"
        icon="search"
        title="What are you looking for?"
        description="Search the showroom's products by name, brand, category or SKU, like “porcelain tile” or “Daltile”."
      />
    );
  if (query.length > MAX_SEARCH_QUERY_LENGTH)
    return (
      <StateMessage
        tone="info"
        title="That search is too long."
        description={`Search for at most ${MAX_SEARCH_QUERY_LENGTH} characters: a product name, a brand or a SKU.`}
      />
    );
  return (
    <FilteredProductListing<ProductSearchPage>
      listQuery={(page, filters) => productSearchQuery(query, page, showroom, filters)}
      facetKey={`${showroom ?? ''}:search:${query}`}
      showroom={showroom}
      title={`Results for ${query}`}
      heading="Products"
      sortLabels={searchSortLabels}
      countText={(answer) => resultCountText(answer, answer.did_you_mean ?? query)}
      renderIntro={(answer) =>
        answer.did_you_mean ? (
          <p className={styles.corrected} role="status">
            Showing results for <strong className={styles.correction}>{answer.did_you_mean}</strong>. No products match
            “{query}”.
          </p>
        ) : null
      }
      renderEmpty={(clearFilters, answer) =>
        clearFilters ? (
          <StateMessage
            tone="empty"
            title={`No results for “${query}” match these filters.`}
            description="Remove a filter, or clear them all to see every result."
            action={
              <Button variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <StateMessage
            tone="empty"
            title={`No results for “${query}”.`}
            description={
              answer.did_you_mean ? (
                <>
                  Did you mean{' '}
                  <PrefetchLink className={styles.suggestion} to={searchHref(answer.did_you_mean)}>
                    {answer.did_you_mean}
                  </PrefetchLink>
                  ?
                </>
              ) : (
                'Check the spelling, or search for something more general, like a material or a brand.'
              )
            }
          />
        )
      }
      failureTitle="The search results could not be loaded."
      loadingLabel="Loading search results"
    />
  );
}

/** '12 results for “tile”', or 'Showing 11–20 of 56 results for “tile”' past one page. */
export function resultCountText(answer: ProductSearchPage, query: string): string {
  const { current_page: page, per_page: perPage, total } = answer;
  const shown = answer.data.length;
  const noun = total === 1 ? 'result' : 'results';
  if (shown === total) return `${total} ${noun} for “${query}”`;
  const first = (page - 1) * perPage + 1;
  return `Showing ${first}–${first + shown - 1} of ${total} ${noun} for “${query}”`;
}
