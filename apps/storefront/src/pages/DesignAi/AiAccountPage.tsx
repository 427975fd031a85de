import { Button, Field, PasswordInput, Spinner, StateMessage, TextInput } from '@showroom/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import type { AiAccountMode } from './aiForms.ts';
import { isAiSessionKnown, useAiSession } from './useAiSession.ts';
import { aiAccountDestination, controlIdOf, useAiAccountForm } from './useAiAccountForm.ts';
import * as styles from './DesignAi.css.ts';

const copy = {
  signIn: {
    title: 'Sign in to AI Design',
    lead: 'Welcome back. Sign in to your AI design account to see your credits and design a room.',
    form: 'AI design sign in',
    submit: 'Sign In',
    submitting: 'Signing in…',
    progress: 'Signing you in…',
  },
  signUp: {
    title: 'Create your AI Design account',
    lead: 'Design rooms with AI and try finishes before you buy. New accounts start with free design credits.',
    form: 'AI design sign up',
    submit: 'Create Account',
    submitting: 'Creating your account…',
    progress: 'Creating your account…',
  },
} as const;

/**
 * /design-ai/login and /design-ai/singup: the AI area's own sign-in and sign-up (§2, §7
 * `POST /api/AI/design` with action login or register). Its token and user are the AI area's
 * (§3 aiToken, ai_user), apart from the shop's sign-in. A visitor already signed in to the AI
 * area goes to /design-ai.
 */
export function AiAccountPage({ mode }: { readonly mode: AiAccountMode }) {
  const { state } = useAiSession();
  const { values, errors, status, change, submit, emailRef, messageRef } = useAiAccountForm(mode);
  // Decided once, when the session is first known: after this form signs in, it goes on itself.
  const [signedInOnArrival, setSignedInOnArrival] = useState<boolean | null>(null);
  if (signedInOnArrival === null && isAiSessionKnown(state)) setSignedInOnArrival(state === 'signedIn');
  if (signedInOnArrival === true) return <Navigate to={aiAccountDestination.signIn} replace />;

  const text = copy[mode];
  const checking = !isAiSessionKnown(state);
  const busy = status.kind === 'submitting' || status.kind === 'done';
  const lock = { readOnly: busy, 'aria-disabled': busy || undefined };
  const id = (field: 'name' | 'email' | 'password') => controlIdOf(mode, field);
  const message = status.kind === 'refused' ? status.message : null;

  return (
    <div className={styles.authPage}>
      <section className={styles.card} aria-labelledby="page-heading">
        <h1 id="page-heading" className={styles.formHeading}>
          {text.title}
        </h1>
        <p className={styles.muted}>{text.lead}</p>
        {checking ? (
          <p className={styles.busy} role="status">
            <Spinner size="sm" label={null} />
            Checking your AI design account…
          </p>
        ) : (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={text.form}
            aria-busy={busy}
          >
            {message !== null ? (
              <StateMessage ref={messageRef} tabIndex={-1} tone="error" size="sm" title={message} />
            ) : null}
            {mode === 'signUp' ? (
              <Field label="Name" required id={id('name')} error={errors.name}>
                <TextInput
                  name="name"
                  autoComplete="name"
                  value={values.name}
                  onChange={(event) => change('name', event.target.value)}
                  {...lock}
                />
              </Field>
            ) : null}
            <Field label="Email" required id={id('email')} error={errors.email}>
              <TextInput
                ref={emailRef}
                name="email"
                type="email"
                autoComplete={mode === 'signIn' ? 'username' : 'email'}
                inputMode="email"
                value={values.email}
                onChange={(event) => change('email', event.target.value)}
                {...lock}
              />
            </Field>
            <Field
              label="Password"
              required
              id={id('password')}
              error={errors.password}
              hint={mode === 'signUp' ? 'At least 8 characters.' : undefined}
            >
              <PasswordInput
                name="password"
                autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                value={values.password}
                onChange={(event) => change('password', event.target.value)}
                {...lock}
              />
            </Field>
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {busy ? text.submitting : text.submit}
            </Button>
            <p className={styles.status} role="status">
              {busy ? text.progress : ''}
            </p>
          </form>
        )}
        <ul className={styles.links}>
          <li>
            {mode === 'signIn' ? (
              <>
                New to AI design?{' '}
                <PrefetchLink className={styles.link} to="/design-ai/singup">
                  Create an AI design account
                </PrefetchLink>
              </>
            ) : (
              <>
                Already have an account?{' '}
                <PrefetchLink className={styles.link} to="/design-ai/login">
                  Sign in to AI design
                </PrefetchLink>
              </>
            )}
          </li>
          <li>
            <PrefetchLink className={styles.link} to="/design-ai">
              About AI design
            </PrefetchLink>
          </li>
        </ul>
      </section>
      <aside className={styles.aside} aria-labelledby="ai-account-aside">
        <h2 id="ai-account-aside" className={styles.sectionTitle}>
          A separate account
        </h2>
        <p className={styles.muted}>
          Your AI design account is its own: signing in or out here leaves your Showroom shopping sign-in as it is.
        </p>
        <PrefetchLink className={styles.link} to="/login">
          Shop sign-in
        </PrefetchLink>
      </aside>
    </div>
  );
}
