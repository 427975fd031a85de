import { Button, Field, Icon, TextArea } from '@showroom/ui';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { checkNewItems, countLines, listTitles, type ChecklistLimits } from './checklistRules.ts';
import type { AddResult } from './useChecklist.ts';
import * as styles from './checklist.css.ts';

/** The note under the field after an add: what was added, or that nothing was new. */
type AddNote = { readonly tone: 'info' | 'error'; readonly text: string } | null;

function noteOf(result: Extract<AddResult, { ok: true }>): AddNote {
  if (!result.appended) return { tone: 'info', text: `${result.message} ${listTitles(result.alreadyThere)}` };
  if (result.alreadyThere.length === 0) return null;
  return {
    tone: 'info',
    text: `Added ${listTitles(result.added)}. Already on your checklist: ${listTitles(result.alreadyThere)}.`,
  };
}

interface PendingFocus {
  /** The suggestion whose chip was added. */
  readonly suggestion: string;
  /** Where its chip stood. */
  readonly index: number;
}

/** Focuses what took the added chip's place, once the chip has left the list; says whether it did. */
function focusInPlaceOfAddedChip(
  pending: PendingFocus | null,
  list: HTMLUListElement | null,
  field: HTMLTextAreaElement | null,
): boolean {
  if (!pending) return false;
  const chips = [...(list?.querySelectorAll<HTMLButtonElement>('button[data-suggestion]') ?? [])];
  if (chips.some((chip) => chip.dataset.suggestion === pending.suggestion)) return false;
  (chips[Math.min(pending.index, chips.length - 1)] ?? field)?.focus();
  return true;
}

export interface AddItemsFormProps {
  readonly limits: ChecklistLimits;
  readonly adding: boolean;
  readonly suggestions: readonly string[];
  onAdd(titles: readonly string[]): Promise<AddResult>;
}

/**
 * Adds one item or a list: Enter adds, Shift+Enter starts a new line, and a pasted list keeps
 * its lines (one item each). Checked before sending; a failure keeps every character typed.
 * Below, common remodel steps not on the checklist yet, each added with one tap.
 */
export function AddItemsForm({ limits, adding, suggestions, onAdd }: AddItemsFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<AddNote>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const chipList = useRef<HTMLUListElement>(null);
  const lines = countLines(text);

  const send = async (titles: readonly string[], clearField: boolean): Promise<boolean> => {
    setNote(null);
    const result = await onAdd(titles);
    if (!result.ok) {
      // The typed text stays; a chip's failure is said in the same place.
      setNote({ tone: 'error', text: result.message });
      return false;
    }
    if (clearField) setText('');
    setNote(noteOf(result));
    return true;
  };

  /**
   * A chip added goes away: the focus moves to the chip that takes its place, else to the field.
   * Only once it is gone: the list may change well after the add's answer (when the checklist has
   * been read again), and focusing earlier would leave the focus on a chip about to vanish.
   */
  const pendingFocus = useRef<PendingFocus | null>(null);
  useEffect(() => {
    if (focusInPlaceOfAddedChip(pendingFocus.current, chipList.current, field.current)) pendingFocus.current = null;
  }, [suggestions]);

  const addSuggestion = async (suggestion: string, index: number) => {
    if (adding) return;
    if (!(await send([suggestion], false))) return;
    pendingFocus.current = { suggestion, index };
    requestAnimationFrame(() => {
      if (focusInPlaceOfAddedChip(pendingFocus.current, chipList.current, field.current)) pendingFocus.current = null;
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (adding) return;
    const checked = checkNewItems(text, limits);
    if (!checked.ok) {
      setError(checked.message);
      field.current?.focus();
      return;
    }
    setError(null);
    await send(checked.titles, true);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <div className={styles.addForm}>
      <form
        className={styles.addForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Add to the checklist"
      >
        <div className={styles.addRow}>
          <div className={styles.addField}>
            <Field
              label="Add items"
              hint="Press Enter to add. Paste a list to add one item per line (Shift+Enter for a new line)."
              error={error ?? undefined}
            >
              <TextArea
                ref={field}
                name="items"
                rows={Math.min(Math.max(lines, 1), 6)}
                value={text}
                autoComplete="off"
                placeholder="e.g. Order grout samples"
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setText(event.target.value);
                  if (error) setError(null);
                }}
              />
            </Field>
          </div>
          <Button
            type="submit"
            className={styles.addButton}
            loading={adding}
            startIcon={<Icon name="plus" size="sm" />}
          >
            {lines > 1 ? `Add ${lines} items` : 'Add item'}
          </Button>
        </div>
        {note ? (
          <p
            className={note.tone === 'error' ? styles.errorNote : styles.note}
            role={note.tone === 'error' ? 'alert' : undefined}
          >
            {note.text}
          </p>
        ) : null}
      </form>
      {suggestions.length > 0 ? (
        <section className={styles.suggestions} aria-labelledby="checklist-suggestions">
          <h3 id="checklist-suggestions" className={styles.muted}>
            Common remodel steps
          </h3>
          <ul className={styles.chips} ref={chipList}>
            {suggestions.map((suggestion, index) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className={styles.chip}
                  // Not `disabled`: the chip pressed keeps the focus while its item is sent.
                  aria-disabled={adding || undefined}
                  aria-label={`Add “${suggestion}”`}
                  data-suggestion={suggestion}
                  onClick={() => void addSuggestion(suggestion, index)}
                >
                  <Icon name="plus" size="sm" />
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
