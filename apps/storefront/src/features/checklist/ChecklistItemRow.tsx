import type { ChecklistItem } from '@showroom/api';
import { Button, Checkbox, Field, Spinner, TextInput } from '@showroom/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkTitle, type ChecklistLimits } from './checklistRules.ts';
import type { ItemActivity, RenameResult } from './useChecklist.ts';
import * as styles from './checklist.css.ts';

export interface ChecklistItemRowProps {
  readonly item: ChecklistItem;
  readonly activity: ItemActivity;
  readonly limits: ChecklistLimits;
  onDoneChange(item: ChecklistItem, done: boolean): void;
  onRename(item: ChecklistItem, title: string): Promise<RenameResult>;
}

/**
 * One checklist entry: its box (ticked at once), and Edit, which turns the title into a field
 * with Save and Cancel (Enter saves, Escape cancels); the focus comes back to Edit after.
 */
export function ChecklistItemRow({ item, activity, limits, onDoneChange, onRename }: ChecklistItemRowProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <li className={[styles.item, item.is_done ? styles.done : ''].join(' ')} data-item-id={item.id}>
      {editing ? (
        <RenameForm
          item={item}
          busy={activity.busy === 'rename'}
          limits={limits}
          onCancel={close}
          onSave={async (title) => {
            const result = await onRename(item, title);
            if (result.ok) close();
            return result;
          }}
        />
      ) : (
        <div className={styles.itemRow}>
          <div className={styles.itemCheck}>
            <Checkbox
              label={<span id={titleId}>{item.title}</span>}
              checked={item.is_done}
              // Not `disabled`: the box ticked keeps the focus while its change is saved.
              aria-disabled={activity.busy !== null || undefined}
              aria-describedby={activity.error ? errorId : undefined}
              onCheckedChange={(checked) => onDoneChange(item, checked)}
            />
          </div>
          <div className={styles.itemActions}>
            {activity.busy === 'tick' ? (
              <span className={styles.saving}>
                <Spinner size="sm" tone="muted" label="Saving" />
              </span>
            ) : null}
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              disabled={activity.busy !== null}
              aria-describedby={titleId}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          </div>
        </div>
      )}
      {activity.error && !editing ? (
        <p id={errorId} className={styles.itemError} role="alert">
          {activity.error}
        </p>
      ) : null}
    </li>
  );
}

interface RenameFormProps {
  readonly item: ChecklistItem;
  readonly busy: boolean;
  readonly limits: ChecklistLimits;
  onSave(title: string): Promise<RenameResult>;
  onCancel(): void;
}

function RenameForm({ item, busy, limits, onSave, onCancel }: RenameFormProps) {
  const [title, setTitle] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkTitle(title, limits);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    // The title as it was changes nothing: no request (a change of case is a rename).
    if (title.trim() === item.title) {
      onCancel();
      return;
    }
    setError(null);
    const result = await onSave(title);
    if (!result.ok) {
      setError(result.message);
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form className={styles.renameForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.renameField}>
        <Field label={`Rename “${item.title}”`} error={error ?? undefined} required>
          <TextInput
            ref={input}
            value={title}
            autoComplete="off"
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setTitle(event.target.value);
              if (error) setError(null);
            }}
          />
        </Field>
      </div>
      <div className={styles.renameActions}>
        <Button type="submit" size="sm" loading={busy}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
