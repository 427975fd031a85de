import { Link } from 'react-router';
import type { PageProps } from '../../routes/pageModules.ts';
import { ContentPage, type ContentSection } from './ContentPage.tsx';
import { policyFacts as f } from './policyFacts.ts';

const sections: readonly ContentSection[] = [
  {
    id: 'cookies-what',
    title: 'Cookies and browser storage',
    body: (
      <p>
        Cookies are small text files a website keeps in your browser. Browser storage (local storage) works the same way
        but is never sent with requests. We use both only to make this site work: to keep you signed in, to remember
        your cart and your showroom, and to load pages faster.
      </p>
    ),
  },
  {
    id: 'cookies-list',
    title: 'The cookies we set',
    body: (
      <dl>
        <div>
          <dt>user_type</dt>
          <dd>
            Your account type (customer, contractor…), so pages show what applies to you. Kept for{' '}
            {f.userTypeCookieDays} day.
          </dd>
        </div>
        <div>
          <dt>remember_me and remember_email</dt>
          <dd>
            Set only when you tick &quot;Remember me&quot; when signing in: your e-mail address, to fill in the sign-in
            form next time. We never store your password in a cookie. Kept for {f.rememberCookieDays} days.
          </dd>
        </div>
        <div>
          <dt>otp_verify</dt>
          <dd>
            For administrators only: remembers that this browser passed the one-time-code check. Kept for{' '}
            {f.rememberCookieDays} days.
          </dd>
        </div>
      </dl>
    ),
  },
  {
    id: 'cookies-storage',
    title: 'What we keep in browser storage',
    body: (
      <ul>
        <li>Your sign-in token, so you stay signed in until you log out.</li>
        <li>Your cart and project (cart and project numbers, the item you were designing), also as a guest.</li>
        <li>The active showroom: its Showroom ID, name and colors.</li>
        <li>
          Copies of menus, categories, settings and the products you viewed recently, so pages load without waiting for
          them again.
        </li>
        <li>Where to take you after signing in.</li>
      </ul>
    ),
  },
  {
    id: 'cookies-third-party',
    title: 'Analytics and advertising',
    body: (
      <p>
        This storefront sets no advertising cookies and lets no third party track you through it. If we add an analytics
        or advertising tool, we will list it here first and ask for your consent where the law requires it.
      </p>
    ),
  },
  {
    id: 'cookies-control',
    title: 'Your choices',
    body: (
      <>
        <p>
          Logging out removes your sign-in and the data stored for your account from this browser. You can also delete
          cookies and site data in your browser&apos;s settings at any time; you will then be signed out and a guest
          cart will be emptied.
        </p>
        <p>
          If you block cookies and storage altogether, you can still browse, but signing in and the cart will not work.
          Our <Link to="/privacy_policy">Privacy Policy</Link> explains how we use the data itself.
        </p>
      </>
    ),
  },
];

/** §2 "Cookies policy": the §3 cookies and browser storage, described as the storefront really uses them. */
export function CookiesPolicyPage({ route }: PageProps) {
  return (
    <ContentPage
      route={route}
      lead="Which cookies and browser storage this site uses, why, for how long, and how to remove them."
      sections={sections}
    />
  );
}
