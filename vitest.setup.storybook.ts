import { configure } from 'storybook/test';
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import type { VisualCheck } from './.storybook/visual.ts';

const check: VisualCheck = async (element, name, { rasterPictures = false }) => {
  const squared = rasterPictures ? squarePictureCorners() : null;
  // Text must be drawn with the shipped font before a picture is taken of it. Inter is loaded
  // even when the story draws no glyph in it: a line's height still follows its parent's font
  // (the strut), so a story of monospace labels came out a pixel apart depending on whether an
  // earlier story in the same page had loaded Inter.
  await document.fonts.load('16px "Inter Variable"');
  await document.fonts.ready;
  // Chromium does not paint what lies below the bottom of the test frame, so an element
  // screenshot of a tall story (a state matrix) would come out partly blank: grow the frame.
  // The frame is put back afterwards, so the next story starts from the same size whichever
  // stories ran before it.
  const { innerWidth: width, innerHeight: height } = window;
  const bottom = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
  const grow = bottom > height;
  if (grow) {
    await page.viewport(width, bottom + 16);
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
  try {
    await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
  } finally {
    squared?.remove();
    if (grow) await page.viewport(width, height);
  }
};

/**
 * See `VisualCheckOptions.rasterPictures`: while the screenshot is taken, raster pictures and the
 * boxes that clip them have square corners, so every pixel can be compared exactly.
 */
function squarePictureCorners(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent =
    ':where(img, picture, :has(> img), :has(> picture)) { border-radius: 0 !important; clip-path: none !important; }';
  document.head.append(style);
  return style;
}

globalThis.__showroomVisualCheck = check;

// findBy… and waitFor give up after 1 s by default: on a busy shared 2-core machine a page's first
// chunk can take longer than that to arrive (a story waiting for the FAQ's heading failed so). A
// wait passes as soon as its condition holds; only a real failure takes longer to be reported.
configure({ asyncUtilTimeout: 5000 });
