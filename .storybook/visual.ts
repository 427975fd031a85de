/**
 * The bridge between stories and Vitest's screenshot assertion. The Vitest setup file
 * (vitest.setup.storybook.ts) installs the comparison on globalThis; in the Storybook
 * UI nothing is installed and the check is a no-op, so the preview never imports
 * Vitest itself.
 */
export type VisualCheck = (element: HTMLElement, name: string) => Promise<void>;

declare global {
  var __showroomVisualCheck: VisualCheck | undefined;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export async function runVisualCheck(canvasElement: HTMLElement, storyId: string): Promise<void> {
  const check = globalThis.__showroomVisualCheck;
  if (!check) return;
  // Let late layout and effects reach the screen before the picture is taken.
  await nextFrame();
  await nextFrame();
  const target = canvasElement.querySelector<HTMLElement>('[data-visual-root]') ?? canvasElement;
  await check(target, storyId);
}
