import type { Category, DesignProduct, ProductFacets, ProductSummary } from '@showroom/api';
import type { RoomDesignSlot } from '@showroom/machines';
import { Button, Pagination, Picture, Price, Skeleton, SkeletonGroup, StateMessage, Tabs } from '@showroom/ui';
import { useCallback, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import {
  categoryTreeQuery,
  prefetchQuery,
  productListQuery,
  productQuery,
  runQuery,
  useCatalogueQuery,
} from '../product/catalogueQueries.ts';
import { ListingControls } from '../product/ListingControls.tsx';
import { activeFilterCount, NO_FILTERS, type ListingFilters } from '../product/listingFilters.ts';
import { rangeText } from '../product/ProductListing.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { designProductOf, type RoomDesignActor } from './roomDesignService.ts';
import * as styles from './visualizer.css.ts';

export const chooserTexts = {
  choose: (label: string) => `Choose the ${label.toLowerCase()}`,
  categories: (label: string) => `${label} categories`,
  loadingProducts: 'Loading the products',
  noProducts: 'This showroom has nothing for this yet.',
  emptyCategory: 'This showroom has no products in this category yet.',
  noMatch: 'No products match these filters.',
  clearFilters: 'Clear filters',
  leaveEmpty: 'Leave empty',
  gone: 'This product is no longer in the showroom.',
  pages: (category: string) => `${category} pages`,
} as const;

export function Swatch({ product }: { product: DesignProduct | ProductSummary | null }) {
  if (!product) return <span className={styles.emptySwatch} aria-hidden="true" />;
  return product.picture ? (
    <Picture className={styles.swatch} picture={product.picture} sizes="3rem" alt="" />
  ) : (
    <img className={styles.swatch} src={product.image} alt="" width={48} height={48} loading="lazy" />
  );
}

/** The category names of a slot as the showroom's categories (ids for the product lists). */
function categoriesNamed(tree: readonly Category[], names: readonly string[]): Category[] {
  const all = tree.flatMap((top) => [top, ...top.children]);
  return names.flatMap((name) => all.filter((category) => category.name === name));
}

/** Where a shopper is in one category's list: its page and the product list's sort and filters. */
interface ListPlace {
  readonly page: number;
  readonly filters: ListingFilters;
}

const FIRST_PLACE: ListPlace = { page: 1, filters: NO_FILTERS };

/** Fewer than the product list's ten: the chooser is a column beside the room, not a page. */
export const CHOOSER_PAGE_SIZE = 6;

interface CategoryProductsProps {
  readonly category: Category;
  readonly showroom: string;
  readonly place: ListPlace;
  readonly onPlace: (place: ListPlace) => void;
  readonly chosenId: number | null;
  readonly busyId: number | null;
  readonly onChoose: (product: ProductSummary) => void;
}

/**
 * One category's products as the product list shows them (§3 paging, the same sort and filters),
 * each a button that puts it on the surface. A product's details start loading when the pointer
 * or focus reaches it, so a click has little left to wait for.
 */
function CategoryProducts({ category, showroom, place, onPlace, chosenId, busyId, onChoose }: CategoryProductsProps) {
  const services = useServices();
  const { state, retry } = useCatalogueQuery(
    productListQuery(String(category.id), place.page, showroom, place.filters, CHOOSER_PAGE_SIZE),
  );
  const answered = state.status === 'ready' ? state.data : null;
  // The facets do not depend on the filters: the controls keep the last ones while a list loads.
  const [facets, setFacets] = useState<ProductFacets | null>(null);
  if (answered && facets !== answered.facets) setFacets(answered.facets);
  const filtered = activeFilterCount(place.filters) > 0;
  const clear = () => onPlace({ page: 1, filters: { ...NO_FILTERS, sort: place.filters.sort } });

  let body;
  if (state.status === 'error') body = <LoadFailed size="sm" message={state.message} retry={retry} />;
  else if (state.status !== 'ready')
    body = (
      <SkeletonGroup label={chooserTexts.loadingProducts}>
        <Skeleton variant="text" lines={3} />
      </SkeletonGroup>
    );
  else if (state.data.total === 0)
    body = filtered ? (
      <StateMessage
        size="sm"
        tone="empty"
        title={chooserTexts.noMatch}
        action={
          <Button size="sm" variant="outline" onClick={clear}>
            {chooserTexts.clearFilters}
          </Button>
        }
      />
    ) : (
      <p className={styles.muted}>{chooserTexts.emptyCategory}</p>
    );
  else
    body = (
      <>
        <p className={styles.muted} aria-live="polite">
          {rangeText(state.data.current_page, state.data.per_page, state.data.data.length, state.data.total)}
        </p>
        <ul className={styles.slotList} aria-label={`${category.name}, page ${state.data.current_page}`}>
          {state.data.data.map((product) => {
            const prefetch = () => prefetchQuery(services, productQuery(String(product.id), showroom));
            return (
              <li key={product.id}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={product.id === chosenId}
                  aria-busy={product.id === busyId}
                  disabled={busyId !== null}
                  onPointerEnter={prefetch}
                  onFocus={prefetch}
                  onClick={() => onChoose(product)}
                >
                  <Swatch product={product} />
                  <span className={styles.slotText}>
                    <span className={styles.slotProduct}>{product.name}</span>
                    <span className={styles.slotLabel}>{category.name}</span>
                  </span>
                  <Price amount={product.price} uom={product.uom} size="sm" />
                </button>
              </li>
            );
          })}
        </ul>
        {state.data.last_page > 1 ? (
          <Pagination
            size="sm"
            siblings={0}
            showJump={false}
            label={chooserTexts.pages(category.name)}
            pagination={state.data}
            onPageChange={(page) => onPlace({ ...place, page })}
          />
        ) : null}
      </>
    );
  return (
    <div className={styles.chooserList}>
      <ListingControls filters={place.filters} facets={facets} onChange={(filters) => onPlace({ page: 1, filters })} />
      {body}
    </div>
  );
}

/**
 * The products of the showroom that fit a slot, to choose from, by category, a page at a time,
 * with the product list's sort and filters; the choice shows in the room at once.
 */
export function ProductChooser({
  slot,
  showroom,
  actor,
}: {
  slot: RoomDesignSlot;
  showroom: string;
  actor: RoomDesignActor;
}) {
  const services = useServices();
  const tree = useCatalogueQuery(categoryTreeQuery(showroom));
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each category keeps its page and filters while the shopper looks at another.
  const [places, setPlaces] = useState<Readonly<Record<number, ListPlace>>>({});
  const choose = useCallback(
    async (summary: ProductSummary) => {
      setBusyId(summary.id);
      setFailure(null);
      const answer = await runQuery(services, productQuery(String(summary.id), showroom));
      setBusyId(null);
      if (!answer.ok || answer.data === null) {
        setFailure(answer.ok ? chooserTexts.gone : answer.message);
        return;
      }
      actor.send({ type: 'CHOOSE', slot: slot.slot, product: designProductOf(answer.data) });
    },
    [actor, services, showroom, slot.slot],
  );
  const categories = tree.state.status === 'ready' ? categoriesNamed(tree.state.data, slot.categories) : [];
  const listOf = (category: Category) => (
    <CategoryProducts
      category={category}
      showroom={showroom}
      place={places[category.id] ?? FIRST_PLACE}
      onPlace={(place) => setPlaces((current) => ({ ...current, [category.id]: place }))}
      chosenId={slot.product?.id ?? null}
      busyId={busyId}
      onChoose={(product) => void choose(product)}
    />
  );
  // The tab of the chosen product's category first, so the shopper sees what is on the surface.
  // The loader (roomDesignService.ts) only ever puts the API's DesignProducts in a slot.
  const chosen = slot.product as DesignProduct | null;
  const chosenCategory = categories.find((category) => category.name === chosen?.category_name);
  return (
    <div className={styles.chooser} role="group" aria-label={chooserTexts.choose(slot.label)}>
      {failure ? (
        <p className={styles.statusFailed} role="alert">
          {failure}
        </p>
      ) : null}
      {tree.state.status === 'error' ? (
        <LoadFailed size="sm" message={tree.state.message} retry={tree.retry} />
      ) : tree.state.status !== 'ready' ? (
        <SkeletonGroup label={chooserTexts.loadingProducts}>
          <Skeleton variant="text" lines={3} />
        </SkeletonGroup>
      ) : categories.length === 0 ? (
        <p className={styles.muted}>{chooserTexts.noProducts}</p>
      ) : categories.length === 1 && categories[0] ? (
        listOf(categories[0])
      ) : (
        <Tabs
          label={chooserTexts.categories(slot.label)}
          variant="pill"
          size="sm"
          className={styles.chooserTabs}
          {...(chosenCategory ? { defaultValue: String(chosenCategory.id) } : {})}
          items={categories.map((category) => ({
            value: String(category.id),
            label: category.name,
            content: listOf(category),
          }))}
        />
      )}
      {slot.product ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => actor.send({ type: 'CHOOSE', slot: slot.slot, product: null })}
        >
          {chooserTexts.leaveEmpty}
        </Button>
      ) : null}
    </div>
  );
}
