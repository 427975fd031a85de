import { formatUsd, isUserType, type UserType } from '@showroom/domain';
import type { OrderItemDetail, OrderWithItems } from '@showroom/api';
import { Button, Dialog, Skeleton, SkeletonGroup, StateMessage, Table, type TableColumn } from '@showroom/ui';
import { useId, type ReactNode } from 'react';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ItemFactEntries, NameWithFacts, ShipmentPanel } from './FulfilmentParts.tsx';
import { shipmentOf } from './fulfilmentText.ts';
import { ItemStatusControl } from './ItemStatusControl.tsx';
import { PrintedPackingSlip } from './PackingSlip.tsx';
import { amountHeader, itemAmount } from './orderItemAmounts.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import { useOrderItems } from './useOrderItems.ts';
import * as styles from './orders.css.ts';

/** §2 Order screens: the modal's title and its empty text, as the spec writes them. */
export const ORDER_ITEMS_TITLE = 'Order Items';
export const NO_ORDER_ITEMS = 'NO item found in this order.';

export interface OrderItemsDialogProps {
  readonly orderId: number;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * §2 Order screens: the items of one order as the viewer's role sees them (Name, Qty, Profit,
 * Status), each with the §4 status selector and its history; for the one who ships, each item's
 * SKU and size, the ship-to and customer, and a packing slip to print. Loads when opened.
 */
export function OrderItemsDialog({ orderId, open, onOpenChange }: OrderItemsDialogProps) {
  return (
    <Dialog
      title={ORDER_ITEMS_TITLE}
      open={open}
      onOpenChange={onOpenChange}
      contentProps={{ className: styles.dialog, 'aria-describedby': undefined }}
    >
      {open ? <OrderItemsBody orderId={orderId} /> : null}
    </Dialog>
  );
}

/**
 * The signed-in viewer's role; a type the rules do not know is shown what a customer is (prices,
 * no status choices), never a pro's tools. Null while the session has no user yet.
 */
function viewerRole(type: string | undefined): UserType | null {
  if (type === undefined) return null;
  return isUserType(type) ? type : 'User';
}

function OrderItemsBody({ orderId }: { orderId: number }) {
  const role = useAppStore('session', (state) => viewerRole(state.user?.type));
  const narrow = useNarrowScreen();
  const { items, reload, replaceItem } = useOrderItems(orderId);
  if (items.status === 'error') {
    return (
      <StateMessage
        tone="error"
        size="sm"
        title={items.message}
        action={
          <Button size="sm" onClick={reload}>
            Try again
          </Button>
        }
      />
    );
  }
  const data = items.status === 'idle' ? null : items.data;
  if (data === null || role === null) return <ItemsSkeleton />;
  const status = (item: OrderItemDetail) => (
    <ItemStatusControl item={item} role={role} onSaved={replaceItem} onConflict={reload} />
  );
  return (
    <>
      <Shipment data={data} />
      {narrow ? (
        <ItemCards orderNumber={data.order.order_number} items={data.items} role={role} status={status} />
      ) : (
        <ItemTable data={data} role={role} status={status} />
      )}
    </>
  );
}

/**
 * Issue 35: for the one who ships (the vendor, Admin) the order's ship-to and customer, and the
 * packing slip of the items shown to print; nothing for anyone else (the server sends them no
 * fulfilment details).
 */
function Shipment({ data }: { data: OrderWithItems }) {
  const shipment = shipmentOf(data.items);
  if (!shipment) return null;
  return (
    <>
      <ShipmentPanel shipment={shipment} onPrint={() => window.print()} />
      <PrintedPackingSlip order={data.order} items={data.items} shipment={shipment} />
    </>
  );
}

interface ItemTableProps {
  readonly data: OrderWithItems;
  readonly role: UserType;
  readonly status: (item: OrderItemDetail) => ReactNode;
}

function ItemTable({ data, role, status }: ItemTableProps) {
  const columns: TableColumn<OrderItemDetail>[] = [
    {
      key: 'product_name',
      header: 'Name',
      minWidth: '9rem',
      render: (item) => <NameWithFacts name={item.product_name} fulfilment={item.fulfilment} />,
    },
    { key: 'qty', header: 'Qty', align: 'end' },
    {
      key: 'amount',
      header: amountHeader(role),
      align: 'end',
      render: (item) => formatUsd(itemAmount(item, role).amount),
    },
    {
      key: 'status',
      header: 'Status',
      render: status,
    },
  ];
  return (
    <Table
      caption={
        <>
          Order <span className={styles.orderNumber}>{data.order.order_number}</span>
        </>
      }
      columns={columns}
      rows={data.items}
      rowKey={(item) => String(item.id)}
      emptyMessage={NO_ORDER_ITEMS}
    />
  );
}

interface ItemCardsProps {
  readonly orderNumber: string;
  readonly items: readonly OrderItemDetail[];
  readonly role: UserType;
  readonly status: (item: OrderItemDetail) => ReactNode;
}

/**
 * A phone's view of the same items: the table's four columns do not fit 375 px (the Status
 * column, the one a pro works in, fell off the side), so each item is a card of its own with
 * the same facts under the same names, and the selector and its history full width.
 */
function ItemCards({ orderNumber, items, role, status }: ItemCardsProps) {
  const titleId = useId();
  return (
    <div className={styles.cards}>
      <p id={titleId} className={styles.cardsTitle}>
        Order <span className={styles.orderNumber}>{orderNumber}</span>
      </p>
      {items.length === 0 ? (
        <p className={styles.cardsEmpty}>{NO_ORDER_ITEMS}</p>
      ) : (
        <ul className={styles.cardList} aria-labelledby={titleId}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <p className={styles.cardName}>{item.product_name}</p>
              <dl className={styles.cardFacts}>
                {item.fulfilment ? <ItemFactEntries fulfilment={item.fulfilment} /> : null}
                <div>
                  <dt>Qty</dt>
                  <dd>{item.qty}</dd>
                </div>
                <div>
                  <dt>{amountHeader(role)}</dt>
                  <dd>{formatUsd(itemAmount(item, role).amount)}</dd>
                </div>
                <div className={styles.cardStatus}>
                  <dt>Status</dt>
                  <dd>{status(item)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ItemsSkeleton() {
  return (
    <SkeletonGroup label="Loading the order's items" className={styles.skeleton}>
      <Skeleton height="1.5rem" width="40%" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
      <Skeleton height="3rem" />
    </SkeletonGroup>
  );
}
