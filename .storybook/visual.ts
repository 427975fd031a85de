/**
 * The bridge between stories and Vitest's screenshot assertion. The Vitest setup file
 * (vitest.setup.storybook.ts) installs the comparison on globalThis; in the Storybook
 * UI nothing is installed and the check is a no-op, so the preview never imports
 * Vitest itself.
 */
export type VisualCheck = (element: HTMLElement, name: string, options: VisualCheckOptions) => Promise<void>;

/**
 * A story's `parameters.visual`. `rasterPictures`: the story shows raster pictures with rounded
 * corners. Chromium anti-aliases those corners up to 14 grey levels apart from run to run under
 * load (seen: 24–48 pixels a story, every one on a picture's corner, with every picture decoded
 * first), so such a story compares each pixel's colour with pixelmatch's threshold 0.07 (about
 * 18 grey levels) instead of 0. Any pixel further off still fails, so a moved or missing picture,
 * a changed crop or layout fails as before; every other story stays exact.
 */
export interface VisualCheckOptions {
  readonly rasterPictures?: boolean;
}

declare global {
  var __showroomVisualCheck: VisualCheck | undefined;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export async function runVisualCheck(
  canvasElement: HTMLElement,
  storyId: string,
  options: VisualCheckOptions = {},
): Promise<void> {
  const check = globalThis.__showroomVisualCheck;
  if (!check) return;
  // Let late layout and effects reach the screen before the picture is taken.
  await nextFrame();
  await nextFrame();
  const target = canvasElement.querySelector<HTMLElement>('[data-visual-root]') ?? canvasElement;
  await check(target, storyId, options);
}
