import type { Designer } from '@showroom/api';
import { Badge, Button, StateMessage } from '@showroom/ui';
import { useCallback, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { failureText, projectsServiceOf } from '../../services/projectsService.ts';
import { PanelError, PanelSkeleton } from './PanelStates.tsx';
import { useLoaded } from './useLoaded.ts';
import * as styles from './projects.css.ts';

export const designersPanelTexts = {
  heading: 'Designers',
  lead: 'Hire a designer to plan this project with you: they can read its chat and answer in it.',
  loading: 'Loading designers',
  failed: 'The designers could not be loaded.',
  emptyTitle: 'No designers available right now',
  emptyDescription: 'Please check again later.',
  hire: 'Hire',
  hiring: 'Hiring…',
  hired: 'Hired',
  hireFailed: 'The designer could not be hired. Please try again.',
} as const;

interface HireProblem {
  readonly designerId: number;
  readonly message: string;
}

/**
 * Designers for the project (GET /api/hire_designer?project=ID), best rated first, and Hire
 * (POST /api/hire_designer): one hire at a time, the list the server answers, its message as
 * a toast and for screen readers.
 */
export function DesignersPanel({ projectId, onHired }: { projectId: number; onHired: (hired: number) => void }) {
  const services = useServices();
  const projects = projectsServiceOf(services);
  const load = useCallback(() => projects.loadDesigners(projectId), [projects, projectId]);
  const { state, reload, set } = useLoaded<readonly Designer[]>(load, designersPanelTexts.failed);
  const [hiring, setHiring] = useState<number | null>(null);
  const [problem, setProblem] = useState<HireProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A second click before React re-renders must not send a second hire.
  const sending = useRef(false);

  const hire = (designer: Designer) => {
    if (sending.current) return;
    sending.current = true;
    setHiring(designer.id);
    setProblem(null);
    setAnnouncement('');
    projects.hire(projectId, designer.id).then(
      ({ data, message }) => {
        sending.current = false;
        setHiring(null);
        set(data);
        onHired(data.filter((candidate) => candidate.hired).length);
        services.notify('success', message);
        setAnnouncement(`${message} ${designer.name} is hired for this project.`);
      },
      (error: unknown) => {
        sending.current = false;
        setHiring(null);
        const message = failureText(error, designersPanelTexts.hireFailed);
        setProblem({ designerId: designer.id, message });
        setAnnouncement(message);
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="designers-heading">
      <h3 id="designers-heading" className={styles.panelHeading}>
        {designersPanelTexts.heading}
      </h3>
      <p className={styles.muted}>{designersPanelTexts.lead}</p>
      {state.status === 'error' ? (
        <PanelError title={designersPanelTexts.failed} reason={state.message} onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <PanelSkeleton label={designersPanelTexts.loading} rows={2} />
      ) : state.data.length === 0 ? (
        <StateMessage
          tone="empty"
          size="sm"
          icon="user"
          title={designersPanelTexts.emptyTitle}
          description={designersPanelTexts.emptyDescription}
        />
      ) : (
        <ul className={styles.designers} aria-label="Designers, best rated first">
          {state.data.map((designer) => (
            <li key={designer.id} className={styles.designer}>
              <DesignerPhoto designer={designer} />
              <div className={styles.designerBody}>
                <h4 id={`designer-${designer.id}`} className={styles.designerName}>
                  {designer.name}
                </h4>
                <p className={styles.muted}>
                  {designer.company_name} · {designer.city}
                </p>
                <p className={styles.muted}>
                  <span aria-hidden="true">★ {designer.rating.toFixed(1)}</span>
                  <span className={styles.visuallyHidden}>Rated {designer.rating.toFixed(1)} out of 5</span>
                </p>
                <div className={styles.designerAction}>
                  {designer.hired ? (
                    <Badge tone="success">{designersPanelTexts.hired}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      loading={hiring === designer.id}
                      disabled={hiring !== null && hiring !== designer.id}
                      onClick={() => hire(designer)}
                      aria-label={`${hiring === designer.id ? designersPanelTexts.hiring : designersPanelTexts.hire} ${designer.name}`}
                    >
                      {hiring === designer.id ? designersPanelTexts.hiring : designersPanelTexts.hire}
                    </Button>
                  )}
                </div>
                {problem?.designerId === designer.id ? <p className={styles.problem}>{problem.message}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

function DesignerPhoto({ designer }: { designer: Designer }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    const initials = designer.name
      .split(/\s+/)
      .map((part) => part.charAt(0))
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return (
      <span className={styles.initials} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    <img className={styles.photo} src={designer.image} alt="" width={56} height={56} onError={() => setFailed(true)} />
  );
}
