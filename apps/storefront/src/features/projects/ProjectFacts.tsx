import type { ProjectOverview } from '@showroom/api';
import { Badge } from '@showroom/ui';
import { checklistSummary, designersSummary } from '../../services/projectsService.ts';

type ProjectFactsProps = Pick<ProjectOverview, 'checklist_done' | 'checklist_total' | 'hired_designers' | 'shared_at'>;

/**
 * A project at a glance: checklist progress, designers hired and whether the showroom sees it.
 * Badges only, so the list (inside a link) and the detail header wrap them as their markup allows.
 */
export function ProjectFacts({ checklist_done, checklist_total, hired_designers, shared_at }: ProjectFactsProps) {
  return (
    <>
      <Badge size="sm">{checklistSummary(checklist_done, checklist_total)}</Badge>
      <Badge size="sm">{designersSummary(hired_designers)}</Badge>
      {shared_at === null ? (
        <Badge size="sm">Not shared</Badge>
      ) : (
        <Badge size="sm" tone="success">
          Shared
        </Badge>
      )}
    </>
  );
}
