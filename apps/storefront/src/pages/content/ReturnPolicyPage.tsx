import { Link } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';

const sections: readonly ContentSection[] = [
  {
    id: 'returns-window',
    title: 'Returning an item',
    body: (
      <>
        <p>
          You can ask to return materials within <strong>{f.returnWindowDays} days</strong> of delivery. The materials
          you buy through a showroom ship directly from the vendor who makes or stocks them, so each return goes back to
          that vendor, and each item of an order can be returned on its own.
        </p>
        <p>
          Orders that have not shipped yet are easier to change: see{' '}
          <a href="#returns-cancel">Cancelling instead of returning</a>.
        </p>
      </>
    ),
  },
  {
    id: 'returns-how',
    title: 'How to start a return',
    body: (
      <ol>
        <li>Sign in and open My Account, then your orders.</li>
        <li>
          Open the order, find the item and ask for a return. Its status changes to <strong>Return Request</strong> and
          the vendor is told at once.
        </li>
        <li>
          The vendor confirms the return and tells you where to send it. Pack the item in its original packaging and
          keep the shipping receipt and tracking number.
        </li>
        <li>
          When the vendor receives the item, its status changes to <strong>Returned</strong> and the refund starts.
        </li>
      </ol>
    ),
  },
  {
    id: 'returns-condition',
    title: 'What can be returned',
    body: (
      <>
        <p>Items must come back unused, undamaged and complete, in their original packaging. That means:</p>
        <ul>
          <li>tile, flooring and stone in full, unopened boxes (opened or partial boxes cannot be resold);</li>
          <li>fixtures, faucets and appliances not installed, with all parts and manuals;</li>
          <li>no materials that were cut, glued, grouted, sealed or otherwise worked on.</li>
        </ul>
        <p>
          Made-to-order items (countertops cut to your measurements, custom cabinetry, special-order colors) are made
          for your project and cannot be returned unless they arrive damaged or not as ordered.
        </p>
      </>
    ),
  },
  {
    id: 'returns-shipping',
    title: 'Return shipping and restocking fee',
    body: (
      <>
        <p>
          You pay for shipping a return, unless the item arrived damaged or is not what you ordered. The original
          shipping cost of the item is deducted from your refund as a restocking fee, which goes to the vendor. The fee
          is never more than what shipping the item back costs.
        </p>
        <p>Heavy items travel by freight; the vendor can arrange the pickup and tell you the cost before you agree.</p>
      </>
    ),
  },
  {
    id: 'returns-refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          Vendors have {f.vendorRefundDays} days from receiving a return to check it and issue the refund. Once issued,
          the refund reaches the card you paid with in {f.refundBusinessDays} business days, and no later than{' '}
          {f.refundLatestBusinessDays} business days. Refunds are paid in U.S. dollars to the original card only.
        </p>
        <p>We send you an e-mail when the vendor issues the refund.</p>
      </>
    ),
  },
  {
    id: 'returns-damage',
    title: 'Damaged, missing or incomplete orders',
    body: (
      <>
        <p>
          Check every delivery before you sign for it and note any visible damage on the carrier&apos;s receipt. Then:
        </p>
        <ul>
          <li>
            report a missing or incomplete order within <strong>{f.incompleteOrderWindow}</strong> of delivery;
          </li>
          <li>
            claims for items damaged in transit or not as described are accepted for <strong>{f.claimWindow}</strong>{' '}
            after delivery. Send photos of the item and its packaging; the vendor replaces it or refunds it in full,
            with no restocking fee.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'returns-cancel',
    title: 'Cancelling instead of returning',
    body: (
      <p>
        You can cancel an order, or change its shipping address, within <strong>{f.changeWindowMinutes} minutes</strong>{' '}
        of placing it, at no cost. After that the vendors start processing it (which takes up to {f.processingHours}{' '}
        hours) and the order can only be returned once it has been delivered.
      </p>
    ),
  },
  {
    id: 'returns-help',
    title: 'Questions about a return',
    body: (
      <p>
        Our <Link to="/faq#returns-and-cancelations">FAQ on returns and cancelations</Link> answers the common
        questions. For anything else, <Link to="/contact">contact us</Link> with your order number.
      </p>
    ),
  },
];

/** §2 "Return Policy", with the §9 return, refund and claim limits. */
export function ReturnPolicyPage({ route }: PageProps) {
  return (
    <ContentPage
      route={route}
      lead="Changed your mind, or something arrived damaged? Here is how returns, refunds and claims work for materials bought through a showroom."
      sections={sections}
    />
  );
}
