import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { policyFacts as f } from '../content/policyFacts.ts';
import type { FaqTabValue } from './faqTabs.ts';

export interface FaqEntry {
  readonly question: string;
  readonly answer: ReactNode;
}

/** The answers of each FAQ tab, with the §9 limits from policyFacts. */
export const faqAnswers: Readonly<Record<FaqTabValue, readonly FaqEntry[]>> = {
  'product-information': [
    {
      question: 'What is a Showroom ID?',
      answer: (
        <p>
          The {f.showroomIdLength}-character code your contractor or designer gives you, such as DEMO0001. Enter it on
          the <Link to="/">home page</Link> to open their showroom: their selection of materials, at their prices, in
          their colors.
        </p>
      ),
    },
    {
      question: 'Why can prices differ between showrooms?',
      answer: (
        <p>
          Pros buy at wholesale and add their own markup of at least {f.minimumMarkupPercent}%, which pays for their
          advice and service. The price you see already includes it, and is still up to 60% below retail.
        </p>
      ),
    },
    {
      question: 'How many boxes of tile or flooring do I need?',
      answer: (
        <p>
          Products sold by the box also show their price per square foot (the box price divided by the square feet it
          covers). Measure the area, add about 10% for cuts and breakage, and divide by the coverage of one box,
          rounding up. Your pro can check the numbers before you order.
        </p>
      ),
    },
    {
      question: 'Will the material look exactly like the picture?',
      answer: (
        <p>
          Photos and the 3D visualizer come close, but screens show colors differently and natural stone and wood vary
          from piece to piece and batch to batch. For large orders, ask your pro about seeing the material first.
        </p>
      ),
    },
  ],
  'my-order': [
    {
      question: 'How do I place an order?',
      answer: (
        <p>
          Add materials to your cart from a showroom (you can do that as a guest), then open the{' '}
          <Link to="/cart">cart</Link> and check out. Checking out needs an account, so we can send you updates; you pay
          by credit or debit card, in U.S. dollars.
        </p>
      ),
    },
    {
      question: 'Where can I see my orders?',
      answer: (
        <p>
          In <Link to="/account">My Account</Link>, with the status of every item. Our{' '}
          <Link to="/your_orders">order help page</Link> explains what each status means.
        </p>
      ),
    },
    {
      question: 'Why did my order arrive in several deliveries?',
      answer: (
        <p>
          One order can hold materials from several vendors, and each vendor ships its own items. That is why each item
          has its own status and can arrive on a different day.
        </p>
      ),
    },
    {
      question: 'An item says Not Approved. What now?',
      answer: (
        <p>
          The vendor could not supply it, usually because it is out of stock. You are not charged for that item; your
          pro can suggest an alternative from the showroom.
        </p>
      ),
    },
  ],
  'shipping-and-delivery': [
    {
      question: 'Where do you deliver?',
      answer: <p>Anywhere in the United States. We do not ship to other countries.</p>,
    },
    {
      question: 'How long does delivery take?',
      answer: (
        <p>
          Vendors process an order within {f.processingHours} hours; delivery then takes {f.deliveryWeeks} weeks
          depending on the item and your address. You get an e-mail when an item ships.
        </p>
      ),
    },
    {
      question: 'What does delivery cost?',
      answer: (
        <p>
          Delivery is free on most showroom orders. When an order has a shipping charge, checkout shows it before you
          pay.
        </p>
      ),
    },
    {
      question: 'What should I do on delivery day?',
      answer: (
        <p>
          Heavy items come by freight and the carrier calls to book a time. Check every box before you sign and write
          any damage on the receipt. Report a missing or incomplete order within {f.incompleteOrderWindow}.
        </p>
      ),
    },
    {
      question: 'Can I change the delivery address?',
      answer: (
        <p>
          Yes, within {f.changeWindowMinutes} minutes of placing the order: <Link to="/contact">contact us</Link> with
          the order number. After that the vendors have started processing it.
        </p>
      ),
    },
  ],
  'returns-and-cancelations': [
    {
      question: 'How long do I have to return something?',
      answer: (
        <p>
          {f.returnWindowDays} days from delivery, for unused items in their original packaging. Made-to-order items
          cannot be returned unless they arrive damaged. See the <Link to="/return_policy">Return Policy</Link>.
        </p>
      ),
    },
    {
      question: 'Can I cancel my order?',
      answer: (
        <p>
          Yes, within {f.changeWindowMinutes} minutes of placing it, at no cost. After that, wait for the delivery and
          return what you do not need.
        </p>
      ),
    },
    {
      question: 'When do I get my money back?',
      answer: (
        <p>
          The vendor issues the refund within {f.vendorRefundDays} days of receiving the return; it then reaches your
          card in {f.refundBusinessDays} business days.
        </p>
      ),
    },
    {
      question: 'Is there a restocking fee?',
      answer: (
        <p>
          The original shipping cost of the item is deducted from the refund and goes to the vendor, but never more than
          the cost of shipping it back. Damaged or wrong items are refunded in full.
        </p>
      ),
    },
    {
      question: 'Something arrived damaged. What do I do?',
      answer: (
        <p>
          Take photos of the item and its packaging and <Link to="/contact">contact us</Link>. Claims are accepted for{' '}
          {f.claimWindow} after delivery.
        </p>
      ),
    },
  ],
  'my-account': [
    {
      question: 'Do I need an account?',
      answer: (
        <p>
          Not to browse a showroom or fill a cart. To check out and follow your orders you do:{' '}
          <Link to="/register">signing up is free</Link>.
        </p>
      ),
    },
    {
      question: 'I forgot my password.',
      answer: (
        <p>
          Use <Link to="/reset_password">Forgot your password</Link> on the sign-in page; we e-mail you a link to set a
          new one.
        </p>
      ),
    },
    {
      question: 'Why must I verify my e-mail address?',
      answer: (
        <p>
          Order confirmations, delivery updates and refunds are sent there, so we check it reaches you before your first
          order.
        </p>
      ),
    },
    {
      question: 'How do I change my details or close my account?',
      answer: (
        <p>
          Change your name, phone and addresses in <Link to="/account">My Account</Link>. To close the account or get a
          copy of your data, <Link to="/contact">contact us</Link>.
        </p>
      ),
    },
  ],
  'how-it-works': [
    {
      question: 'How do I get a showroom?',
      answer: (
        <p>
          <Link to="/register/contractor">Apply for a pro account</Link> with your license number. We approve
          contractors within {f.contractorApprovalHours} hours, and a demo of the tools takes about {f.demoMinutes}{' '}
          minutes. Your showroom gets its own Showroom ID to share with clients.
        </p>
      ),
    },
    {
      question: 'How do I earn?',
      answer: (
        <p>
          You buy at wholesale and set a markup of at least {f.minimumMarkupPercent}% (about {f.minimumMarkupPercent}%
          is what we recommend). Your profit on each item is your markup times the quantity; a coupon you give cannot be
          larger than your markup.
        </p>
      ),
    },
    {
      question: 'When are profits paid out?',
      answer: (
        <p>
          Pending profits become available {f.pendingProfitBusinessDays} business days after approval, and are paid to
          the account you enter in <Link to="/payout_setup">Payout Settings</Link>. If returns make your balance
          negative, it is payable within {f.negativeBalanceDays} days.
        </p>
      ),
    },
    {
      question: 'Can my showroom carry my brand?',
      answer: (
        <p>
          Yes: with the custom add-on or the Premium plan, your showroom shows your logo and is themed in your color for
          every client who opens it.
        </p>
      ),
    },
  ],
  'how-wevisu-works': [
    {
      question: 'What is WeVisu?',
      answer: (
        <p>
          WeVisu is the visualizer behind this site: it lets you design a room in 3D with real materials from your
          pro&apos;s showroom, then buy exactly what you designed.
        </p>
      ),
    },
    {
      question: 'How does it work?',
      answer: (
        <ol>
          <li>Enter your pro&apos;s Showroom ID on the home page.</li>
          <li>
            Pick one of more than 50 floor plans or 100 templates, or start from a photo of your own room with AI
            design.
          </li>
          <li>Try materials from more than 25,000 in your design, and keep a project checklist.</li>
          <li>Add what you chose to your cart and check out; your pro follows the order with you.</li>
        </ol>
      ),
    },
    {
      question: 'Does it cost anything?',
      answer: (
        <p>
          Designing is free for homeowners; you pay only for the materials you order. AI room design uses credits, shown
          before you start.
        </p>
      ),
    },
    {
      question: 'Can a designer help me?',
      answer: (
        <p>
          Yes. Chat with your pro about a project, share your checklist with your contractor, or hire a designer from
          your project.
        </p>
      ),
    },
  ],
};
