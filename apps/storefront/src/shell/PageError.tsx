import { Button, StateMessage } from '@showroom/ui';
import * as styles from './Shell.css.ts';

/** A page whose code could not be loaded: the shell stays, with a way to try again. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.pageState}>
      <StateMessage
        tone="error"
        title="This page could not be loaded."
        description="Check your internet connection and try again."
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    </div>
  );
}
