/**
 * The checklist page's own rules: what may be sent (the server's limits, checked before a
 * request so the shopper learns at once and keeps what was typed), how titles compare, what
 * the progress says, and which suggestions are still worth offering. No React, no requests.
 */

import { MAX_CHECKLIST_ITEMS_PER_REQUEST, MAX_CHECKLIST_TITLE_LENGTH } from '@showroom/api';

/** The server's limits; the checks take them as arguments so tests can use small ones. */
export interface ChecklistLimits {
  readonly maxTitleLength: number;
  readonly maxItemsPerRequest: number;
}

/** The contract's limits (projects.rules.ts: plain values, no schema in the page's chunk). */
export const checklistLimits: ChecklistLimits = {
  maxTitleLength: MAX_CHECKLIST_TITLE_LENGTH,
  maxItemsPerRequest: MAX_CHECKLIST_ITEMS_PER_REQUEST,
};

/** The server compares titles trimmed and without regard to case: 'Order samples' is there once. */
export const titleKey = (title: string) => title.trim().toLocaleLowerCase('en-US');

export type NewItemsCheck =
  { readonly ok: true; readonly titles: readonly string[] } | { readonly ok: false; readonly message: string };

export const checklistMessages = {
  nothingTyped: 'Type an item to add.',
  titleRequired: 'Enter a title for this item.',
  tooLong: (max: number) => `An item can be at most ${max} characters.`,
  lineTooLong: (line: number, length: number, max: number) =>
    `Line ${line} is ${length} characters; an item can be at most ${max}.`,
  tooMany: (count: number, max: number) => `You can add at most ${max} items at a time; this list has ${count}.`,
} as const;

/**
 * The items typed or pasted in the add field: one per line, trimmed, blank lines dropped and a
 * title repeated in the list kept once (the server would skip it anyway). The whole list is
 * refused when one line is too long or there are too many, so nothing is half added.
 */
export function checkNewItems(text: string, limits: ChecklistLimits): NewItemsCheck {
  const seen = new Set<string>();
  const titles: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    const title = line.trim();
    if (title === '') continue;
    if (title.length > limits.maxTitleLength) {
      const message =
        lines.filter((candidate) => candidate.trim() !== '').length === 1
          ? checklistMessages.tooLong(limits.maxTitleLength)
          : checklistMessages.lineTooLong(index + 1, title.length, limits.maxTitleLength);
      return { ok: false, message };
    }
    if (seen.has(titleKey(title))) continue;
    seen.add(titleKey(title));
    titles.push(title);
  }
  if (titles.length === 0) return { ok: false, message: checklistMessages.nothingTyped };
  if (titles.length > limits.maxItemsPerRequest) {
    return { ok: false, message: checklistMessages.tooMany(titles.length, limits.maxItemsPerRequest) };
  }
  return { ok: true, titles };
}

/** A new title for one item: required and within the limit (the server checks it is not taken). */
export function checkTitle(title: string, limits: Pick<ChecklistLimits, 'maxTitleLength'>): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return checklistMessages.titleRequired;
  if (trimmed.length > limits.maxTitleLength) return checklistMessages.tooLong(limits.maxTitleLength);
  return null;
}

/** How many lines the add field holds (how many items it will add), for its button and height. */
export function countLines(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

export interface ChecklistProgress {
  readonly done: number;
  readonly total: number;
  /** 0–100, whole. */
  readonly percent: number;
  /** '3 of 8 done'. */
  readonly text: string;
}

export function progressOf(items: readonly { readonly is_done: boolean }[]): ChecklistProgress {
  const total = items.length;
  const done = items.filter((item) => item.is_done).length;
  return {
    done,
    total,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
    text: `${done} of ${total} done`,
  };
}

/**
 * Steps of most remodels, offered as one-tap additions (designed: the spec names the checklist,
 * not its content). Ordered as a remodel goes, so the first few shown are the ones due first.
 */
export const remodelSuggestions = [
  'Measure the room',
  'Set a budget',
  'Order samples',
  'Compare contractor quotes',
  'Check permits',
  'Choose flooring',
  'Choose lighting',
  'Plan demolition',
  'Schedule delivery',
  'Book the installer',
  'Final walk-through',
] as const;

/** How many suggestions show at once: a row or two, not a second checklist. */
export const SUGGESTIONS_SHOWN = 6;

/** The suggestions not on the checklist yet (compared as the server compares), first ones first. */
export function suggestionsFor(
  items: readonly { readonly title: string }[],
  suggestions: readonly string[] = remodelSuggestions,
  shown = SUGGESTIONS_SHOWN,
): string[] {
  const present = new Set(items.map((item) => titleKey(item.title)));
  return suggestions.filter((suggestion) => !present.has(titleKey(suggestion))).slice(0, shown);
}

/** What an add that succeeded says: what was added and what was already there. */
export function additionSummary(
  requested: readonly string[],
  before: readonly { readonly title: string }[],
): { readonly added: string[]; readonly alreadyThere: string[] } {
  const present = new Set(before.map((item) => titleKey(item.title)));
  const added: string[] = [];
  const alreadyThere: string[] = [];
  for (const title of requested) (present.has(titleKey(title)) ? alreadyThere : added).push(title);
  return { added, alreadyThere };
}

/** 'Order samples', '“A” and “B”', '“A”, “B” and 2 more' — for announcements and notes. */
export function listTitles(titles: readonly string[], shown = 3): string {
  const quoted = titles.map((title) => `“${title}”`);
  if (quoted.length <= 1) return quoted.join('');
  if (quoted.length <= shown) return `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
  return `${quoted.slice(0, shown).join(', ')} and ${quoted.length - shown} more`;
}

/** `?project=` as a project id: a positive whole number, else null (shown as not found). */
export function projectIdOf(value: string | null): number | null | 'invalid' {
  if (value === null || value.trim() === '') return null;
  if (!/^\d+$/.test(value.trim())) return 'invalid';
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : 'invalid';
}
