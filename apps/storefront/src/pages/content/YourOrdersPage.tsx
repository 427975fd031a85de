import { type OrderItemStatus, orderItemStatuses, orderItemStatusLabels } from '@showroom/domain';
import { Link } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';

/** What each §4 order-item status means to the customer; keyed by status, so none is left out. */
const statusMeanings: Readonly<Record<OrderItemStatus, string>> = {
  'Waiting for approval': 'The vendor has received the item and is checking stock and the delivery address.',
  'Vendor Approved': 'The vendor has confirmed the item and will prepare it.',
  Decline:
    'The vendor cannot supply the item (out of stock or discontinued). You are not charged for it; any payment is refunded.',
  'In Progress': 'The item is being prepared, cut or packed.',
  'Ready to Pick Up': 'The item is packed and waiting for the carrier.',
  'Accept to Pick Up': 'The carrier has accepted the pickup and booked a time.',
  'Picked Up': 'The carrier has collected the item from the vendor.',
  Shipping: 'The item is on its way to you; tracking details follow by e-mail.',
  Shipped: 'The item has reached the carrier’s local depot near you.',
  'Out For Delivery': 'The item will be delivered today. Someone should be there to check it and sign.',
  Cancle: 'The item was cancelled, by you within the change window or by the vendor; it is not charged.',
  'Return Request': 'You asked to return the item; the vendor will tell you where to send it.',
  Returned: 'The vendor has received the returned item and is issuing your refund.',
  Delivered: 'The item was delivered. Check it, and tell us within the limits below if anything is wrong.',
};

function sectionsFor(signedOut: boolean): readonly ContentSection[] {
  return [
    {
      id: 'orders-find',
      title: 'Finding your orders',
      body: (
        <>
          <p>
            Every order you place is kept in your account, with each item, its price and its current status. Sign in and
            open <Link to="/account">My Account</Link> to see them; the newest order is first.
          </p>
          {signedOut ? (
            <p>
              You are not signed in. <Link to="/login">Sign in</Link> to see your orders, or{' '}
              <Link to="/register">sign up for free</Link> if you are new.
            </p>
          ) : null}
          <p>
            One order can hold materials from several vendors. Each vendor ships its own items, so the items of one
            order can arrive on different days and have different statuses.
          </p>
        </>
      ),
    },
    {
      id: 'orders-timing',
      title: 'Processing and delivery times',
      body: (
        <ul>
          <li>
            Vendors process an order within <strong>{f.processingHours} hours</strong> of it being placed.
          </li>
          <li>
            Delivery takes <strong>{f.deliveryWeeks} weeks</strong>, depending on the item and where you are. Large or
            heavy items come by freight and the carrier calls ahead to book a time.
          </li>
          <li>We ship within the United States only, and every price and payment is in U.S. dollars.</li>
        </ul>
      ),
    },
    {
      id: 'orders-statuses',
      title: 'What each status means',
      body: (
        <dl>
          {orderItemStatuses.map((status) => (
            <div key={status}>
              <dt>{orderItemStatusLabels[status]}</dt>
              <dd>{statusMeanings[status]}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: 'orders-change',
      title: 'Changing or cancelling an order',
      body: (
        <p>
          You can cancel an order or change its shipping address within <strong>{f.changeWindowMinutes} minutes</strong>{' '}
          of placing it. <Link to="/contact">Contact us</Link> with the order number straight away. Once vendors start
          processing, an order can no longer be changed; after delivery you can{' '}
          <Link to="/return_policy">return items</Link> within {f.returnWindowDays} days.
        </p>
      ),
    },
    {
      id: 'orders-problems',
      title: 'Something is missing or damaged',
      body: (
        <p>
          Report a missing or incomplete order within {f.incompleteOrderWindow} of delivery. Damage and items not as
          described can be claimed for {f.claimWindow}. Our <Link to="/return_policy">Return Policy</Link> explains what
          happens next.
        </p>
      ),
    },
  ];
}

/** §2 "My Order help" (/your_orders): where orders live and what their statuses mean. */
export function YourOrdersPage({ route }: PageProps) {
  // Only a known guest is asked to sign in; while a stored session loads, nothing flickers in.
  const signedOut = useAppStore('session', (state) => state.status === 'signedOut');
  return (
    <ContentPage
      route={route}
      lead="Where to find your orders, how long they take, and what each status of an item means."
      sections={sectionsFor(signedOut)}
    />
  );
}
