import { Link } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { useAppStore } from '../../services/ServicesContext.tsx';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';
import { customerStatusNames, statusMeanings } from './yourOrdersStatuses.ts';

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
          {customerStatusNames.map((name) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{statusMeanings[name]}</dd>
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
          You can cancel items within <strong>{f.changeWindowMinutes} minutes</strong> of placing an order: open it in{' '}
          <Link to="/account">My Account</Link> and choose Cancel item; the refund reaches your card within{' '}
          {f.refundBusinessDays} business days. To change the shipping address in that time,{' '}
          <Link to="/contact">contact us</Link> with the order number straight away. Once an item is on its way it can
          no longer be changed; after delivery you can request a return from the same page within {f.returnWindowDays}{' '}
          days (our <Link to="/return_policy">Return Policy</Link> has the details).
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
