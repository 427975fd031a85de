import {
  customerStatusFilters,
  customerStatusGroup,
  formatUsd,
  isOrderItemStatus,
  type OrderItemStatus,
  orderItemStatuses,
  statusLabel,
} from '@showroom/domain';
import { ORDER_SEARCH_MAX_LENGTH, type OrderSummary } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import {
  Button,
  Field,
  Pagination,
  Select,
  Skeleton,
  SkeletonGroup,
  StateMessage,
  Table,
  TextInput,
  VisuallyHidden,
  type TableColumn,
} from '@showroom/ui';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IN_PLACE } from '../../routes/RoutePage.tsx';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { fragmentId, moveToSection } from '../../pages/content/inPageFragment.ts';
import { linkedOrderFromSearch, orderQueryFromSearch, ordersParams, searchWithOrderQuery } from './ordersAddress.ts';
import { ORDERS_SECTION_ID, ordersLead } from './ordersAnchor.ts';
import { PayoutSummaryCard } from './PayoutSummaryCard.tsx';
import { useOrders } from './useOrders.ts';
import type { OrderQuery } from './ordersService.ts';
import * as account from '../profile/Account.css.ts';
import * as styles from './orders.css.ts';

// The dialog brings the status machine along: loaded when an order is opened, not with /account.
const OrderItemsDialog = lazy(async () => ({ default: (await import('./OrderItemsDialog.tsx')).OrderItemsDialog }));

const ALL_STATUSES = 'all';
const allStatuses = { value: ALL_STATUSES, label: 'All statuses' };
/** A pro filters by the 14 stored statuses. */
const proStatusOptions = [
  allStatuses,
  ...orderItemStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
];
/**
 * A customer filters by the names they read (never 'Cancle' or an admin's step), each standing
 * for every status shown under it (`customerStatusGroup`).
 */
const customerStatusOptions = [
  allStatuses,
  ...customerStatusFilters.map((filter) => ({ value: filter.status, label: filter.label })),
];

/**
 * `/account#orders` (the account menu's Orders) lands on this section, also when the page is
 * already open. The shell scrolls to the top after a navigation; a frame later comes last. Only
 * the fragment counts: the list's own address changes keep it and must not move the focus.
 */
function useLinkedOrders() {
  const { hash } = useLocation();
  useEffect(() => {
    if (fragmentId(hash) !== ORDERS_SECTION_ID) return;
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById('orders-heading');
      if (heading) moveToSection(heading, { smooth: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/**
 * The list's query lives in the address (`ordersAddress.ts`): a change is a new history entry
 * the page makes in place (`IN_PLACE`: /account stays mounted, scroll and focus kept), so Back,
 * reload and a shared link show the same list.
 */
function useOrderQueryInAddress() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = orderQueryFromSearch(search);
  const go = (next: URLSearchParams, replace: boolean) => {
    const text = next.toString();
    void navigate(
      { pathname: location.pathname, search: text ? `?${text}` : '', hash: location.hash },
      { replace, state: IN_PLACE },
    );
  };
  const setQuery = (next: OrderQuery, replace = false) => go(searchWithOrderQuery(search, next), replace);
  // An e-mail's or notification's link opens its order at once; closing it leaves the list.
  const linkedOrder = linkedOrderFromSearch(search);
  const forgetLinkedOrder = () => {
    const next = new URLSearchParams(search);
    next.delete(ordersParams.open);
    go(next, true);
  };
  return { query, setQuery, linkedOrder, forgetLinkedOrder };
}

/**
 * The Orders section of /account for every role: newest first, paged (§3), filtered by an
 * item status, searched by order number; a row opens the Order Items dialog. Pros see their
 * profit per order and their payout summary (§9).
 */
export function OrdersSection() {
  const role = useAppStore('session', (state) => state.user?.type ?? null);
  const { query, setQuery, linkedOrder, forgetLinkedOrder } = useOrderQueryInAddress();
  useLinkedOrders();
  // The field follows the address (Back, a shared link) but keeps what is typed until searched.
  const [searchText, setSearchText] = useState(query.search);
  const [searched, setSearched] = useState(query.search);
  if (searched !== query.search) {
    setSearched(query.search);
    setSearchText(query.search);
  }
  const [opened, setOpened] = useState<number | null>(null);
  // The dialog has no trigger of its own: focus goes back to the row's button when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const open = (orderId: number, button: HTMLElement) => {
    opener.current = button;
    setOpened(orderId);
  };
  const close = () => {
    if (opened === null && linkedOrder !== null) {
      // Opened by the link, not a row: focus goes to the list's heading.
      forgetLinkedOrder();
      requestAnimationFrame(() => document.getElementById('orders-heading')?.focus());
      return;
    }
    setOpened(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const shownOrder = opened ?? linkedOrder;
  const pro = role !== null && role !== 'User';
  const { list, answered, reload } = useOrders(query, pro ? 'as stored' : 'as a customer reads it');
  // A customer's link may name any status of a group ('Shipping'): the box shows the group.
  const shownStatus = query.status === null ? ALL_STATUSES : pro ? query.status : customerStatusGroup(query.status)[0];

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, page: 1, search: searchText.trim() });
  };
  const chooseStatus = (value: string) =>
    setQuery({ ...query, page: 1, status: isOrderItemStatus(value) ? (value as OrderItemStatus) : null });

  const columns: TableColumn<OrderSummary>[] = [
    {
      key: 'order_number',
      header: 'Order',
      minWidth: '9rem',
      // The number itself opens the items, so a phone need not scroll sideways to reach them.
      render: (order) => (
        <Button variant="link" onClick={(event) => open(order.id, event.currentTarget)}>
          {order.order_number}
          <VisuallyHidden>, view items</VisuallyHidden>
        </Button>
      ),
    },
    { key: 'created_at', header: 'Date', render: (order) => formatShopDate(order.created_at) ?? '' },
    // A name broken into single letters is unreadable: the table scrolls sideways instead.
    ...(pro ? [{ key: 'customer_name', header: 'Customer', minWidth: '9rem' }] : []),
    { key: 'items_count', header: 'Items', align: 'end' },
    pro
      ? { key: 'profit', header: 'Profit', align: 'end', render: (order) => formatUsd(order.profit ?? 0) }
      : { key: 'total', header: 'Total', align: 'end', render: (order) => formatUsd(order.total) },
  ];

  const filtered = query.status !== null || query.search !== '';
  const data = list.status === 'idle' ? null : list.data;
  // A page past the end (a shared link to a shorter list) is answered with another: the address follows.
  const answeredHere =
    list.status === 'ready' &&
    answered?.page === query.page &&
    answered.status === query.status &&
    answered.search === query.search;
  const corrected = answeredHere && list.data.current_page !== query.page ? list.data.current_page : null;
  useEffect(() => {
    if (corrected !== null) setQuery({ ...query, page: corrected }, true);
    // setQuery and query change every render; the corrected page is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [corrected]);
  return (
    <section id={ORDERS_SECTION_ID} className={account.section} aria-labelledby="orders-heading">
      <h2 id="orders-heading" tabIndex={-1} className={account.sectionTitle}>
        Orders
      </h2>
      {role === null ? null : <p className={account.lead}>{ordersLead(role)}</p>}
      {data?.payout ? <PayoutSummaryCard payout={data.payout} /> : null}
      <div className={styles.filters}>
        <form className={styles.filters} role="search" aria-label="Orders" onSubmit={submitSearch}>
          <div className={styles.searchField}>
            <Field label="Order number">
              <TextInput
                value={searchText}
                maxLength={ORDER_SEARCH_MAX_LENGTH}
                placeholder="e.g. 3001"
                onChange={(event) => setSearchText(event.target.value)}
              />
            </Field>
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </form>
        <Field label="Item status">
          <Select
            options={pro ? proStatusOptions : customerStatusOptions}
            value={shownStatus ?? ALL_STATUSES}
            onValueChange={chooseStatus}
          />
        </Field>
      </div>
      {list.status === 'error' ? (
        <StateMessage
          tone="error"
          size="sm"
          title={list.message}
          action={
            <Button size="sm" onClick={reload}>
              Try again
            </Button>
          }
        />
      ) : data === null ? (
        <SkeletonGroup label="Loading your orders" className={styles.skeleton}>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </SkeletonGroup>
      ) : (
        <>
          <Table
            caption="Orders, newest first"
            hideCaption
            columns={columns}
            rows={data.data}
            rowKey={(order) => String(order.id)}
            emptyMessage={filtered ? 'No orders match this search.' : 'No orders yet.'}
          />
          {data.last_page > 1 ? (
            <Pagination label="Order pages" pagination={data} onPageChange={(page) => setQuery({ ...query, page })} />
          ) : null}
        </>
      )}
      {shownOrder === null ? null : (
        <Suspense fallback={null}>
          <OrderItemsDialog orderId={shownOrder} open onOpenChange={(next) => (next ? undefined : close())} />
        </Suspense>
      )}
    </section>
  );
}
