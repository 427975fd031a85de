import { describe, expect, it } from 'vitest';
import { typeaheadMatch, type TypeaheadItem } from './typeahead.ts';

const items: TypeaheadItem[] = [
  { value: 'CM', text: 'Cameroon' },
  { value: 'CA', text: 'Canada' },
  { value: 'CV', text: 'Cape Verde', disabled: true },
  { value: 'TD', text: 'Chad' },
  { value: 'DE', text: 'Germany' },
  { value: 'US', text: 'United States' },
];

describe('typeaheadMatch', () => {
  it('finds the first option starting with the search, ignoring case', () => {
    expect(typeaheadMatch(items, 'cana', 'US')?.value).toBe('CA');
    expect(typeaheadMatch(items, 'GERM', undefined)?.value).toBe('DE');
  });

  it('starts after the current option for one letter, and steps on with a repeated one', () => {
    expect(typeaheadMatch(items, 'c', 'CM')?.value).toBe('CA');
    expect(typeaheadMatch(items, 'cc', 'CA')?.value).toBe('TD');
    expect(typeaheadMatch(items, 'c', 'TD')?.value).toBe('CM');
  });

  it('skips disabled options and answers undefined when nothing else matches', () => {
    expect(typeaheadMatch(items, 'cap', 'US')).toBeUndefined();
    expect(typeaheadMatch(items, 'x', 'US')).toBeUndefined();
    expect(typeaheadMatch(items, 'u', 'US')).toBeUndefined();
    expect(typeaheadMatch(items, 'united', 'US')).toBeUndefined();
  });
});
