import type { LeadFormField } from '@showroom/machines';
import { Button, Dialog, Field, StateMessage, TextInput } from '@showroom/ui';
import type { FormEvent } from 'react';
import { useServices } from '../services/ServicesContext.tsx';
import { useActorSnapshot } from '../services/useActorSnapshot.ts';
import { leadFormActorFor } from './leadFormService.ts';
import { leadOffer } from './leadOffer.ts';
import * as styles from './LeadPopup.css.ts';

const fields: readonly { name: LeadFormField; label: string; type: string; autoComplete: string }[] = [
  { name: 'full_name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
];

/** §1, §5, §7: the footer's lead-capture popup, driven by the leadForm machine. */
export function LeadPopup({ onClose }: { onClose: () => void }) {
  const services = useServices();
  const actor = leadFormActorFor(services);
  const snapshot = useActorSnapshot(actor);
  const { form, errors, serverErrors, serverMessage, successMessage } = snapshot.context;
  const submitting = snapshot.matches('submitting');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <Dialog
      title={leadOffer.title}
      description={leadOffer.text}
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
    >
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={submitting}>
        {snapshot.matches('submitted') && successMessage && (
          <StateMessage tone="info" size="sm" title={successMessage} />
        )}
        {snapshot.matches('failed') && serverMessage && (
          <StateMessage
            tone="error"
            size="sm"
            title={serverMessage}
            description="What you typed is kept; please try again."
          />
        )}
        {fields.map((field) => (
          <Field key={field.name} label={field.label} required error={errors[field.name] ?? serverErrors[field.name]}>
            <TextInput
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              // Read-only, not disabled, while sending: disabling the focused field would drop focus.
              readOnly={submitting}
              aria-disabled={submitting || undefined}
              onChange={(event) => actor.send({ type: 'FIELD.CHANGE', field: field.name, value: event.target.value })}
            />
          </Field>
        ))}
        <Button type="submit" loading={submitting} fullWidth>
          {submitting ? 'Sending…' : 'Get my offer'}
        </Button>
        <p className={styles.hint}>All fields are required. We use them only to contact you about this offer.</p>
      </form>
    </Dialog>
  );
}
