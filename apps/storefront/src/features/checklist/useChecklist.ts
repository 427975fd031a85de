import type { ChecklistItem } from '@showroom/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext.tsx';
import { checklistServiceOf } from '../../services/checklistService.ts';
import { failureMessage, refusalOf } from '../forms/formErrors.ts';
import { additionSummary, listTitles } from './checklistRules.ts';

export const CHECKLIST_NOT_LOADED = 'Your checklist could not be loaded.';
const NOT_SAVED = 'The change could not be saved. Check your connection and try again.';
const NOT_ADDED = 'The items could not be added. Check your connection and try again.';

export type ChecklistLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'error'; readonly message: string };

/** What one item is doing: sending a tick or a new title, and the last failure to say. */
export interface ItemActivity {
  readonly busy: 'tick' | 'rename' | null;
  readonly error: string | null;
}

export const idleItem: ItemActivity = { busy: null, error: null };

export type RenameResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export type AddResult =
  | {
      readonly ok: true;
      /** Some title was new (`append_items`). */
      readonly appended: boolean;
      readonly added: readonly string[];
      readonly alreadyThere: readonly string[];
      readonly message: string;
    }
  | { readonly ok: false; readonly message: string };

/** Said by the page's live region; `serial` makes the same words said twice heard twice. */
export interface Announcement {
  readonly text: string;
  readonly serial: number;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** The first message of a 422's fields, else the failure's message, else `fallback`. */
function reasonOf(error: unknown, fallback: string): string {
  const fields = refusalOf(error);
  const first = fields ? Object.values(fields).find((messages) => messages.length > 0)?.[0] : undefined;
  return first ?? failureMessage(error, fallback);
}

/**
 * One project's checklist: loaded, ticked (at once, rolled back with the server's reason when
 * refused), renamed and added to. Answers for a project no longer shown are dropped.
 */
export function useChecklist(projectId: number) {
  const service = checklistServiceOf(useServices());
  // Where the load is, with the project it is for: another project's answer never shows for this one.
  const [loaded, setLoaded] = useState<{ readonly projectId: number; readonly load: ChecklistLoad } | null>(null);
  const load: ChecklistLoad = loaded !== null && loaded.projectId === projectId ? loaded.load : { kind: 'loading' };
  const [items, setItems] = useState<readonly ChecklistItem[]>([]);
  const [activity, setActivity] = useState<ReadonlyMap<number, ItemActivity>>(new Map());
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', serial: 0 });
  // Bumped per project and per reload: an answer that arrives for an earlier one is dropped.
  const generation = useRef(0);
  // Read by answers that arrive later (the add merges around ticks still being sent).
  const itemsNow = useRef(items);
  const activityNow = useRef(activity);
  useEffect(() => {
    itemsNow.current = items;
    activityNow.current = activity;
  }, [items, activity]);

  const announce = useCallback((text: string) => setAnnouncement((last) => ({ text, serial: last.serial + 1 })), []);

  const setItemActivity = useCallback((id: number, next: Partial<ItemActivity>) => {
    setActivity((current) => {
      const copy = new Map(current);
      copy.set(id, { ...(current.get(id) ?? idleItem), ...next });
      return copy;
    });
  }, []);

  // Asks for the checklist; only its answer sets state (whoever asks says it is loading).
  const fetchChecklist = useCallback(() => {
    const mine = ++generation.current;
    service.loadChecklist(projectId).then(
      (answer) => {
        if (mine !== generation.current) return;
        setItems(answer);
        setActivity(new Map());
        setLoaded({ projectId, load: { kind: 'ready' } });
      },
      (error: unknown) => {
        if (mine !== generation.current) return;
        setLoaded({
          projectId,
          load: isNotFound(error)
            ? { kind: 'notFound' }
            : { kind: 'error', message: failureMessage(error, CHECKLIST_NOT_LOADED) },
        });
      },
    );
  }, [service, projectId]);

  // A project opened: loading until its answer (derived above from the project it is for).
  useEffect(() => {
    fetchChecklist();
    return () => {
      generation.current += 1;
    };
  }, [fetchChecklist]);

  const reload = useCallback(() => {
    setLoaded({ projectId, load: { kind: 'loading' } });
    fetchChecklist();
  }, [fetchChecklist, projectId]);

  const replaceItem = (next: ChecklistItem) =>
    setItems((current) => current.map((item) => (item.id === next.id ? next : item)));

  /** Ticks or unticks at once; the server's answer confirms it, a refusal puts it back and says why. */
  const setDone = useCallback(
    (item: ChecklistItem, done: boolean) => {
      const mine = generation.current;
      setItems((current) => current.map((entry) => (entry.id === item.id ? { ...entry, is_done: done } : entry)));
      setItemActivity(item.id, { busy: 'tick', error: null });
      announce(done ? `“${item.title}” is done.` : `“${item.title}” is not done.`);
      service.updateItem(item.id, { is_done: done }).then(
        (saved) => {
          if (mine !== generation.current) return;
          replaceItem(saved);
          setItemActivity(item.id, { busy: null });
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          setItems((current) => current.map((entry) => (entry.id === item.id ? { ...entry, is_done: !done } : entry)));
          const reason = reasonOf(error, NOT_SAVED);
          setItemActivity(item.id, {
            busy: null,
            error: `“${item.title}” could not be marked as ${done ? 'done' : 'not done'}: ${reason}`,
          });
          announce(`“${item.title}” is still ${done ? 'not done' : 'done'}: ${reason}`);
        },
      );
    },
    [service, setItemActivity, announce],
  );

  /** Sends a new title; the row keeps what was typed until the server takes it. */
  const rename = useCallback(
    async (item: ChecklistItem, title: string): Promise<RenameResult> => {
      const mine = generation.current;
      setItemActivity(item.id, { busy: 'rename', error: null });
      try {
        const saved = await service.updateItem(item.id, { title: title.trim() });
        if (mine === generation.current) {
          replaceItem(saved);
          setItemActivity(item.id, { busy: null });
          announce(`Renamed to “${saved.title}”.`);
        }
        return { ok: true };
      } catch (error) {
        if (mine === generation.current) setItemActivity(item.id, { busy: null });
        return { ok: false, message: reasonOf(error, NOT_SAVED) };
      }
    },
    [service, setItemActivity, announce],
  );

  /** Adds titles already checked by `checkNewItems`; says what was new and what was already there. */
  const add = useCallback(
    async (titles: readonly string[]): Promise<AddResult> => {
      const mine = generation.current;
      const before = itemsNow.current;
      setAdding(true);
      try {
        const answer = await service.addItems(projectId, titles);
        if (mine !== generation.current) return { ok: false, message: NOT_ADDED };
        // A tick still on its way keeps the state the shopper gave it; its own answer settles it.
        setItems((current) =>
          answer.items.map((item) => {
            const local = current.find((entry) => entry.id === item.id);
            return local && activityNow.current.get(item.id)?.busy ? local : item;
          }),
        );
        const { added, alreadyThere } = additionSummary(titles, before);
        if (!answer.appended) announce(`${answer.message} ${listTitles(titles)}`);
        else
          announce(
            `Added ${listTitles(added)}.${alreadyThere.length ? ` Already there: ${listTitles(alreadyThere)}.` : ''}`,
          );
        return { ok: true, appended: answer.appended, added, alreadyThere, message: answer.message };
      } catch (error) {
        return { ok: false, message: reasonOf(error, NOT_ADDED) };
      } finally {
        if (mine === generation.current) setAdding(false);
      }
    },
    [service, projectId, announce],
  );

  const clearError = useCallback((id: number) => setItemActivity(id, { error: null }), [setItemActivity]);

  return { load, items, activity, adding, announcement, reload, setDone, rename, add, clearError };
}

export type ChecklistController = ReturnType<typeof useChecklist>;
