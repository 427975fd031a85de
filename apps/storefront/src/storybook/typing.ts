import { userEvent } from 'storybook/test';

/**
 * Replaces a field's text: cleared, then `text` pasted (typing every character costs seconds on a
 * shared machine). `userEvent.paste` writes into whichever element has the focus, so a story must
 * first wait for any focus the page moves itself (a form focusing its first field a frame after
 * it opens): a move landing between the clear and the paste sent the text into the wrong field.
 */
export async function replaceText(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  if (text !== '') await userEvent.paste(text);
}
