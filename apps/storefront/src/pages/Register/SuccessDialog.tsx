import { Button, Dialog, Spinner } from '@showroom/ui';
import { Link } from 'react-router';
import { findRoute } from '../../routes/routeTable.ts';
import * as styles from './RegisterPage.css.ts';

export interface SuccessDialogProps {
  readonly open: boolean;
  /** The new account's first name and e-mail, to greet and to say where the link went. */
  readonly firstName: string;
  readonly email: string;
  /** Where §4 sends the person next; null while a saved design is still becoming a project. */
  readonly landing: string | null;
  /** Closing the modal without its links (Escape) goes on to the landing. */
  onLeave(to: string): void;
}

/** The name of the page the person goes on to, for the button: 'Continue to Checkout'. */
function placeName(path: string): string {
  return findRoute(path.split(/[?#]/)[0] ?? path)?.title ?? 'where you were';
}

/** §2: the success modal thanks the person and links to the home page. */
export function SuccessDialog({ open, firstName, email, landing, onLeave }: SuccessDialogProps) {
  const elsewhere = landing !== null && landing !== '/';
  return (
    <Dialog
      open={open}
      // Closing it any way (Escape, the corner button) goes on as §4 says.
      onOpenChange={(next) => !next && landing !== null && onLeave(landing)}
      title={firstName ? `Thank you for signing up, ${firstName}!` : 'Thank you for signing up!'}
      description="Your Showroom account is ready."
      hideCloseButton={landing === null}
      footer={
        landing === null ? (
          <div className={styles.pending} role="status">
            <Spinner size="sm" label={null} />
            Saving your design as a project…
          </div>
        ) : (
          <div className={styles.dialogActions}>
            {elsewhere ? (
              <Button variant="outline" asChild>
                <Link to="/" replace>
                  Go to the home page
                </Link>
              </Button>
            ) : null}
            <Button asChild>
              <Link to={landing} replace>
                {elsewhere ? `Continue to ${placeName(landing)}` : 'Go to the home page'}
              </Link>
            </Button>
          </div>
        )
      }
    >
      <p className={styles.dialogText}>
        We sent a link to <strong>{email}</strong>. Open it to verify your e-mail address and finish setting up your
        account.
      </p>
    </Dialog>
  );
}
