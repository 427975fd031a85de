/**
 * The bridge between stories and Vitest's screenshot assertion. The Vitest setup file
 * (vitest.setup.storybook.ts) installs the comparison on globalThis; in the Storybook
 * UI nothing is installed and the check is a no-op, so the preview never imports
 * Vitest itself.
 */
export type VisualCheck = (element: HTMLElement, name: string, options: VisualCheckOptions) => Promise<void>;

/**
 * A story's `parameters.visual`. `rasterPictures`: the story shows raster pictures with rounded
 * corners. Chromium anti-aliases a raster picture's rounded corners up to 25 grey levels apart
 * from run to run (seen: 24–106 pixels a story, every one on a corner, with every picture decoded
 * first and painted again; which of two renderings a run gets is not in the page's hands). While
 * such a story's screenshot is taken its pictures, and the boxes that clip them, have square
 * corners, so its comparison stays exact like every other story's; the rounding itself is checked
 * exactly by the page stories, where the same components show vector stand-ins.
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
