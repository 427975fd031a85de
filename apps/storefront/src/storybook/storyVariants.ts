import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { StoryWorld } from './storyServices.ts';

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
 * applied (`parameters` name the showroom and its colour in the page's story world). A page
 * takes one shop colour: how light, dark and saturated colours come out is the palette's, tested
 * component by component (every variant and state in each theme column) in ui's matrices; the
 * page's story shows that the page takes the theme. The shell, whose bar is the shop's colour,
 * keeps all three.
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
      await shopThemeApplied(context.canvasElement);
    },
  };
}

/** Resolves once the shop theme is on the page (the colour maths are a chunk of their own, slow under load). */
export async function shopThemeApplied(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-theme="shop"]')).not.toBeNull(), { timeout: 15_000 });
}

/**
 * An existing story replayed in a showroom's colour: the same tags, globals and play, in the
 * showroom OAKS2026 with `themeColor`, once the shop theme is applied. `world` replaces the
 * story's own world (a story failing every request would fail the showroom's colours too).
 */
export function underShopColour<Context extends { canvasElement: HTMLElement }, Story extends object>(
  story: Story & { play?: Play<Context> },
  themeColor: string,
  world: StoryWorld = {},
): Story & { parameters: StoryParameters; play: Play<Context> } {
  return {
    ...story,
    parameters: { world: { ...world, showroom: 'OAKS2026', themeColor } satisfies StoryWorld },
    play: async (context: Context) => {
      await shopThemeApplied(context.canvasElement);
      await story.play?.(context);
    },
  };
}
