import type { ProjectOverview } from '@showroom/api';
import { DeferredSelect, Field } from '@showroom/ui';
import * as styles from './checklist.css.ts';

export interface ProjectPickerProps {
  readonly projects: readonly ProjectOverview[];
  /** The project shown, or null in the picker (the placeholder shows). */
  readonly selected: number | null;
  onSelect(projectId: number): void;
}

/** Which project's checklist: the customer's projects by name (a Select; the list loads on intent). */
export function ProjectPicker({ projects, selected, onSelect }: ProjectPickerProps) {
  const known = selected !== null && projects.some((project) => project.id === selected);
  return (
    <div className={styles.picker}>
      <div className={styles.pickerField}>
        <Field label="Project" id="checklist-project-picker">
          <DeferredSelect
            name="project"
            placeholder="Choose a project"
            options={projects.map((project) => ({ value: String(project.id), label: project.name }))}
            // An id in the address that is none of these (not found) leaves the placeholder.
            value={known ? String(selected) : ''}
            onValueChange={(value) => onSelect(Number(value))}
          />
        </Field>
      </div>
    </div>
  );
}
