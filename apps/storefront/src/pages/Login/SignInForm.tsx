import { signInMessages, type SignInFieldErrors, type SignInScreen, type SignInState } from '@showroom/machines';
import { Button, Checkbox, Field, PasswordInput, StateMessage, TextInput } from '@showroom/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { rememberedEmailOf, type SignInActor } from '../../services/signInService.ts';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import {
  busySignInStates,
  checkSignInForm,
  firstErrorField,
  signInProgressText,
  socialProviderLabels,
  type SignInField,
  type SocialProvider,
} from './signInForm.ts';
import { useOptionalSnapshot } from '../../services/useOptionalSnapshot.ts';
import { focusControl } from '../../features/forms/formErrors.ts';
import * as styles from './LoginPage.css.ts';

export interface SignInFormProps {
  readonly actor: SignInActor | null;
  readonly screen: SignInScreen;
  /** The form's accessible name. */
  readonly label: string;
  /** Under the Sign In button: links of the screen. */
  readonly footer?: ReactNode;
}

/** Where a refused person signs in instead, said under the §6 message. */
const elsewhere: Record<SignInScreen, ReactNode> = {
  customer: (
    <>
      Contractors, vendors, designers and admins sign in on the{' '}
      <PrefetchLink className={styles.link} to="/pro-account#pro-sign-in">
        pro sign-in
      </PrefetchLink>
      .
    </>
  ),
  pro: (
    <>
      Homeowners sign in on the{' '}
      <PrefetchLink className={styles.link} to="/login">
        Sign In page
      </PrefetchLink>
      .
    </>
  ),
};

/** The id of a control of the form (two forms may share a page: customer and pro). */
const signInControlId = (screen: SignInScreen, field: string) => `${screen}-sign-in-${field}`;

const isBusy = (state: SignInState | null) => state === null || busySignInStates.includes(state);

/**
 * Email, password with show/hide, Remember me, Sign In (§2), driven by the signIn machine. The
 * first server message for email and password shows under each (§5), tied to it with
 * aria-describedby; after a refused attempt the focus moves to the first error.
 */
export function SignInForm({ actor, screen, label, footer }: SignInFormProps) {
  const services = useServices();
  const snapshot = useOptionalSnapshot(actor);
  const state = (snapshot?.value as SignInState | undefined) ?? null;
  const context = snapshot?.context ?? null;
  const [remembered] = useState(() => rememberedEmailOf(services));
  const [email, setEmail] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [clientErrors, setClientErrors] = useState<SignInFieldErrors>({});
  // A server message stays until its field changes.
  const [changedSinceAnswer, setChangedSinceAnswer] = useState<ReadonlySet<SignInField>>(new Set());
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const previousState = useRef<SignInState | null>(null);
  const id = (field: string) => signInControlId(screen, field);

  const serverErrors = context?.errors ?? {};
  const errors: SignInFieldErrors = {
    ...(serverErrors.email !== undefined && !changedSinceAnswer.has('email') ? { email: serverErrors.email } : {}),
    ...(serverErrors.password !== undefined && !changedSinceAnswer.has('password')
      ? { password: serverErrors.password }
      : {}),
    ...clientErrors,
  };
  const hasFieldErrors = firstErrorField(errors) !== null;
  const message = state === 'editing' && context?.message ? context.message : null;
  const busy = isBusy(state);

  // After React has painted the messages, so the focused control is read with its error.
  const focusMessage = () => requestAnimationFrame(() => messageRef.current?.focus());

  // Back on the form after an answer: the focus goes to the first error, or to the message.
  useEffect(() => {
    const before = previousState.current;
    previousState.current = state;
    if (state !== 'editing' || before === null || before === 'editing' || !actor) return;
    const answered = actor.getSnapshot().context;
    setChangedSinceAnswer(new Set());
    const first = firstErrorField(answered.errors);
    if (first !== null) focusControl(signInControlId(screen, first));
    else if (answered.message) focusMessage();
  }, [state, actor, screen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !actor) return;
    const found = checkSignInForm({
      email,
      password,
      emailMismatch: emailRef.current?.validity.typeMismatch ?? false,
    });
    setClientErrors(found);
    const first = firstErrorField(found);
    if (first !== null) {
      focusControl(id(first));
      return;
    }
    actor.send({ type: 'SUBMIT', email, password, remember });
  };

  const change = (field: SignInField, value: string) => {
    if (field === 'email') setEmail(value);
    else setPassword(value);
    setChangedSinceAnswer((current) => new Set(current).add(field));
    if (clientErrors[field] !== undefined) {
      setClientErrors(({ [field]: _dropped, ...rest }) => rest);
    }
  };

  const social = (provider: SocialProvider) => {
    if (busy || !actor) return;
    setClientErrors({});
    actor.send({ type: 'SOCIAL', provider, data: {} });
  };

  const progress = state !== null ? signInProgressText[state] : undefined;
  // Read-only, not disabled, while sending: disabling the focused field would drop the focus.
  const lock = { readOnly: busy, 'aria-disabled': busy || undefined };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={submit} aria-label={label} aria-busy={busy}>
        {message !== null && !hasFieldErrors ? (
          <StateMessage
            ref={messageRef}
            tabIndex={-1}
            tone="error"
            size="sm"
            title={message}
            description={message === signInMessages.notAuthorized ? elsewhere[screen] : undefined}
          />
        ) : null}
        <Field label="Email" required id={id('email')} error={errors.email}>
          <TextInput
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => change('email', event.target.value)}
            {...lock}
          />
        </Field>
        <Field label="Password" required id={id('password')} error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => change('password', event.target.value)}
            {...lock}
          />
        </Field>
        <div className={styles.optionsRow}>
          <Checkbox
            label="Remember me"
            checked={remember}
            disabled={busy && state !== null}
            onCheckedChange={(checked) => setRemember(checked === true)}
          />
          <PrefetchLink className={styles.link} to="/reset_password">
            Forgot your password?
          </PrefetchLink>
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy && state !== null && state !== 'editing'}>
          {state === 'authenticating' ? 'Signing in…' : 'Sign In'}
        </Button>
        <p className={styles.status} role="status">
          {progress ?? ''}
        </p>
      </form>
      {screen === 'customer' ? (
        <section className={styles.social} aria-labelledby={id('social')}>
          <h2 id={id('social')} className={styles.socialTitle}>
            Or continue with
          </h2>
          {(Object.keys(socialProviderLabels) as SocialProvider[]).map((provider) => (
            <Button
              key={provider}
              type="button"
              variant="outline"
              fullWidth
              aria-disabled={busy || undefined}
              onClick={() => social(provider)}
            >
              {`Continue with ${socialProviderLabels[provider]}`}
            </Button>
          ))}
        </section>
      ) : null}
      {footer}
    </>
  );
}
