import { Link } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';

const sections: readonly ContentSection[] = [
  {
    id: 'about-who',
    title: 'Who we are',
    body: (
      <>
        <p>
          Showroom is a marketplace and 3D design visualizer for home remodeling materials. We connect homeowners with
          the contractors and designers they trust, and with the manufacturers and vendors who make the tile, flooring,
          cabinets, fixtures and stone that go into a remodel.
        </p>
        <p>
          Every pro on Showroom runs a showroom of their own with a public {f.showroomIdLength}-character Showroom ID.
          Enter it and you shop that pro&apos;s selection at manufacturer-direct prices, in their colors.
        </p>
      </>
    ),
  },
  {
    id: 'about-homeowners',
    title: 'For homeowners',
    body: (
      <ul>
        <li>
          Start from more than 50 floor plans and more than 100 design templates, or from a photo of your own room.
        </li>
        <li>Try more than 25,000 materials in 3D before you buy, keep a project checklist and a cart.</li>
        <li>Chat with your designer or contractor about the project, or hire one.</li>
        <li>
          Save up to 60% against retail: on average 55% on a kitchen, 30% on a bathroom and 40% on outdoor projects.
        </li>
      </ul>
    ),
  },
  {
    id: 'about-pros',
    title: 'For contractors and designers',
    body: (
      <>
        <p>
          Licensed contractors buy at wholesale, set their own markup (at least {f.minimumMarkupPercent}%) and earn a
          profit on every order placed through their showroom, paid out to them. Designers build showrooms and studios
          and sell the products they specify.
        </p>
        <p>
          Pro accounts are approved within {f.contractorApprovalHours} hours, and a demo takes about {f.demoMinutes}{' '}
          minutes. <Link to="/pro-account">See what a pro account includes</Link> or{' '}
          <Link to="/register/contractor">apply to become a pro</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'about-promise',
    title: 'What we promise',
    body: (
      <ul>
        <li>
          Delivery nationwide within the United States, free on most showroom orders; any shipping charge is shown at
          checkout before you pay, and all prices are in U.S. dollars.
        </li>
        <li>Clear prices: what you see in the showroom is what you pay, with your pro&apos;s markup included.</li>
        <li>
          Fair returns: {f.returnWindowDays} days to ask for a return, and refunds within {f.refundLatestBusinessDays}{' '}
          business days. Read our <Link to="/return_policy">Return Policy</Link>.
        </li>
        <li>
          People who answer: <Link to="/contact">contact us</Link> about an order, a showroom or your account.
        </li>
      </ul>
    ),
  },
];

/** §2 "About Us": the product of §1 in our own words. */
export function AboutUsPage({ route }: PageProps) {
  return (
    <ContentPage
      route={route}
      lead="We make remodeling materials easier to choose and cheaper to buy, through the showrooms of the pros you work with."
      sections={sections}
      contents={false}
    />
  );
}
