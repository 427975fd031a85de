import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../config.ts';
import type { PageProps } from '../../routes/pageModules.ts';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';

const sections: readonly ContentSection[] = [
  {
    id: 'privacy-scope',
    title: 'Who this policy covers',
    body: (
      <p>
        This policy explains what personal information Showroom collects when you use our website, apps and visualizer,
        why, and what we do with it. It applies to every kind of account: customers and clients, contractors, designers
        and vendors.
      </p>
    ),
  },
  {
    id: 'privacy-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Registration data</h3>
        <p>
          Your name, e-mail address, password (stored only as a secure hash), phone number and zip code, and for pros a
          business name and license number.
        </p>
        <h3>Social sign-on</h3>
        <p>
          If you sign in with a social account, that provider sends us your name, e-mail address and profile picture, as
          you allowed it to. We never receive your password there.
        </p>
        <h3>Referrals</h3>
        <p>
          The showroom or pro who referred you, and the details of friends you invite (their name and e-mail address,
          used only to send the invitation).
        </p>
        <h3>Payments</h3>
        <p>
          Shipping and billing addresses and your orders. Card numbers go to our payment processor; we keep only the
          card brand, the last four digits and the expiry date.
        </p>
        <h3>Support</h3>
        <p>What you write to us and our answers, so we can follow up on your request.</p>
        <h3>Location</h3>
        <p>
          Your zip code and shipping address to show delivery options, and an approximate location derived from your IP
          address to protect accounts from fraud. We do not track your precise location.
        </p>
        <h3>Cookies and analytics</h3>
        <p>
          Cookies and browser storage keep you signed in and remember your cart and showroom; our{' '}
          <Link to="/cookies_policy">Cookies Policy</Link> lists them. Our servers log the pages requested, the browser
          and device used and the time, which we use in aggregate to keep the Service running and improve it.
        </p>
      </>
    ),
  },
  {
    id: 'privacy-use',
    title: 'How we use it',
    body: (
      <ul>
        <li>To create and run your account and showroom, and to process, deliver and support your orders.</li>
        <li>To take payments, issue refunds and pay pros their profits.</li>
        <li>To answer your questions and tell you about your orders and account.</li>
        <li>To send offers you asked for; every marketing e-mail has an unsubscribe link.</li>
        <li>To keep the Service secure, prevent fraud and meet our legal duties.</li>
        <li>To understand, in aggregate, how the Service is used and make it better.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-share',
    title: 'How we share it',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>
            with the vendors, contractors and designers involved in your order or project, as much as they need to
            supply, ship or design it;
          </li>
          <li>with our payment processor, carriers, hosting and e-mail providers, who work for us under contract;</li>
          <li>with authorities when the law requires it, or to protect people and property from harm;</li>
          <li>with a company that takes over our business, which must keep this policy&apos;s promises.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'privacy-security',
    title: 'Security',
    body: (
      <p>
        Data travels encrypted (HTTPS), passwords are stored as hashes, and access to personal information is limited to
        the people who need it. No system is perfectly secure: if a breach affects your data, we will tell you and the
        authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'privacy-choices',
    title: 'Your choices and rights',
    body: (
      <p>
        You can see and correct your details in your account, unsubscribe from marketing, and ask us for a copy of your
        data or to delete it by writing to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. California residents
        have these rights under the California Consumer Privacy Act, and we will not treat you differently for using
        them. We keep data as long as your account is open and then as long as the law requires (for example, order
        records for tax purposes).
      </p>
    ),
  },
  {
    id: 'privacy-children',
    title: 'Children',
    body: (
      <p>
        The Service is not for children under {f.minimumAge}, and we do not knowingly collect their data. Users under{' '}
        {f.adultAge} need a parent&apos;s or guardian&apos;s consent. If you believe a child has given us information,
        tell us and we will delete it.
      </p>
    ),
  },
  {
    id: 'privacy-changes',
    title: 'Changes and contact',
    body: (
      <p>
        When we change this policy we update the date at the top and, for important changes, tell you by e-mail or in
        the Service first. Questions about your privacy: write to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or <Link to="/contact">contact us</Link>.
      </p>
    ),
  },
];

/** §2 "Privacy Policy, last updated May 3, 2021" with the topics §2 lists. */
export function PrivacyPolicyPage({ route }: PageProps) {
  return (
    <ContentPage
      route={route}
      lead="Your data is yours. This policy says what we collect, how we use and share it, and how we protect it."
      updated={`Last updated ${f.privacyPolicyUpdated}`}
      sections={sections}
    />
  );
}
