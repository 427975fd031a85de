import { MAX_CHECKLIST_ITEMS_PER_REQUEST, MAX_CHECKLIST_TITLE_LENGTH } from '@showroom/api';
import { describe, expect, it } from 'vitest';
import {
  additionSummary,
  checklistLimits,
  checklistMessages,
  checkNewItems,
  checkTitle,
  countLines,
  listTitles,
  progressOf,
  projectIdOf,
  remodelSuggestions,
  suggestionsFor,
} from './checklistRules.ts';

const small = { maxTitleLength: 10, maxItemsPerRequest: 3 };

describe('checklist rules', () => {
  it("uses the contract's limits", () => {
    expect(checklistLimits).toEqual({
      maxTitleLength: MAX_CHECKLIST_TITLE_LENGTH,
      maxItemsPerRequest: MAX_CHECKLIST_ITEMS_PER_REQUEST,
    });
  });

  it('takes one item per line, trimmed, without blank lines or repeats (compared as the server does)', () => {
    expect(checkNewItems('  Tile \r\n\n grout\nTILE\r  \nSeal', small)).toEqual({
      ok: true,
      titles: ['Tile', 'grout', 'Seal'],
    });
  });

  it('refuses nothing typed', () => {
    expect(checkNewItems(' \n \n', small)).toEqual({ ok: false, message: checklistMessages.nothingTyped });
  });

  it('names the line that is too long, or just the limit for a single item', () => {
    expect(checkNewItems('x'.repeat(11), small)).toEqual({
      ok: false,
      message: 'An item can be at most 10 characters.',
    });
    expect(checkNewItems(`ok\n\n${'y'.repeat(12)}`, small)).toEqual({
      ok: false,
      message: 'Line 3 is 12 characters; an item can be at most 10.',
    });
    // Exactly the limit is fine (after trimming).
    expect(checkNewItems(`  ${'z'.repeat(10)}  `, small)).toEqual({ ok: true, titles: ['z'.repeat(10)] });
  });

  it('refuses more items than one request takes, counting distinct titles', () => {
    expect(checkNewItems('a\nb\nc\nd', small)).toEqual({
      ok: false,
      message: 'You can add at most 3 items at a time; this list has 4.',
    });
    expect(checkNewItems('a\nb\nc\nA\nB', small)).toEqual({ ok: true, titles: ['a', 'b', 'c'] });
  });

  it('checks a new title: required and within the limit', () => {
    expect(checkTitle('   ', small)).toBe(checklistMessages.titleRequired);
    expect(checkTitle('x'.repeat(11), small)).toBe('An item can be at most 10 characters.');
    expect(checkTitle(' Tile ', small)).toBeNull();
  });

  it('counts the lines that will become items', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\n\n b \n')).toBe(2);
  });

  it('says the progress as "3 of 8 done" with a whole percentage', () => {
    const items = (done: number, total: number) =>
      Array.from({ length: total }, (_, index) => ({ is_done: index < done }));
    expect(progressOf(items(3, 8))).toEqual({ done: 3, total: 8, percent: 38, text: '3 of 8 done' });
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0, text: '0 of 0 done' });
    expect(progressOf(items(2, 2)).percent).toBe(100);
  });

  it('offers the suggestions not on the checklist yet, in order, a few at a time', () => {
    expect(suggestionsFor([])).toEqual(remodelSuggestions.slice(0, 6));
    expect(
      suggestionsFor([{ title: ' measure THE room ' }, { title: 'Order samples' }], remodelSuggestions, 3),
    ).toEqual(['Set a budget', 'Compare contractor quotes', 'Check permits']);
    expect(suggestionsFor(remodelSuggestions.map((title) => ({ title })))).toEqual([]);
  });

  it('tells what an add added and what was already there', () => {
    expect(additionSummary(['New', 'choose a SINK'], [{ title: 'Choose a sink' }])).toEqual({
      added: ['New'],
      alreadyThere: ['choose a SINK'],
    });
  });

  it('lists titles for a sentence', () => {
    expect(listTitles([])).toBe('');
    expect(listTitles(['A'])).toBe('“A”');
    expect(listTitles(['A', 'B', 'C'])).toBe('“A”, “B” and “C”');
    expect(listTitles(['A', 'B', 'C', 'D', 'E'])).toBe('“A”, “B”, “C” and 2 more');
  });

  it('reads ?project= as a positive whole id, none, or not an id', () => {
    expect(projectIdOf(null)).toBeNull();
    expect(projectIdOf('')).toBeNull();
    expect(projectIdOf('701')).toBe(701);
    expect(projectIdOf(' 42 ')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '7e2', '99999999999999999999'])
      expect(projectIdOf(bad)).toBe('invalid');
  });
});
