import { aiDesignMessages } from '@showroom/api/client';
import { Button, Field, DeferredSelect, StateMessage, TextArea, TextInput } from '@showroom/ui';
import { PrefetchLink } from '../../routes/PrefetchLink.tsx';
import { aiRoomTypeOptions, creditsText, designLimits, type AiRoomType } from './aiForms.ts';
import { designControlId, useDesignRequest, type DesignRequestCallbacks } from './useDesignRequest.ts';
import * as styles from './DesignAi.css.ts';

export interface DesignRequestFormProps extends DesignRequestCallbacks {
  /** The balance known now (null: not known yet). With none left the form says so first. */
  readonly credits: number | null;
}

/**
 * Room type, description and style, sent to `POST /api/AI/design/generate` (one credit per
 * design made). Whatever the answer, the page says it plainly: the pictures with their
 * descriptions, the server having no design service (503), no credits left, or a failure;
 * never a picture the server did not make.
 */
export function DesignRequestForm({ credits, onSpent, onBalanceInDoubt }: DesignRequestFormProps) {
  const { form, errors, status, change, submit, outcomeRef } = useDesignRequest({ onSpent, onBalanceInDoubt });
  const generating = status.kind === 'generating';
  const lock = { readOnly: generating, 'aria-disabled': generating || undefined };
  const outOfCredits = credits === 0;

  return (
    <section className={styles.card} aria-labelledby="design-request-heading">
      <h2 id="design-request-heading" className={styles.sectionTitle}>
        Design a room
      </h2>
      <p className={styles.muted}>
        Tell us the room and the look you want. Each design you make uses one credit; a design that cannot be made costs
        nothing.
      </p>
      {outOfCredits && status.kind !== 'noCredits' ? (
        <StateMessage
          tone="info"
          size="sm"
          title={aiDesignMessages.noCredits}
          description="Every design uses one credit, and yours are used up. Your earlier designs are not affected."
        />
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label="Design request"
        aria-busy={generating}
        onSubmit={(event) => void submit(event)}
      >
        <div className={styles.fieldRow}>
          <Field label="Room type" required id={designControlId('room_type')} error={errors.room_type}>
            <DeferredSelect
              name="room_type"
              options={aiRoomTypeOptions}
              placeholder="Choose a room"
              value={form.room_type}
              disabled={generating}
              onValueChange={(value) => change('room_type', value as AiRoomType)}
            />
          </Field>
          <Field
            label="Style"
            id={designControlId('style')}
            error={errors.style}
            hint="Optional, e.g. modern farmhouse or japandi."
          >
            <TextInput
              name="style"
              maxLength={designLimits.styleMax}
              value={form.style}
              onChange={(event) => change('style', event.target.value)}
              {...lock}
            />
          </Field>
        </div>
        <Field
          label="Describe your room"
          required
          id={designControlId('prompt')}
          error={errors.prompt}
          hint="What should it look like? Colours, materials, finishes, light."
        >
          <TextArea
            name="prompt"
            rows={4}
            maxLength={designLimits.promptMax}
            value={form.prompt}
            onChange={(event) => change('prompt', event.target.value)}
            {...lock}
          />
        </Field>
        <p className={styles.counter} aria-hidden="true">
          {form.prompt.length} / {designLimits.promptMax}
        </p>
        <div className={styles.actions}>
          <Button type="submit" size="lg" loading={generating} aria-disabled={outOfCredits || undefined}>
            {generating ? 'Designing your room…' : 'Design my room'}
          </Button>
          {credits !== null && credits > 0 ? (
            <span className={styles.muted}>Uses 1 of your {creditsText(credits)}.</span>
          ) : null}
        </div>
        <p className={styles.status} role="status">
          {generating ? 'Designing your room… This can take a little while.' : ''}
        </p>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
        {status.kind === 'unavailable' ? (
          <StateMessage
            tone="error"
            title={status.message}
            description="This server has no AI design service set up, so no design was made and no credit was used. Your description is kept for when the service is available. Meanwhile, design the room in the visualizer with your showroom's materials."
            action={
              <>
                <Button asChild>
                  <PrefetchLink to="/visualize">Design in the visualizer</PrefetchLink>
                </Button>
                <Button asChild variant="outline">
                  <PrefetchLink to="/contact">Contact us</PrefetchLink>
                </Button>
              </>
            }
          />
        ) : status.kind === 'noCredits' ? (
          <StateMessage
            tone="error"
            title={status.message}
            description="Every design uses one credit, and yours are used up. Nothing was charged for this request."
          />
        ) : status.kind === 'failed' ? (
          <StateMessage
            tone="error"
            title={status.message}
            description="No credit was used. Your description is kept: try again in a moment."
          />
        ) : status.kind === 'ready' ? (
          <DesignResult message={status.message} images={status.design.images} credits={status.design.credits} />
        ) : null}
      </div>
    </section>
  );
}

function DesignResult({
  message,
  images,
  credits,
}: {
  readonly message: string;
  readonly images: readonly { readonly url: string; readonly alt: string }[];
  readonly credits: number;
}) {
  return (
    <section className={styles.form} aria-labelledby="design-result-heading">
      <h3 id="design-result-heading" className={styles.sectionTitle}>
        {message}
      </h3>
      <p className={styles.muted} role="status">
        {`You have ${creditsText(credits)} left.`}
      </p>
      <ul className={styles.gallery}>
        {images.map((image, index) => (
          <li key={`${image.url}-${index}`}>
            <figure className={styles.figure}>
              <img className={styles.image} src={image.url} alt={image.alt} loading="lazy" />
              <figcaption className={styles.caption}>{`Design ${index + 1} of ${images.length}`}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
