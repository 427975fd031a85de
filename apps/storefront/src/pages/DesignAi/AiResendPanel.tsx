import { Button, StateMessage } from '@showroom/ui';
import { secondsText } from './aiForms.ts';
import { useAiEmailResend } from './useAiEmailResend.ts';
import * as styles from './DesignAi.css.ts';

/**
 * Resend of the AI account's verification e-mail, driven by the emailResend machine: sending,
 * the answer, and the countdown to the next e-mail the server accepts (from its `retry_after`
 * when it refuses one as too soon).
 */
export function AiResendPanel() {
  const { state, context, resend } = useAiEmailResend();
  const waiting = state === 'coolingDown';
  return (
    <div className={styles.form}>
      {/* One polite live region: the answer is read once, not the countdown every second. */}
      <div role="status">
        {state === 'failed' && context?.errorMessage ? (
          <StateMessage
            tone="error"
            size="sm"
            announce={false}
            title={context.errorMessage}
            description="No e-mail was sent. Please try again."
          />
        ) : waiting && context?.errorMessage ? (
          <StateMessage tone="info" size="sm" announce={false} title={context.errorMessage} />
        ) : context?.sentMessage ? (
          <StateMessage
            tone="info"
            icon="success"
            size="sm"
            announce={false}
            title={context.sentMessage}
            description="It can take a minute to arrive. Check your spam folder too."
          />
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          variant="outline"
          loading={state === 'sending' || state === null}
          aria-disabled={waiting || undefined}
          aria-describedby={waiting ? 'ai-resend-countdown' : undefined}
          onClick={resend}
        >
          {state === 'sending' ? 'Sending…' : 'Resend verification e-mail'}
        </Button>
      </div>
      {waiting && context ? (
        <p id="ai-resend-countdown" className={styles.countdown} role="timer">
          You can ask for another e-mail in {secondsText(context.secondsLeft)}.
        </p>
      ) : null}
    </div>
  );
}
