import { Link } from 'react-router';

/**
 * §2, §9 "auto-renewing subscriptions unless cancelled": what a card added at sign-up means.
 * No content page holds these terms; the Terms of Service ('Fees and payment') has the rest.
 */
export function AutoRenewalTerms() {
  return (
    <>
      <p>
        Signing up as a homeowner is free, and adding a card does not charge it. We keep only the card&apos;s brand,
        last four digits and expiry date, so you can recognise it later.
      </p>
      <p>
        If you later choose a paid plan or add-on, it is a subscription: it renews automatically at the end of every
        billing period, at the price shown when you chose it, until you cancel it.
      </p>
      <p>
        You can cancel at any time in your account. Cancelling stops the next renewal; the period you already paid for
        stays active until it ends.
      </p>
      <p>
        The <Link to="/terms_of_service#terms-fees">Terms of Service</Link> (Fees and payment) apply to every payment.
      </p>
    </>
  );
}
