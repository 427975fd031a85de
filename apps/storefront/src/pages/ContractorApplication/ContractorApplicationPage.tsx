import { CONTRACTOR_APPROVAL_HOURS, CONTRACTOR_DEMO_MINUTES } from '@showroom/api/client';
import { Button, StateMessage } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { ApplicationReceived } from './ApplicationReceived.tsx';
import { ContractorApplicationForm } from './ContractorApplicationForm.tsx';
import { useContractorApplication } from './useContractorApplication.ts';
import * as styles from './ContractorApplicationPage.css.ts';

/** Pro accounts are Contractor and Designer accounts: they sign in, they do not apply. */
const proTypes: readonly string[] = ['Contractor', 'Designer'];

/** /register/contractor (§2 "screen not shown"): a licensed contractor applies for a pro account. */
export function ContractorApplicationPage() {
  const application = useContractorApplication();
  const { submitted, user } = application;
  const isPro = user !== null && proTypes.includes(user.type);

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <h1 className={styles.heading}>Apply for a pro account</h1>
        <p className={styles.lead}>
          For licensed contractors: buy at wholesale and sell from your own showroom. Approval takes up to{' '}
          {CONTRACTOR_APPROVAL_HOURS} hours.
        </p>
        {submitted !== null ? (
          <ApplicationReceived message={submitted.message} application={submitted.application} />
        ) : isPro ? (
          <StateMessage
            tone="info"
            title="You already have a pro account"
            description={`You are signed in as ${user.email}, a ${user.type} account. Your showroom and payouts are in your account.`}
            action={
              <Button asChild>
                <PrefetchLink to="/account">Go to my account</PrefetchLink>
              </Button>
            }
          />
        ) : (
          <ContractorApplicationForm
            form={application.form}
            errors={application.errors}
            status={application.status}
            summary={application.summary}
            change={application.change}
            submit={() => void application.submit()}
          />
        )}
      </div>
      <aside className={styles.aside} aria-labelledby="next-steps-heading">
        <h2 id="next-steps-heading" className={styles.asideTitle}>
          How it works
        </h2>
        <ol className={styles.steps}>
          <li>Send this form with your contractor license number.</li>
          <li>We review it and answer by e-mail within {CONTRACTOR_APPROVAL_HOURS} hours.</li>
          <li>A demo of your showroom takes about {CONTRACTOR_DEMO_MINUTES} minutes.</li>
          <li>Buy at wholesale, add your markup of at least 10 %, earn on every order.</li>
        </ol>
        <p className={styles.hint}>
          Already a pro?{' '}
          <PrefetchLink className={styles.asideLink} to="/login">
            Sign in
          </PrefetchLink>
          . Want the details first?{' '}
          <PrefetchLink className={styles.asideLink} to="/pro-account">
            See what a pro account gives
          </PrefetchLink>
          .
        </p>
      </aside>
    </div>
  );
}
