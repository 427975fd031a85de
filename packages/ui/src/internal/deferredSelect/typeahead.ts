/** What typing a name matches: the option's `textValue`, else its label when that is text. */
export interface TypeaheadItem {
  value: string;
  text: string;
  disabled?: boolean | undefined;
}

/**
 * The option a typed search lands on, as Radix Select's closed trigger picks it (so a person
 * cannot tell which of the two answered): the search matches the start of the text, ignoring
 * case, beginning after the current option; a repeated letter ('ccc') steps through the
 * options starting with it. Undefined when nothing else matches.
 */
export function typeaheadMatch(
  items: readonly TypeaheadItem[],
  search: string,
  current: string | undefined,
): TypeaheadItem | undefined {
  const enabled = items.filter((item) => !item.disabled);
  const repeated = search.length > 1 && [...search].every((char) => char === search[0]);
  const wanted = (repeated ? search.slice(0, 1) : search).toLowerCase();
  const currentItem = enabled.find((item) => item.value === current);
  const start = Math.max(currentItem ? enabled.indexOf(currentItem) : -1, 0);
  let candidates = enabled.map((_, index) => enabled[(start + index) % enabled.length] as TypeaheadItem);
  if (wanted.length === 1) candidates = candidates.filter((item) => item !== currentItem);
  const next = candidates.find((item) => item.text.toLowerCase().startsWith(wanted));
  return next !== currentItem ? next : undefined;
}
