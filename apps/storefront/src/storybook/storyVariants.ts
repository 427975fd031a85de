import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

type StoryParameters = NonNullable<StoryObj['parameters']>;
/** A story's play, whatever its file's args: these helpers only need the canvas. */
type Play<Context> = (context: Context) => Promise<void> | void;

/** A page story at 375 px: the same play, then nothing in the page is wider than the phone. */
export function atPhoneWidth<Context extends { canvasElement: HTMLElement }>(
  parameters: StoryParameters,
  play: Play<Context>,
) {
  return {
    parameters,
    globals: { viewport: { value: 'mobile' } },
    play: async (context: Context) => {
      await play(context);
      const main = context.canvasElement.querySelector('main') as HTMLElement;
      await expect(main.scrollWidth).toBeLessThanOrEqual(375);
    },
  };
}

/**
 * A page story in a showroom's colour at 1280 or 375 px: the same play, and the shop theme
 * applied (`parameters` name the showroom and its colour in the page's story world).
 */
export function inShopColour<Context extends { canvasElement: HTMLElement }>(
  parameters: StoryParameters,
  play: Play<Context>,
  viewport: 'desktop' | 'mobile',
) {
  return {
    parameters,
    globals: { viewport: { value: viewport } },
    play: async (context: Context) => {
      await play(context);
      await waitFor(() => expect(context.canvasElement.querySelector('[data-theme="shop"]')).not.toBeNull());
    },
  };
}
