import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../config.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';

/** §2 lists these sections of the Terms, in this order. */
const sections: readonly ContentSection[] = [
  {
    id: 'terms-summary',
    title: 'Summary of material terms',
    body: (
      <ul>
        <li>
          You must be at least {f.minimumAge} to use Showroom, and need a parent&apos;s or guardian&apos;s consent until
          you are {f.adultAge}.
        </li>
        <li>Subscriptions renew automatically until you cancel them.</li>
        <li>
          Our liability is limited to the greater of the fees you paid us or ${f.liabilityFloorUsd} (see Limitation of
          liability).
        </li>
        <li>
          Disputes are settled by individual arbitration under the laws of {f.venue}, not in court or in a class action
          (see Dispute resolution).
        </li>
        <li>Materials can be returned within {f.returnWindowDays} days of delivery (see Return policy).</li>
      </ul>
    ),
  },
  {
    id: 'terms-general',
    title: 'General',
    body: (
      <p>
        This End User License Agreement and Terms of Service (the &quot;Terms&quot;) is an agreement between you and
        Showroom about the website, the apps and the visualizer (together, the &quot;Service&quot;). By creating an
        account or using the Service you accept these Terms and our <Link to="/privacy_policy">Privacy Policy</Link>. If
        you do not accept them, do not use the Service.
      </p>
    ),
  },
  {
    id: 'terms-license',
    title: 'License scope',
    body: (
      <p>
        We grant you a personal, limited, non-exclusive, non-transferable and revocable license to use the Service for
        planning and buying home remodeling materials, and, if you are a pro, to run your showroom. You may not copy,
        resell, decompile or build a competing service from any part of it.
      </p>
    ),
  },
  {
    id: 'terms-registration',
    title: 'Registration and eligibility',
    body: (
      <p>
        You must be at least {f.minimumAge} years old; if you are under {f.adultAge}, a parent or guardian must agree to
        these Terms for you. Give true, current information when you register, keep your password secret and tell us at
        once if someone uses your account. Contractors must hold a valid license and give its number; pro accounts are
        reviewed and approved within {f.contractorApprovalHours} hours.
      </p>
    ),
  },
  {
    id: 'terms-user-content',
    title: 'User content',
    body: (
      <p>
        You keep ownership of what you upload (room photos, floor plans, messages, reviews). You grant us a worldwide,
        royalty-free license to host, show and process it as needed to run the Service, for example to share a project
        with the designer or contractor you chose. Do not upload anything you have no right to share or that is
        unlawful, offensive or misleading.
      </p>
    ),
  },
  {
    id: 'terms-fees',
    title: 'Fees and payment',
    body: (
      <p>
        Prices are in U.S. dollars and include your pro&apos;s markup. You pay by card when you order; we and our
        payment processor charge the card for the order total, taxes and any shipping charge shown at checkout. Paid
        plans and add-ons are subscriptions that renew automatically at the end of each period until you cancel them in
        your account; cancelling stops the next renewal. Pros&apos; pending profits become available{' '}
        {f.pendingProfitBusinessDays} business days after approval, and a negative balance must be paid within{' '}
        {f.negativeBalanceDays} days.
      </p>
    ),
  },
  {
    id: 'terms-additional-services',
    title: 'Additional services',
    body: (
      <p>
        Some features have their own terms, shown when you start them: the AI room-design service and its credits,
        hiring a designer or contractor, and project chat. Those terms add to these Terms; where they conflict, the
        feature&apos;s own terms apply to that feature.
      </p>
    ),
  },
  {
    id: 'terms-third-party-materials',
    title: 'Third-party materials',
    body: (
      <p>
        Product descriptions, images, sizes and specifications come from manufacturers and vendors. We check them but
        cannot guarantee them, and the 3D visualizer shows an approximation: colors and textures vary between screens
        and between production batches. Links to other sites are not endorsements.
      </p>
    ),
  },
  {
    id: 'terms-permitted-use',
    title: 'Permitted use',
    body: (
      <p>
        Use the Service lawfully and only for its purpose. Do not scrape it, overload it, probe its security, get around
        its limits, pose as someone else, or use it to send spam or to collect other users&apos; data.
      </p>
    ),
  },
  {
    id: 'terms-data-consent',
    title: 'Data consent',
    body: (
      <p>
        You agree that we collect and use data about you and your devices as our{' '}
        <Link to="/privacy_policy">Privacy Policy</Link> and <Link to="/cookies_policy">Cookies Policy</Link> describe,
        including sharing order details with the vendors and pros who fulfil your order.
      </p>
    ),
  },
  {
    id: 'terms-ownership',
    title: 'Ownership',
    body: (
      <p>
        The Service, its software, designs, templates, floor plans and trademarks belong to us or our licensors. These
        Terms give you no right to them beyond the license above.
      </p>
    ),
  },
  {
    id: 'terms-feedback',
    title: 'Feedback',
    body: (
      <p>Ideas and suggestions you send us are welcome. We may use them freely, without paying you or naming you.</p>
    ),
  },
  {
    id: 'terms-violations',
    title: 'Violations',
    body: (
      <p>
        If you break these Terms we may remove content, limit or suspend your account, cancel open orders and refund
        them, and report unlawful acts to the authorities. Tell us about violations you see at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: 'terms-liability',
    title: 'Liability',
    body: (
      <p>
        You are responsible for your use of the Service and for the choices you make with it. Materials must be
        installed by qualified people following the manufacturer&apos;s instructions and local building codes; we are
        not responsible for installation, site conditions or work done by contractors you hire.
      </p>
    ),
  },
  {
    id: 'terms-termination',
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time. We may end or suspend these Terms or your access for a violation, or if
        we stop offering the Service, with notice where we can give it. Orders already placed are still delivered or
        refunded, and the sections that by their nature should survive (ownership, liability, dispute resolution)
        continue.
      </p>
    ),
  },
  {
    id: 'terms-disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        Apart from the promises in these Terms and the manufacturers&apos; own warranties, the Service is provided
        &quot;as is&quot; and &quot;as available&quot;, without warranties of any kind, including fitness for a
        particular purpose and uninterrupted or error-free operation, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'terms-limitation',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, or
        for lost profits, data or use. Our total liability for any claim about the Service is limited to the greater of
        the fees you paid us in the twelve months before the claim or ${f.liabilityFloorUsd}.
      </p>
    ),
  },
  {
    id: 'terms-indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to defend and compensate us for claims, losses and costs (including reasonable legal fees) that come
        from your content, your breach of these Terms or your violation of someone else&apos;s rights.
      </p>
    ),
  },
  {
    id: 'terms-third-party-disputes',
    title: 'Third-party disputes',
    body: (
      <p>
        Contracts for work on your home are between you and your contractor or designer. We can help you talk to each
        other, but we are not a party to those disputes and you release us from claims arising from them, to the extent
        the law allows.
      </p>
    ),
  },
  {
    id: 'terms-copyright',
    title: 'Copyright policy',
    body: (
      <p>
        We respect intellectual property and remove content that infringes it. To report infringement, write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the work concerned, where it appears on the
        Service, your contact details and a statement, made in good faith and under penalty of perjury, that you own the
        right or act for its owner. Accounts that infringe repeatedly are closed.
      </p>
    ),
  },
  {
    id: 'terms-disputes',
    title: 'Dispute resolution',
    body: (
      <p>
        Please contact us first: most problems are solved that way. Otherwise, any dispute about these Terms or the
        Service is settled by binding individual arbitration in {f.venue}, under the laws of the State of {f.venue} and
        without regard to conflict-of-law rules. Claims may be brought only individually, not in a class or
        representative action. Either of us may take a claim that qualifies to small-claims court instead.
      </p>
    ),
  },
  {
    id: 'terms-returns',
    title: 'Return policy',
    body: (
      <p>
        Materials may be returned within {f.returnWindowDays} days of delivery; refunds reach your card in{' '}
        {f.refundBusinessDays} business days after the vendor issues them. Orders can be cancelled within{' '}
        {f.changeWindowMinutes} minutes of being placed, and claims for damage are accepted for {f.claimWindow}. Our{' '}
        <Link to="/return_policy">Return Policy</Link> has the details and is part of these Terms.
      </p>
    ),
  },
  {
    id: 'terms-miscellaneous',
    title: 'Miscellaneous',
    body: (
      <p>
        These Terms are the whole agreement between you and us about the Service. If a part of them is found
        unenforceable, the rest still applies. Not enforcing a right is not giving it up. You may not transfer these
        Terms; we may, to a company that takes over the Service. We may change these Terms and will tell you about
        important changes before they apply. Questions: <Link to="/contact">contact us</Link>.
      </p>
    ),
  },
];

/** §2 "Terms and conditions": the End User License Agreement and Terms of Service, every section §2 lists. */
export function TermsOfServicePage({ route }: PageProps) {
  return (
    <ContentPage
      route={route}
      lead="The End User License Agreement and Terms of Service: the rules for using Showroom, buying through it and running a showroom on it."
      sections={sections}
    />
  );
}
