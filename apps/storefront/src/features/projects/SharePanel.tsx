import type { ProjectOverview } from '@showroom/api';
import { formatShopDate } from '@showroom/machines';
import { Button, StateMessage } from '@showroom/ui';
import { useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { failureText, projectsServiceOf } from '../../services/projectsService.ts';
import * as styles from './projects.css.ts';

export const sharePanelTexts = {
  heading: 'Share with contractor',
  lead: "Sharing lets the showroom's contractor read this project and answer in its chat.",
  share: 'Share with contractor',
  sharing: 'Sharing…',
  failed: 'The project could not be shared. Please try again.',
  noShowroomTitle: 'This project has no showroom to share with.',
  noShowroomDescription: 'Projects started in a showroom can be shared with its contractor.',
} as const;

interface SharePanelProps {
  readonly projectId: number;
  readonly showroom: string | null;
  readonly overview: ProjectOverview | null;
  readonly onShared: (sharedAt: string, companyName: string) => void;
}

type ShareState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'shared'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * GET /api/project/share_to_contractor/{id}: the server's words for the share ('Project shared
 * with Reyes Remodeling Co.'), or its reason for refusing (422 without a showroom).
 */
export function SharePanel({ projectId, showroom, overview, onShared }: SharePanelProps) {
  const projects = projectsServiceOf(useServices());
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const sending = useRef(false);
  const company = overview?.showroom_name ?? null;
  const sharedAt = overview?.shared_at ?? null;

  const share = () => {
    if (sending.current) return;
    sending.current = true;
    setState({ kind: 'sending' });
    projects.share(projectId).then(
      ({ data, message }) => {
        sending.current = false;
        setState({ kind: 'shared', message });
        onShared(data.shared_at, data.company_name);
      },
      (error: unknown) => {
        sending.current = false;
        setState({ kind: 'refused', message: failureText(error, sharePanelTexts.failed) });
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="share-heading">
      <h3 id="share-heading" className={styles.panelHeading}>
        {sharePanelTexts.heading}
      </h3>
      {showroom === null ? (
        <StateMessage
          tone="info"
          size="sm"
          title={sharePanelTexts.noShowroomTitle}
          description={sharePanelTexts.noShowroomDescription}
        />
      ) : (
        <>
          <p className={styles.muted}>{sharePanelTexts.lead}</p>
          {sharedAt !== null && state.kind !== 'shared' ? (
            <p className={styles.success}>
              Shared with {company ?? showroom} on {formatShopDate(sharedAt)}. They can read this project and answer in
              its chat.
            </p>
          ) : null}
          {sharedAt === null && state.kind !== 'shared' ? (
            <div className={styles.actions}>
              <Button loading={state.kind === 'sending'} onClick={share}>
                {state.kind === 'sending' ? sharePanelTexts.sharing : sharePanelTexts.share}
              </Button>
              {company ? <span className={styles.muted}>with {company}</span> : null}
            </div>
          ) : null}
        </>
      )}
      <div role="status" aria-live="polite">
        {state.kind === 'shared' ? <p className={styles.success}>{state.message}</p> : null}
      </div>
      <div role="alert">{state.kind === 'refused' ? <p className={styles.problem}>{state.message}</p> : null}</div>
    </section>
  );
}
